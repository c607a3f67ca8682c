// No zod in this module: the browser loads it (decision 41).

/** Spec section 3: the payment methods, each offered only where it works. */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The card methods: these can save the card for repeat orders (recurring payments). */
export const CARD_METHODS = [
  'creditcard',
  'mastercard',
  'visa',
  'maestro',
  'cartebancaire',
  'nexi',
] as const satisfies readonly TPaymentMethod[];

/** One currency per country (issue 10); prices are integer minor units (cents, pence, grosze). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NZD', 'PLN', 'CHF'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

/**
 * A payment's status. It only moves forward: `open` → `pending` → one of `paid`, `failed`,
 * `canceled`, `expired`; `paid` → `refunded` (the unused credits were given back).
 */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a payment failed, when we know more than the status: `recurring_card_failed` is a
 * repeat order whose saved card was refused (spec section 8: 'Credit card payment failed').
 */
export const PAYMENT_FAILURES = ['recurring_card_failed'] as const;
export type TPaymentFailure = (typeof PAYMENT_FAILURES)[number];

/**
 * Why a discount code does not apply (offers, decision 28); each is also an API error code
 * `discount_code_<reason>` with its translated message.
 */
export const DISCOUNT_REFUSALS = [
  'not_found',
  'used',
  'held',
  'expired',
  'country',
  'not_eligible',
  'minimum',
  'method',
  // Shop only: the member's time bonus or welcome discount takes off as much or more.
  'not_better',
] as const;
export type TDiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];
