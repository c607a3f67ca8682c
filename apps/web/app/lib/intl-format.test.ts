import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatMoney, formatPerCredit, numberFormat } from './intl-format.ts';

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
    expect(formatMoney(1, 'USD', 'en')).toBe('$0.01');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('follows the currency’s decimals', () => {
    expect(formatMoney(199, 'EUR', 'en')).toBe('€1.99');
    expect(plain(formatMoney(199, 'EUR', 'de'))).toBe('1,99 €');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('formatPerCredit', () => {
  it('shows every price per credit to a tenth of a cent, alike side by side', () => {
    expect(formatPerCredit(1000, 50, 'EUR', 'en')).toBe('€0.200');
    expect(formatPerCredit(1000, 80, 'EUR', 'en')).toBe('€0.125');
    expect(formatPerCredit(5246, 250, 'GBP', 'en')).toBe('£0.210');
  });
});

describe('the formatters', () => {
  it('are made once per locale and options, and differ where either does', () => {
    const time = dateTimeFormat('de', { hour: 'numeric', minute: '2-digit' });
    expect(dateTimeFormat('de', { hour: 'numeric', minute: '2-digit' })).toBe(time);
    expect(dateTimeFormat('fr', { hour: 'numeric', minute: '2-digit' })).not.toBe(time);
    expect(dateTimeFormat('de', { weekday: 'short' })).not.toBe(time);
    expect(numberFormat('de').format(1000)).toBe('1.000');
    expect(numberFormat('en').format(1000)).toBe('1,000');
  });
});
