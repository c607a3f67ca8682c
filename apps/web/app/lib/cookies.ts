import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  SEARCH_GENDER_COOKIE,
  type TLocale,
} from '@cupido/contract/browser';

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

export const SEARCH_GENDER_MAX_AGE_S = 365 * 24 * 3600;

export function searchGenderCookie(value: 'female' | 'male' | 'any'): string {
  return `${SEARCH_GENDER_COOKIE}=${value}; Max-Age=${SEARCH_GENDER_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The search's default gender from the cookie, or null (everyone). */
export function searchGenderDefault(header: string | null | undefined): 'female' | 'male' | null {
  const value = readCookie(header, SEARCH_GENDER_COOKIE);
  return value === 'female' || value === 'male' ? value : null;
}
