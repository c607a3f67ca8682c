/*
 * Money as a member reads it: on the web (shop, checkout, orders, receipts, offers, direct debit,
 * chat notices), in mails and on the sandbox's payment page. One formatter, so a price reads the
 * same wherever it is shown.
 *
 * A site sells in one currency and its narrow symbol is plain ('8,95 £' in Spanish, not
 * '8,95 GBP'). The dollars are the exception: USD, CAD, AUD and NZD all narrow to '$', and an
 * order list read '$' for each. A dollar takes the locale's own symbol for it ('$US' in French,
 * 'CA$', 'AU$' in German, 'CAD' in Spanish), and where the locale too writes a bare '$' (USD in
 * English and German) its country's letters go before it: 'US$'.
 */

const made = new Map<string, Intl.NumberFormat>();

/** The formatter of `locale`, `currency` and `display` with `fraction` digits, made once. */
function formatter(
  locale: string,
  currency: string,
  display: 'narrowSymbol' | 'symbol',
  fraction?: number,
): Intl.NumberFormat {
  const key = `${locale} ${currency} ${display} ${fraction ?? ''}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      ...(fraction === undefined
        ? {}
        : { minimumFractionDigits: fraction, maximumFractionDigits: fraction }),
    });
    made.set(key, format);
  }
  return format;
}

/** How many decimals `currency` has (2 for EUR, 0 for JPY). */
function decimals(currency: string, locale: string): number {
  return formatter(locale, currency, 'narrowSymbol').resolvedOptions().maximumFractionDigits ?? 2;
}

/** `amount` (major units) in `currency`, written so no two currencies look alike. */
function unambiguous(amount: number, currency: string, locale: string, fraction?: number): string {
  const narrow = formatter(locale, currency, 'narrowSymbol', fraction);
  if (!narrow.formatToParts(amount).some((p) => p.type === 'currency' && p.value === '$'))
    return narrow.format(amount);
  return formatter(locale, currency, 'symbol', fraction)
    .formatToParts(amount)
    .map((p) => (p.type === 'currency' && p.value === '$' ? `${currency.slice(0, 2)}$` : p.value))
    .join('');
}

/**
 * A price in integer minor units (cents, grosze) as `locale` writes it in `currency`: the
 * currency's own number of decimals decides how minor units become major ones.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return unambiguous(minor / 10 ** decimals(currency, locale), currency, locale);
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
  return unambiguous(minor / credits / 10 ** digits, currency, locale, digits + 1);
}
