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

const YEAR_S = 365 * 24 * 3600;

/** A cookie of the whole site the browser keeps a year (a choice or what it found out). */
export function yearCookie(name: string, value: string): string {
  return `${name}=${value}; Max-Age=${YEAR_S}; Path=/; SameSite=Lax`;
}

export function searchGenderCookie(value: 'female' | 'male' | 'any'): string {
  return yearCookie(SEARCH_GENDER_COOKIE, value);
}

/** The search's default gender from the cookie, or null (everyone). */
export function searchGenderDefault(header: string | null | undefined): 'female' | 'male' | null {
  const value = readCookie(header, SEARCH_GENDER_COOKIE);
  return value === 'female' || value === 'male' ? value : null;
}
