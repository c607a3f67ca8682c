import { describe, expect, it } from 'vitest';
import { translate } from './index.ts';
import { pluralKey } from './plural.ts';

const credits = (locale: 'en' | 'pl' | 'fr' | 'nl', count: number) =>
  translate(locale, pluralKey(locale, 'payments.credits', count), { count });

describe('pluralKey', () => {
  it('picks the English one/other forms', () => {
    expect(credits('en', 1)).toBe('1 credit');
    expect(credits('en', 0)).toBe('0 credits');
    expect(credits('en', 25)).toBe('25 credits');
  });

  it('picks the Polish one/few/many forms', () => {
    expect(credits('pl', 1)).toBe('1 kredyt');
    expect(credits('pl', 2)).toBe('2 kredyty');
    expect(credits('pl', 24)).toBe('24 kredyty');
    expect(credits('pl', 5)).toBe('5 kredytów');
    expect(credits('pl', 12)).toBe('12 kredytów');
    expect(credits('pl', 22)).toBe('22 kredyty');
    expect(credits('pl', 0)).toBe('0 kredytów');
  });

  it('treats French 0 and 1 as singular', () => {
    expect(credits('fr', 0)).toBe('0 crédit');
    expect(credits('fr', 1)).toBe('1 crédit');
    expect(credits('fr', 2)).toBe('2 crédits');
  });
});
