import { describe, expect, it } from 'vitest';
import { LOCALES } from '@cupido/contract';
import { interpolate } from '../format.ts';
import { keepFilledParts } from './legal-doc.ts';
import { LEGAL_PAGES, loadLegalDoc } from './load-legal-doc.ts';

const company = {
  site_name: 'Cupido Demo',
  company_name: 'Cupido Demo Ltd',
  address: '1 Demo Street',
  city: 'London',
  country: 'United Kingdom',
  vat_numbers: 'GB000000000',
  support_email: 'support@example.com',
  support_phone: '+44 20 0000 0000',
  refund_days: 14,
  domain: 'example.com',
  terms_date: '1 December 2026',
};

describe('legal pages of an operator without some company numbers', () => {
  it('leaves out a part whose placeholder is empty and keeps the others', () => {
    const text = 'By {company_name}[[, KvK {kvk}]][[, VAT {vat_numbers}]], “we”.';
    expect(keepFilledParts(text, { company_name: 'A', kvk: '', vat_numbers: 'NL1' })).toBe(
      'By {company_name}, VAT {vat_numbers}, “we”.',
    );
    expect(keepFilledParts(text, { kvk: '123', vat_numbers: '' })).toBe(
      'By {company_name}, KvK {kvk}, “we”.',
    );
    expect(keepFilledParts('[[KvK: {kvk}]]', { kvk: ' ' })).toBe('');
  });

  it('reads whole in every page and language with no Chamber of Commerce number', async () => {
    for (const page of LEGAL_PAGES)
      for (const locale of LOCALES) {
        const doc = await loadLegalDoc(page, locale);
        const params = { ...company, kvk: '' };
        const texts = [doc.intro, ...doc.sections.flatMap((s) => s.paragraphs)]
          .map((p) => interpolate(keepFilledParts(p, params), params))
          .filter((p) => p.trim() !== '');
        for (const text of texts) {
          expect(text, `${page}/${locale}`).not.toMatch(/\[\[|\]\]|\(\s*,|,\s*[,).]|:\s*$/);
          expect(text, `${page}/${locale}`).not.toMatch(/KvK|Chamber of Commerce/);
        }
        // Where the number is given, it is named.
        const full = { ...company, kvk: '12345678' };
        const all = [doc.intro, ...doc.sections.flatMap((s) => s.paragraphs)]
          .map((p) => interpolate(keepFilledParts(p, full), full))
          .join('\n');
        if (['terms', 'privacy', 'service'].includes(page))
          expect(all, `${page}/${locale}`).toContain('12345678');
      }
  });
});
