/**
 * A price in integer minor units (cents, grosze) as the locale writes it in `currency`: the
 * currency's own number of decimals decides how minor units become major ones.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/**
 * The price of one credit, to a tenth of a minor unit where needed (€0.125 rather than €0.13),
 * so that bundles can be compared.
 */
export function formatPerCredit(
  minor: number,
  credits: number,
  currency: string,
  locale: string,
): string {
  const base = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = base.resolvedOptions().maximumFractionDigits ?? 2;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits + 1,
  });
  return format.format(minor / credits / 10 ** digits);
}
