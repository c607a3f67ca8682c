import { describe, expect, it } from 'vitest';
import {
  isPluralElement,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LOCALES, type TLocale } from '@cupido/contract';
import { catalogs, isMessageKey, LEGAL_PAGES, loadLegalDoc, translate } from './index.ts';
import {
  formatMessage,
  formatWithParser,
  messageArguments,
  parseMessage,
  type TParams,
} from './format.ts';
import { en } from './catalogs/en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const KEYS = Object.keys(en).filter(isMessageKey);

/** A message's arguments as `name:text` or `name:plural`, sorted. */
const argumentsOf = (text: string) =>
  [...messageArguments(parseMessage(text))]
    .map(([name, kind]) => `${name}:${kind === 'text' ? 'text' : 'plural'}`)
    .sort();

/** The kinds of element in a parsed message, its plurals' branches included. */
const kindsOf = (elements: MessageFormatElement[]): TYPE[] =>
  elements.flatMap((element) => [
    element.type,
    ...(isPluralElement(element)
      ? Object.values(element.options).flatMap((option) => kindsOf(option.value))
      : []),
  ]);
const PLAIN_AND_PLURAL = new Set([TYPE.literal, TYPE.argument, TYPE.plural, TYPE.pound]);

/** The plural categories `locale` needs (Polish one, few, many, other; English one, other). */
const categoriesOf = (locale: TLocale) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();

describe.each(LOCALES)('UI catalog %s', (locale) => {
  const catalog = catalogs[locale];

  it('translates every key', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const key of KEYS) expect(catalog[key].trim(), key).not.toBe('');
  });

  it('writes every message in ICU syntax with the arguments of the English one', () => {
    for (const key of KEYS) {
      expect(() => parseMessage(catalog[key]), key).not.toThrow();
      expect(argumentsOf(catalog[key]), key).toEqual(argumentsOf(en[key]));
      // Plain and plural arguments only: the parameter types of format.ts read no other kind.
      for (const kind of kindsOf(parseMessage(catalog[key])))
        expect(PLAIN_AND_PLURAL.has(kind), `${key}: element ${TYPE[kind]}`).toBe(true);
    }
  });

  it('gives every counted message exactly the plural forms the language has', () => {
    for (const key of KEYS)
      for (const [name, kind] of messageArguments(parseMessage(catalog[key])))
        if (kind !== 'text')
          expect(kind.slice().sort(), `${key} {${name}}`).toEqual(categoriesOf(locale));
  });

  // An ASCII apostrophe before ICU syntax would quote it ("l'{name}" would print "{name}").
  it('shows every other message as written, apostrophes included', () => {
    for (const key of KEYS) {
      const text = catalog[key];
      expect(text, key).not.toMatch(/'[{}<>#|']/);
      const elements = parseMessage(text);
      // ICU reads a text without arguments as one literal, itself (formatMessage relies on it).
      if (!text.includes('{'))
        expect(elements, key).toEqual([expect.objectContaining({ value: text })]);
      else if ([...messageArguments(elements).values()].every((kind) => kind === 'text'))
        expect(formatMessage(locale, text), key).toBe(text);
    }
  });

  // formatMessage fills a message without plural itself; the parser must read it the same way.
  it('fills every plain message as the ICU parser does', () => {
    let plain = 0;
    for (const key of KEYS) {
      const text = catalog[key];
      const found = [...messageArguments(parseMessage(text))];
      if (found.length === 0 || found.some(([, kind]) => kind !== 'text')) continue;
      plain++;
      const names = found.map(([name]) => name);
      const samples: TParams[] = [
        // Texts (one that looks like ICU syntax), numbers as given (1500, not 1,500), none.
        Object.fromEntries(names.map((name, i) => [name, `Zoë {x} '{'# ${i}`])),
        Object.fromEntries(names.map((name, i) => [name, 1500 + i])),
        Object.fromEntries(names.slice(1).map((name) => [name, 0])),
        {},
      ];
      for (const values of samples)
        expect(formatMessage(locale, text, values), key).toBe(
          formatWithParser(locale, text, values),
        );
    }
    expect(plain).toBeGreaterThan(0);
  });
});

