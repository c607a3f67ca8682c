import { DEFAULT_LOCALE, LOCALES, type TCountry, type TLocale } from './constants.ts';

/** Spec section 5: the locales shown in the language dropdown for each country. */
export const LOCALES_BY_COUNTRY: Record<TCountry, readonly TLocale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  AU: ['en'],
  NZ: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  CH: ['de', 'it', 'fr', 'en'],
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale of a language tag ('de-AT' -> 'de'), or null. */
export function localeOf(tag: string | null | undefined): TLocale | null {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  return isLocale(primary) ? primary : null;
}

/** The first supported locale of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { locale: localeOf(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.locale && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

export type TLocaleContext = {
  /** Any ISO 3166 country code; countries outside the 15 have no locales of their own. */
  geoipCountry: string | null;
  selectedCountry: TCountry;
  profileCountry: TCountry | null;
  currentLocale: TLocale;
  browserLocale: TLocale | null;
  isLoggedIn: boolean;
};

/**
 * Spec section 5: the dropdown shows the locales of the geoip country and the profile country,
 * plus the current locale and the browser language; every locale when a visitor's geoip country
 * differs from the selected country. Without a geoip country the selected country stands in.
 */
export function visibleLocales(ctx: TLocaleContext): TLocale[] {
  if (!ctx.isLoggedIn && ctx.geoipCountry && ctx.geoipCountry !== ctx.selectedCountry) {
    return [...LOCALES];
  }
  const country = (ctx.geoipCountry ?? ctx.selectedCountry) as TCountry;
  const shown = new Set<TLocale>([
    ...(LOCALES_BY_COUNTRY[country] ?? []),
    ...(ctx.profileCountry ? LOCALES_BY_COUNTRY[ctx.profileCountry] : []),
    ctx.currentLocale,
  ]);
  if (ctx.browserLocale) shown.add(ctx.browserLocale);
  return LOCALES.filter((l) => shown.has(l));
}

/**
 * The locale of a request: the cookie when it holds a supported locale, else the browser's
 * language, else the site's domain language, else English.
 */
export function resolveLocale(input: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
  domainLanguage: string | null | undefined;
}): TLocale {
  if (isLocale(input.cookie)) return input.cookie;
  return (
    localeFromAcceptLanguage(input.acceptLanguage) ??
    localeOf(input.domainLanguage) ??
    DEFAULT_LOCALE
  );
}

/** Spec section 2: the landing slug 'auto' becomes the locale, with en mapped to eng. */
export function landingSlug(slug: string | undefined, locale: TLocale): string | undefined {
  if (slug !== 'auto') return slug;
  return locale === 'en' ? 'eng' : locale;
}

/**
 * Spec section 2: the site-entry warning's country rule. 'no' never shows it; otherwise a
 * comma-separated country list limits it to the selected country.
 */
export function entryWarningEnabled(setting: string, selectedCountry: TCountry): boolean {
  const value = setting.trim();
  // Only 'no' turns it off: an empty setting names no countries, so it is on everywhere.
  if (value === 'no') return false;
  const countries = value
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return countries.length === 0 || countries.includes(selectedCountry);
}

/**
 * Spec section 2: search is visible when logged in, or when logged_out_search is not 'none', or
 * when the traffic-source variant is not 'none' and the visit has a tracking source.
 */
export function searchVisible(ctx: {
  isLoggedIn: boolean;
  loggedOutSearch: string;
  trafficSourceVariant: string;
  hasTrackingSource: boolean;
}): boolean {
  return (
    ctx.isLoggedIn ||
    ctx.loggedOutSearch !== 'none' ||
    (ctx.trafficSourceVariant !== 'none' && ctx.hasTrackingSource)
  );
}

/** Set in the browser when a visit arrives with tracking parameters (see the web's tracking). */
export const TRACKING_SOURCE_COOKIE = 'tracking_source';
