import {
  isArgumentElement,
  isPluralElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { TLocale } from '@cupido/contract';
import type { en, TMessageKey } from './catalogs/en.ts';
import type { TCatalog } from './catalog.ts';

/*
 * Catalog texts are ICU MessageFormat (intl-messageformat). `{name}` is filled in as given;
 * `{count, plural, one {# credit} other {# credits}}` takes the form Intl.PluralRules gives the
 * count in the locale (Polish one, few, many, other) and writes `#` in the locale's digits
 * (1.000 in German). The catalogs use only these two kinds of argument, which keeps the typed
 * parameters below exact. An ASCII apostrophe quotes in ICU only before `{`, `}`, `<`, `>`,
 * `#`, `|` or another apostrophe: texts never put one there (catalogs.test.ts), so "n'est",
 * "{name}'s" are written as they read and the raw texts that route loaders use as titles stay
 * readable.
 */

/** Values for a message whose key is chosen at run time (error codes, mail kinds). */
export type TParams = Record<string, string | number>;

/**
 * The arguments one `{…}` of an ICU text adds: `{name}` a text or number, `{count, plural, …}`
 * a number. The braces of a plural's branches (`{# credits}`) hold text with spaces or `#`,
 * not a name, and add nothing.
 */
type TArgument<Inner extends string> = Inner extends `${infer Name}, plural,${string}`
  ? { [N in Name]: number }
  : Inner extends `${string}{${infer Nested}`
    ? TArgument<Nested>
    : Inner extends `${string}${' ' | ',' | '#'}${string}`
      ? unknown
      : { [N in Inner]: string | number };
type TArguments<Text extends string> = Text extends `${string}{${infer Inner}}${infer Rest}`
  ? TArgument<Inner> & TArguments<Rest>
  : unknown;

/** The values message `K` takes, read from its English text: `{ count: number }` for a plural. */
export type TMessageParams<K extends TMessageKey> = {
  [N in keyof TArguments<(typeof en)[K]>]: TArguments<(typeof en)[K]>[N];
};

/**
 * What `t(key, …)` takes after the key: the message's values when the key is written out (every
 * argument, a plural's count as a number), any values when the key is only known as a
 * TMessageKey at run time.
 */
export type TParamsOf<K extends TMessageKey> = [TMessageKey] extends [K]
  ? [params?: TParams]
  : K extends TMessageKey
    ? keyof TMessageParams<K> extends never
      ? []
      : [params: TMessageParams<K>]
    : never;

/** A translator: the text of `key` in one locale, its arguments filled in. */
export type TTranslate = <K extends TMessageKey>(key: K, ...params: TParamsOf<K>) => string;

/** Parses an ICU catalog text; `<` is plain text (no rich-text tags) and a plural needs `other`. */
export function parseMessage(text: string): MessageFormatElement[] {
  return parse(text, { ignoreTag: true, requiresOtherClause: true });
}

/**
 * The arguments of a parsed message by name: `'text'` for `{name}`, the plural categories it
 * writes out (`one`, `few`, …; exact matches like `=0` left aside) for `{count, plural, …}`.
 */
export function messageArguments(elements: MessageFormatElement[]): Map<string, 'text' | string[]> {
  const found = new Map<string, 'text' | string[]>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (isArgumentElement(element)) found.set(element.value, 'text');
      else if (isPluralElement(element)) {
        const categories = Object.keys(element.options).filter((option) => !option.startsWith('='));
        found.set(element.value, categories);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(elements);
  return found;
}

type TCompiled = { message: IntlMessageFormat; placeholders: Record<string, string> };

/**
 * Compiled messages per locale, by text: each is parsed once per process (or page) on first use.
 * Keyed by the text rather than the key, so a text can never be formatted with another one's
 * compiled form (development reloads of a catalog, a catalog shown while another loads).
 */
const compiled = new Map<string, Map<string, TCompiled>>();

function compile(locale: TLocale, text: string): TCompiled {
  let ofLocale = compiled.get(locale);
  if (!ofLocale) compiled.set(locale, (ofLocale = new Map()));
  let entry = ofLocale.get(text);
  if (!entry) {
    const ast = parseMessage(text);
    // A `{name}` given no value stays `{name}` rather than failing the page: a key chosen at run
    // time (an error code's) has its values unchecked by the compiler.
    const placeholders: Record<string, string> = {};
    for (const [name, kind] of messageArguments(ast))
      if (kind === 'text') placeholders[name] = `{${name}}`;
    entry = { message: new IntlMessageFormat(ast, locale), placeholders };
    ofLocale.set(text, entry);
  }
  return entry;
}

/**
 * A text whose every `{…}` is a plain `{name}`: no plural, no brace of its own. Written unrolled
 * (runs of other characters between arguments) so a text is read once, without backtracking.
 */
const PLAIN = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/** A French word starting with a vowel sound: 'de' before it is elided (h left aside: 'de Hugo'). */
const FRENCH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * French elides 'de' before a name that starts with a vowel: 'Photos d’Isla', not 'de Isla'.
 * The catalogs write 'de {name}'; the value decides.
 */
function elided(locale: TLocale, text: string, params: TParams | undefined): string {
  if (locale !== 'fr' || !params || !text.includes('de {')) return text;
  return text.replace(/\bde \{(\w+)\}/g, (whole, name: string) =>
    typeof params[name] === 'string' && FRENCH_VOWEL.test(params[name]) ? `d’{${name}}` : whole,
  );
}

/** Formats an ICU `text` of `locale` with `params`. */
export function formatMessage(locale: TLocale, given: string, params?: TParams): string {
  const text = elided(locale, given, params);
  // Without an argument ICU would only unquote apostrophes, which the texts never use for that
  // (catalogs.test.ts): most of a page's texts skip the parser and are shown as written. Plain
  // arguments are filled in as ICU fills them (a value as given, a missing one stays `{name}`),
  // so the parser runs for plurals alone.
  if (!text.includes('{')) return text;
  if (PLAIN.test(text)) return interpolate(text, params);
  return formatWithParser(locale, text, params);
}

/**
 * Formats an ICU `text` of `locale` with `params` through the parser (compiled once per text):
 * what formatMessage does with a plural. For every catalog text it gives what formatMessage gives
 * (catalogs.test.ts).
 */
export function formatWithParser(locale: TLocale, given: string, params?: TParams): string {
  const { message, placeholders } = compile(locale, elided(locale, given, params));
  return message
    .formatToParts<never>({ ...placeholders, ...params })
    .map((part) => part.value)
    .join('');
}

/**
 * The translator of `catalog`, the catalog of `locale`. Without a catalog (the browser before it
 * has loaded) a message shows its key.
 */
export function catalogTranslator(locale: TLocale, catalog: TCatalog | undefined): TTranslate {
  function t<K extends TMessageKey>(key: K, ...params: TParamsOf<K>): string;
  function t(key: TMessageKey, params?: TParams): string {
    const text = catalog?.[key];
    return text === undefined ? key : formatMessage(locale, text, params);
  }
  return t;
}

/**
 * Fills `{name}` placeholders of a legal document (not ICU: its long texts are shown as written)
 * or of a message without plural (formatMessage); unknown placeholders are left as they are.
 */
export function interpolate(template: string, params: TParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
