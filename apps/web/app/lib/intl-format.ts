/*
 * The page's Intl formatters, each made once per locale and options and then reused. Making one
 * costs Chromium ~0.3 ms (the page's first ~25 ms: ICU loads its data), and a conversation list
 * or a conversation formats a time per row: a member's chat made one formatter per row and
 * bubble as it hydrated (decision 62). The options passed are the code's own literals (and a
 * site's currency), so what is kept stays small.
 */
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const displayNames = (locale: string, type: Intl.DisplayNamesType) =>
  once(`names ${locale} ${type}`, () => new Intl.DisplayNames([locale], { type }));

/** Where a member lives: the city, else the country by its name in `locale` ('Niemcy', not 'DE'). */
export const placeName = (locale: string, city: string | null, country: string) =>
  city ?? displayNames(locale, 'region').of(country) ?? country;

export const listFormat = (locale: string, type: Intl.ListFormatType) =>
  once(`list ${locale} ${type}`, () => new Intl.ListFormat(locale, { type }));

/** How many decimals `currency` has in `locale` (2 for EUR, 0 for JPY). */
const decimals = (currency: string, locale: string) =>
  numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/**
 * A price in integer minor units (cents, grosze) as the locale writes it in `currency`: the
 * currency's own number of decimals decides how minor units become major ones. A site prices in
 * one currency, so its narrow symbol is plain: '8,95 £' in Spanish, not '8,95 GBP'.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(minor / 10 ** decimals(currency, locale));
}

/**
 * The price of one credit, to a tenth of a minor unit (€0.125 rather than €0.13, and €0.200
 * beside it rather than €0.20), so that bundles shown side by side can be compared digit by digit.
 */
export function formatPerCredit(
  minor: number,
  credits: number,
  currency: string,
  locale: string,
): string {
  const digits = decimals(currency, locale);
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits + 1,
    maximumFractionDigits: digits + 1,
  });
  return format.format(minor / credits / 10 ** digits);
}