describe('formatMessage', () => {
  // ICU would unquote a doubled apostrophe; the catalogs never write one (see above), so it shows
  // which way a text went.
  it('fills plain arguments without the parser and leaves plurals to it', () => {
    expect(formatMessage('en', "It''s {name}", { name: 'Ann' })).toBe("It''s Ann");
    expect(formatWithParser('en', "It''s {name}", { name: 'Ann' })).toBe("It's Ann");
    expect(
      formatMessage('en', "It''s {count, plural, one {# day} other {# days}}", { count: 2 }),
    ).toBe("It's 2 days");
  });

  it("elides French 'de' before a name that starts with a vowel, not before others or an h", () => {
    const photos = catalogs.fr['member.photos'];
    expect(formatMessage('fr', photos, { name: 'Isla' })).toBe('Photos d’Isla');
    expect(formatMessage('fr', photos, { name: 'Émile' })).toBe('Photos d’Émile');
    expect(formatMessage('fr', photos, { name: 'Lena' })).toBe('Photos de Lena');
    expect(formatMessage('fr', photos, { name: 'Hugo' })).toBe('Photos de Hugo');
    expect(formatMessage('fr', catalogs.fr['member.about'], { name: 'Anna' })).toBe(
      'À propos d’Anna',
    );
    expect(formatWithParser('fr', photos, { name: 'Isla' })).toBe('Photos d’Isla');
    // Other languages are left as they are.
    expect(formatMessage('nl', 'Foto’s van de {name}', { name: 'Isla' })).toBe(
      'Foto’s van de Isla',
    );
  });
});

describe('UI catalogs', () => {
  // Some words are the same in both languages (fr 'Cookies', 'Messages'); whole catalogs are not.
  it('translates most strings rather than copying English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = KEYS.filter((key) => catalogs[locale][key] === en[key]);
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(KEYS.length * 0.06);
    }
  });

  it('fills placeholders and keeps the spec texts verbatim in English', () => {
    expect(translate('en', 'error.not_found')).toBe('This page could not be found');
    expect(translate('en', 'error.back_home')).toBe('Back to the home page');
    expect(translate('en', 'error.try_again_later')).toBe(
      'An error occured, please try again later.',
    );
    expect(translate('de', 'legal.version', { date: '1. Dezember 2023' })).toContain(
      '1. Dezember 2023',
    );
  });
});

const ALLOWED = new Set([
  'site_name',
  'company_name',
  'address',
  'city',
  'country',
  'kvk',
  'vat_numbers',
  'support_email',
  'support_phone',
  'refund_days',
  'domain',
  'terms_date',
]);

describe.each(LEGAL_PAGES)('static page %s', (page) => {
  it('exists in all seven locales with the same structure and known placeholders', async () => {
    const english = await loadLegalDoc(page, 'en');
    for (const locale of LOCALES) {
      const doc = await loadLegalDoc(page, locale);
      expect(doc.sections.length, `${page}/${locale}`).toBe(english.sections.length);
      const text = JSON.stringify(doc);
      for (const name of placeholders(text))
        expect(ALLOWED.has(name!), `${page}/${locale} {${name}}`).toBe(true);
      if (locale !== 'en') expect(doc.title).not.toBe(english.title);
    }
  });
});

describe('the swipe game', () => {
  it('names likes in its limit with the word of its counter and its Like button', () => {
    // Italian and Spanish said 'like' in the limit ('i tuoi 4 like', 'tus 4 likes') under a
    // counter and a button that say 'mi piace' and 'me gusta'.
    for (const locale of LOCALES) {
      const word = translate(locale, 'swipe.like').toLowerCase();
      if (!translate(locale, 'swipe.likes_left', { count: 4 }).toLowerCase().includes(word))
        continue;
      expect(translate(locale, 'api.swipe_limit', { limit: 4 }).toLowerCase()).toContain(word);
    }
  });
});

describe('the Spanish catalog', () => {
  it('welcomes members in words that fit women and men alike', () => {
    // The first matches greeted every member '¡Bienvenido!', the masculine form; the catalog
    // elsewhere says '¡Te damos la bienvenida!'.
    const gendered = Object.entries(catalogs.es).filter(([, text]) =>
      /\bbienvenidos?\b/i.test(text),
    );
    expect(gendered).toEqual([]);
  });
});

describe('the Polish catalog', () => {
  it('addresses the member with capitalised pronouns throughout', () => {
    // The likes, the swipe game and the first matches said 'cię', 'ci', 'twojego' where every
    // other page says 'Cię', 'Ci', 'Twojego'. The icebreakers are members' own words to each
    // other, written as people chat. (\b would end a word before a Polish letter: 'ciągu'.)
    const lower =
      / (ci|cię|ciebie|tobą|tobie|ty|twój|twoja|twoje|twojego|twojej|twoim|twoich|twoją)(?!\p{L})/u;
    const found = Object.entries(catalogs.pl)
      .filter(([key, text]) => !key.startsWith('match.icebreaker_') && lower.test(text))
      .map(([key]) => key);
    expect(found).toEqual([]);
  });
});

describe('the French catalog and pages', () => {
  it('keep ? ! : ; % and » on the line of their word with a no-break space', async () => {
    // 106 places used an ordinary space, so a phone's line could begin with a lone '?' or ':'.
    const loose = / [?!:;%»]|« /u;
    const found = Object.entries(catalogs.fr)
      .filter(([, text]) => loose.test(text))
      .map(([key]) => key);
    for (const page of LEGAL_PAGES) {
      const doc = JSON.stringify(await loadLegalDoc(page, 'fr'));
      if (loose.test(doc)) found.push(`legal/${page}`);
    }
    expect(found).toEqual([]);
  });
});
