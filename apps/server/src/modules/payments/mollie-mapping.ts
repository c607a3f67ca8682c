import type { TCurrency, TPaymentMethod } from '@cupido/contract';

/**
 * How the spec's payment methods (section 3) and amounts translate to Mollie's API v2
 * (decision 21). `null`: Mollie does not offer the method any more.
 */
export const MOLLIE_METHOD = {
  // SEPA Direct Debit: charged on a directdebit mandate (recurring), never through a hosted page.
  sdd: 'directdebit',
  // The spec spells it 'prezelewy24'; Mollie's method is Przelewy24.
  prezelewy24: 'przelewy24',
  blik: 'blik',
  // SEPA Credit Transfer: Mollie's bank transfer (the payer transfers to Mollie's account).
  sct: 'banktransfer',
  // Giropay ended in 2024 and Mollie retired the method (the client lists it as historic).
  giropay: null,
  // Every card brand is Mollie's one card method; the brand is only a label on our page.
  creditcard: 'creditcard',
  mastercard: 'creditcard',
  visa: 'creditcard',
  maestro: 'creditcard',
  cartebancaire: 'creditcard',
  // Nexi issues and acquires Visa and Mastercard cards in Italy: a card payment at Mollie.
  nexi: 'creditcard',
  ideal: 'ideal',
  bancontact: 'bancontact',
  applepay: 'applepay',
  paysafecard: 'paysafecard',
  paypal: 'paypal',
  // Sofort was folded into Klarna in 2024 and Mollie retired the method.
  sofort: null,
  eps: 'eps',
} as const satisfies Record<TPaymentMethod, string | null>;

/** Decimals per currency at Mollie; all of ours have two (cents, pence, grosze, rappen). */
const DECIMALS: Record<TCurrency, number> = {
  EUR: 2,
  GBP: 2,
  USD: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  PLN: 2,
  CHF: 2,
};

/** Integer minor units → Mollie's amount, e.g. 1295 EUR → `{ currency: 'EUR', value: '12.95' }`. */
export function toMollieAmount(
  minor: number,
  currency: TCurrency,
): { currency: TCurrency; value: string } {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`amount must be a whole number of minor units, got ${minor}`);
  }
  const decimals = DECIMALS[currency];
  const digits = String(minor).padStart(decimals + 1, '0');
  const value =
    decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return { currency, value };
}

/** Mollie's amount → integer minor units, exactly (string arithmetic, never floats). */
export function fromMollieAmount(amount: { currency: string; value: string }): number {
  const decimals = DECIMALS[amount.currency as TCurrency] ?? 2;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.value);
  if (!match || (match[2] ?? '').length > decimals) {
    throw new RangeError(`not a ${amount.currency} amount: "${amount.value}"`);
  }
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: "${amount.value}"`);
  return minor;
}

/** The locales Mollie's hosted pages speak; others are left out (Mollie refuses them). */
const MOLLIE_LOCALES = new Set([
  'en_US',
  'en_GB',
  'nl_NL',
  'nl_BE',
  'fr_FR',
  'fr_BE',
  'de_DE',
  'de_AT',
  'de_CH',
  'es_ES',
  'ca_ES',
  'pt_PT',
  'it_IT',
  'nb_NO',
  'sv_SE',
  'fi_FI',
  'da_DK',
  'is_IS',
  'hu_HU',
  'pl_PL',
  'lv_LV',
  'lt_LT',
]);

export const mollieLocale = (locale: string | undefined) =>
  locale !== undefined && MOLLIE_LOCALES.has(locale) ? locale : undefined;
