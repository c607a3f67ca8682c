/*
 * The page's Intl formatters, each made once per locale and options and then reused. Making one
 * costs Chromium ~0.3 ms (the page's first ~25 ms: ICU loads its data), and a conversation list
 * or a conversation formats a time per row: a member's chat made one formatter per row and
 * bubble as it hydrated (decision 62). The options passed are the code's own
 * literals, so what is kept stays small. Money has its own formatter (`@cupido/i18n/money`).
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
