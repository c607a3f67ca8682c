import { describe, expect, it } from 'vitest';
import {
  entryWarningEnabled,
  landingSlug,
  LOCALES,
  localeFromAcceptLanguage,
  resolveLocale,
  searchVisible,
  visibleLocales,
  type TLocaleContext,
} from './index.ts';

const visitor = (over: Partial<TLocaleContext>): TLocaleContext => ({
  geoipCountry: null,
  selectedCountry: 'NL',
  profileCountry: null,
  currentLocale: 'nl',
  browserLocale: null,
  isLoggedIn: false,
  ...over,
});

describe('visible locales by country (spec section 5)', () => {
  it.each([
    ['US', ['en', 'es']],
    ['NL', ['nl']],
    ['BE', ['de', 'fr', 'nl']],
    ['FR', ['fr']],
    ['IT', ['it']],
    ['ES', ['es']],
    ['DE', ['de']],
    ['AT', ['de']],
    ['IE', ['en']],
    ['GB', ['en']],
    ['AU', ['en']],
    ['NZ', ['en']],
    ['CA', ['en', 'fr']],
    ['PL', ['pl']],
    ['CH', ['de', 'en', 'fr', 'it']],
  ] as const)('%s shows %j', (country, expected) => {
    const shown = visibleLocales(
      visitor({ geoipCountry: country, selectedCountry: country, currentLocale: expected[0] }),
    );
    expect([...shown].sort()).toEqual([...expected].sort());
  });

  it('adds the current locale and the browser language', () => {
    expect(
      visibleLocales(visitor({ geoipCountry: 'NL', currentLocale: 'pl', browserLocale: 'it' })),
    ).toEqual(['it', 'nl', 'pl']);
  });

  it('adds the profile country for members', () => {
    expect(
      visibleLocales(
        visitor({
          isLoggedIn: true,
          geoipCountry: 'NL',
          profileCountry: 'PL',
          currentLocale: 'nl',
        }),
      ),
    ).toEqual(['nl', 'pl']);
  });

  it('shows every locale to a visitor whose geoip country differs from the selected country', () => {
    expect(visibleLocales(visitor({ geoipCountry: 'DE', selectedCountry: 'NL' }))).toEqual([
      ...LOCALES,
    ]);
    expect(visibleLocales(visitor({ geoipCountry: 'JP', selectedCountry: 'NL' }))).toEqual([
      ...LOCALES,
    ]);
  });

  it('does not open all locales for members abroad', () => {
    expect(
      visibleLocales(
        visitor({
          isLoggedIn: true,
          geoipCountry: 'DE',
          selectedCountry: 'NL',
          currentLocale: 'nl',
        }),
      ),
    ).toEqual(['de', 'nl']);
  });

  it('uses the selected country when the geoip country is unknown', () => {
    expect(visibleLocales(visitor({ selectedCountry: 'CA', currentLocale: 'en' }))).toEqual([
      'en',
      'fr',
    ]);
  });
});

describe('locale detection', () => {
  it('reads the best supported Accept-Language', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('ja, fr-CH;q=0.4, nl;q=0.5')).toBe('nl');
    expect(localeFromAcceptLanguage('ja, zh')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(';;;,q=,=,;q=abc')).toBeNull();
    expect(localeFromAcceptLanguage('pl;q=0')).toBeNull();
  });

  it('prefers the cookie, then the browser, then the domain language, then English', () => {
    expect(resolveLocale({ cookie: 'it', acceptLanguage: 'de', domainLanguage: 'nl' })).toBe('it');
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'de', domainLanguage: 'nl' })).toBe('de');
    expect(resolveLocale({ cookie: null, acceptLanguage: 'ja', domainLanguage: 'nl_BE' })).toBe(
      'nl',
    );
    expect(resolveLocale({ cookie: null, acceptLanguage: null, domainLanguage: 'jp' })).toBe('en');
  });
});

describe('landing slug', () => {
  it("replaces 'auto' with the locale, en as eng", () => {
    expect(landingSlug('auto', 'en')).toBe('eng');
    expect(landingSlug('auto', 'nl')).toBe('nl');
    expect(landingSlug('summer', 'nl')).toBe('summer');
    expect(landingSlug(undefined, 'de')).toBeUndefined();
  });
});

describe('site-entry warning setting', () => {
  it("is off for 'no' and on for anything else", () => {
    expect(entryWarningEnabled('no', 'NL')).toBe(false);
    expect(entryWarningEnabled('yes', 'NL')).toBe(true);
    // An adult site warns unless told not to: an empty setting is not 'no'.
    expect(entryWarningEnabled('', 'NL')).toBe(true);
    expect(entryWarningEnabled(' ', 'DE')).toBe(true);
  });
  it('limits the warning to a country list', () => {
    expect(entryWarningEnabled('NL,BE', 'NL')).toBe(true);
    expect(entryWarningEnabled('nl, de', 'DE')).toBe(true);
    expect(entryWarningEnabled('NL,BE', 'DE')).toBe(false);
  });
});

describe('logged-out search visibility (spec section 2)', () => {
  const base = {
    isLoggedIn: false,
    loggedOutSearch: 'none',
    trafficSourceVariant: 'none',
    hasTrackingSource: false,
  };
  it('is visible when logged in or when logged_out_search is not none', () => {
    expect(searchVisible({ ...base, isLoggedIn: true })).toBe(true);
    expect(searchVisible({ ...base, loggedOutSearch: 'all' })).toBe(true);
    expect(searchVisible(base)).toBe(false);
  });
  it('opens through the traffic-source variant only with a tracking source', () => {
    expect(searchVisible({ ...base, trafficSourceVariant: 'all' })).toBe(false);
    expect(searchVisible({ ...base, trafficSourceVariant: 'all', hasTrackingSource: true })).toBe(
      true,
    );
    expect(searchVisible({ ...base, hasTrackingSource: true })).toBe(false);
  });
});
