import { CONSENT_COOKIE, type TTags } from '@cupido/contract/browser';
import { readCookie } from './cookies.ts';

/** The visitor's choice of optional cookie categories; necessary ones need no consent. */
export type TConsent = { statistics: boolean; marketing: boolean };

const MAX_AGE_S = 365 * 24 * 3600;
/** Asks the consent banner to open again (the footer's "Cookie settings"). */
export const CONSENT_OPEN_EVENT = 'cupido:consent-open';

/** The stored choice, or null while the visitor has not chosen. */
export function readConsent(cookieHeader: string): TConsent | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  if (value === null) return null;
  const parts = value.split('.');
  return { statistics: parts.includes('statistics'), marketing: parts.includes('marketing') };
}

export function consentCookie(consent: TConsent): string {
  const parts = ['necessary'];
  if (consent.statistics) parts.push('statistics');
  if (consent.marketing) parts.push('marketing');
  return `${CONSENT_COOKIE}=${parts.join('.')}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The tag addresses this choice allows: analytics and recording are statistics, ads marketing. */
export function allowedTags(tags: TTags, consent: TConsent | null): string[] {
  if (!consent) return [];
  return [
    ...(consent.statistics ? [tags.analytics, tags.recording] : []),
    ...(consent.marketing ? [tags.ads] : []),
  ].filter((src): src is string => !!src);
}

export const hasTags = (tags: TTags) => !!(tags.analytics || tags.recording || tags.ads);

/** Whether a new choice takes back something given before: loaded tags go only with a reload. */
export const withdraws = (before: TConsent | null, after: TConsent) =>
  !!before && ((before.statistics && !after.statistics) || (before.marketing && !after.marketing));
