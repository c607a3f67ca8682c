import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type TLocale } from '@cupido/contract/browser';

export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function localeCookie(locale: TLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/**
 * Whom the member is looking for, asked during sign-up (issue 16): the default of the search's
 * gender filter on this device. 'any' is the answer "everyone". A preference the member set,
 * like the language cookie; not profile data (decision 0031).
 */
export const SEARCH_GENDER_COOKIE = 'search_gender';
export const SEARCH_GENDER_MAX_AGE_S = 365 * 24 * 3600;

export function searchGenderCookie(value: 'female' | 'male' | 'any'): string {
  return `${SEARCH_GENDER_COOKIE}=${value}; Max-Age=${SEARCH_GENDER_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The search's default gender from the cookie, or null (everyone). */
export function searchGenderDefault(header: string | null | undefined): 'female' | 'male' | null {
  const value = readCookie(header, SEARCH_GENDER_COOKIE);
  return value === 'female' || value === 'male' ? value : null;
}
