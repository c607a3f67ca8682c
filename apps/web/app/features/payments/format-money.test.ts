import { describe, expect, it } from 'vitest';
import { formatMoney, formatPerCredit } from './format-money.ts';

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
  });

  it('keeps exact cents', () => {
    expect(formatMoney(1, 'USD', 'en')).toBe('$0.01');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });
});

describe('formatPerCredit', () => {
  it('shows a third decimal only when the price per credit needs it', () => {
    expect(formatPerCredit(1000, 50, 'EUR', 'en')).toBe('€0.20');
    expect(formatPerCredit(1000, 80, 'EUR', 'en')).toBe('€0.125');
  });
});
