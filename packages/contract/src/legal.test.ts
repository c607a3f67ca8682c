import { describe, expect, it } from 'vitest';
import { cleanPhone, termsVersionDate } from './legal.ts';

describe('terms version date (spec section 5)', () => {
  it('defaults to 2023-12-01T12:00:00Z', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it('keeps the default when the company was added earlier', () => {
    expect(termsVersionDate('2020-05-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it('uses the company added date when it is later', () => {
    expect(termsVersionDate('2024-03-01T09:00:00Z').toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });
});

describe('support phone', () => {
  it('is cleaned of dashes and spaces', () => {
    expect(cleanPhone('+31 20-000 0000')).toBe('+31200000000');
    expect(cleanPhone('0800 - 12 34')).toBe('08001234');
  });
});
