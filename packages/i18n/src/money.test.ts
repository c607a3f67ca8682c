import { describe, expect, it } from 'vitest';
import { CURRENCIES, LOCALES } from '@cupido/contract';
import { formatMoney, formatPerCredit } from './money.ts';

// Intl separates some currency symbols with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('turns minor units into the locale’s way of writing the currency', () => {
    expect(plain(formatMoney(1995, 'EUR', 'nl'))).toBe('€ 19,95');
    expect(plain(formatMoney(1995, 'EUR', 'de'))).toBe('19,95 €');
    expect(plain(formatMoney(1995, 'EUR', 'en'))).toBe('€19.95');
    expect(plain(formatMoney(4900, 'PLN', 'pl'))).toBe('49,00 zł');
    expect(plain(formatMoney(2500, 'GBP', 'en'))).toBe('£25.00');
    expect(plain(formatMoney(123456, 'CHF', 'fr'))).toBe('1 234,56 CHF');
    // The site's one currency by its symbol, where the locale would spell a foreign one out.
    expect(plain(formatMoney(895, 'GBP', 'es'))).toBe('8,95 £');
    expect(plain(formatMoney(895, 'GBP', 'fr'))).toBe('8,95 £');
  });

  it('keeps exact cents', () => {
    expect(formatMoney(1, 'USD', 'en')).toBe('US$0.01');
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
  });

  it('follows the currency’s decimals', () => {
    expect(formatMoney(199, 'EUR', 'en')).toBe('€1.99');
    expect(plain(formatMoney(199, 'EUR', 'de'))).toBe('1,99 €');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });

  it('tells the four dollars apart, in the locale’s own way where it has one', () => {
    const dollars = (locale: string) =>
      (['USD', 'CAD', 'AUD', 'NZD'] as const).map((c) => plain(formatMoney(895, c, locale)));
    expect(dollars('en')).toEqual(['US$8.95', 'CA$8.95', 'A$8.95', 'NZ$8.95']);
    expect(dollars('de')).toEqual(['8,95 US$', '8,95 CA$', '8,95 AU$', '8,95 NZ$']);
    expect(dollars('fr')).toEqual(['8,95 $US', '8,95 $CA', '8,95 $AU', '8,95 $NZ']);
    expect(dollars('nl')).toEqual(['US$ 8,95', 'C$ 8,95', 'AU$ 8,95', 'NZ$ 8,95']);
  });

  it('writes no two currencies a site sells in alike, in any language', () => {
    for (const locale of LOCALES) {
      const written = CURRENCIES.map((c) => formatMoney(895, c, locale));
      expect(new Set(written).size, `${locale}: ${written.join(' | ')}`).toBe(CURRENCIES.length);
    }
  });
});

describe('formatPerCredit', () => {
  it('shows every price per credit to a tenth of a cent, alike side by side', () => {
    expect(formatPerCredit(1000, 50, 'EUR', 'en')).toBe('€0.200');
    expect(formatPerCredit(1000, 80, 'EUR', 'en')).toBe('€0.125');
    expect(formatPerCredit(5246, 250, 'GBP', 'en')).toBe('£0.210');
    expect(formatPerCredit(1000, 80, 'CAD', 'en')).toBe('CA$0.125');
  });
});
