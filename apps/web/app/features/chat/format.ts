import type { TChatPartner } from '@cupido/contract/browser';
import { dateTimeFormat, placeName } from '../../lib/intl-format.ts';

/** A message's time in the list: the time today, the weekday this week, else the date. */
export function listTime(iso: string, now: Date, locale: string): string {
  const at = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday)
    return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  if (at.getTime() >= startOfToday - 6 * 86_400_000)
    return dateTimeFormat(locale, { weekday: 'short' }).format(at);
  return dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(at);
}

/** A message's time in the conversation. */
export function bubbleTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A client message id (a v4 UUID), also where crypto.randomUUID is missing (plain http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Whether the counter shows: the last tenth of the limit, at least the last 50 characters. */
export const nearLimit = (length: number, max: number) =>
  length >= max - Math.max(50, Math.ceil(max / 10));

/**
 * The partner's line under their name in the conversation header: age and place as search cards
 * show them ('36 · Kraków'), the country's name where they gave no city ('36 · Niemcy').
 */
export function partnerDetails(
  partner: Pick<TChatPartner, 'age' | 'city' | 'country'>,
  locale: string,
  t: (key: 'members.age_city', params: { age: number; city: string }) => string,
): string {
  const place =
    partner.city || partner.country ? placeName(locale, partner.city, partner.country ?? '') : '';
  if (partner.age === null) return place;
  if (!place) return String(partner.age);
  return t('members.age_city', { age: partner.age, city: place });
}
