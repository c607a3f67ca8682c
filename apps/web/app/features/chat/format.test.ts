import { describe, expect, it } from 'vitest';
import { translate } from '@cupido/i18n';
import { listTime, nearLimit, newClientId, partnerDetails } from './format.ts';

describe('chat formatting', () => {
  it('shows the time today, the weekday this week, the date before', () => {
    const now = new Date(2030, 4, 15, 18, 0);
    expect(listTime(new Date(2030, 4, 15, 9, 5).toISOString(), now, 'en').replace(/\s/g, ' ')).toBe(
      '9:05 AM',
    );
    expect(listTime(new Date(2030, 4, 13, 9, 5).toISOString(), now, 'en-GB')).toBe('Mon');
    expect(listTime(new Date(2030, 3, 2, 9, 5).toISOString(), now, 'en-GB')).toBe('2 Apr');
  });

  it('makes v4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID')).toEqual(
      original,
    );
  });

  it('shows the counter near the limit', () => {
    expect(nearLimit(100, 1000)).toBe(false);
    expect(nearLimit(899, 1000)).toBe(false);
    expect(nearLimit(900, 1000)).toBe(true);
    expect(nearLimit(149, 200)).toBe(false);
    expect(nearLimit(150, 200)).toBe(true);
  });

  it("names the partner's place as cards do, by the country's name without a city", () => {
    const t =
      (locale: 'pl' | 'es') => (key: 'members.age_city', params: { age: number; city: string }) =>
        translate(locale, key, params);
    // The header said '36' alone for a partner who gave no city, and '36, Kraków' otherwise.
    expect(partnerDetails({ age: 36, city: null, country: 'DE' }, 'pl', t('pl'))).toBe(
      '36 · Niemcy',
    );
    expect(partnerDetails({ age: 36, city: null, country: 'DE' }, 'es', t('es'))).toBe(
      '36 · Alemania',
    );
    expect(partnerDetails({ age: 36, city: 'Kraków', country: 'PL' }, 'pl', t('pl'))).toBe(
      '36 · Kraków',
    );
    expect(partnerDetails({ age: null, city: null, country: null }, 'pl', t('pl'))).toBe('');
    expect(partnerDetails({ age: 36, city: null, country: null }, 'pl', t('pl'))).toBe('36');
  });
});
