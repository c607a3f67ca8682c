import { describe, expect, it } from 'vitest';
import { LOCALES } from '@cupido/contract';
import { catalogs, LEGAL_PAGES, loadLegalDoc, translate } from './index.ts';
import { en } from './catalogs/en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI catalogs', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s translates every key with the same placeholders',
    (locale) => {
      const catalog = catalogs[locale];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = catalog[key as keyof typeof en];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  // Some words are the same in both languages (fr 'Cookies', 'Messages'); whole catalogs are not.
  it('translates most strings rather than copying English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = Object.entries(en).filter(
        ([k, v]) => catalogs[locale][k as keyof typeof en] === v,
      );
      expect(same.length, `${locale}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(
        Object.keys(en).length * 0.06,
      );
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
