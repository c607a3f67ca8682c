import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { ZCompanyInfo } from './company-info.ts';
import {
  CURRENCIES,
  DISCOUNT_REFUSALS,
  PAYMENT_FAILURES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './payments.constants.ts';

/**
 * Credits shop and payments (issue 10). The spec names no paths for payments (section 7), so
 * they follow the `.php` family of the other calls:
 *
 * - GET    /api/credits.php            bundles, balance, methods, saved card (member)
 * - GET    /api/pricing.php            the public price list of the site's default country
 * - POST   /api/payment.php            start buying a bundle (idempotent per key)
 * - GET    /api/payment.php?id=        one payment's state (the return page polls it)
 * - GET    /api/transactions.php       the member's orders
 * - GET    /api/transactions.php?id=   one order with its receipt
 * - POST   /api/repeat-order.php       buy the last bundle again with the saved card
 * - DELETE /api/saved-card.php         forget the saved card (revokes the mandate)
 * - POST   /api/refund.php             withdraw: refund the unused credits of a purchase
 * - POST   /api/payment-webhook.php    the provider's notification (form body `id=...`)
 */

/** A credit bundle of the site for one country. */
export const ZCreditBundle = z
  .object({
    id: z.number().int(),
    credits: z.number().int(),
    /** Integer minor units of `currency`. */
    price: z.number().int(),
    currency: z.enum(CURRENCIES),
    /** `price / credits` in minor units, rounded to two decimals (e.g. 12.45 cents). */
    price_per_credit: z.number(),
    /** The bundle shown with the popular marker. */
    popular: z.boolean(),
  })
  .meta({ id: 'CreditBundle' });
export type TCreditBundle = z.infer<typeof ZCreditBundle>;

/**
 * The discount that applies in the shop: the code of the link or the field (`?code=`), else the
 * member's time bonus, else their welcome discount (spec section 4). `prices` holds each bundle
 * the code applies to with the price charged for it (a code with a minimum leaves smaller
 * bundles out). The checkout sends `code` with the payment; the server computes the price again.
 */
export const ZShopDiscount = z
  .object({
    code: z.string(),
    kind: z.enum(['standard', 'welcome', 'time_bonus', 'retention']),
    percentage: z.number().int(),
    /** ISO time after which the discount ends, or null. */
    expires: z.string().nullable(),
    minimum_order_value: z.number().int().nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    /** Only these methods; null: any. */
    paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
    prices: z.array(
      z.object({
        bundle_id: z.number().int(),
        /** The price charged, minor units. */
        price: z.number().int(),
        /** What is taken off the bundle's price, minor units. */
        discount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ShopDiscount' });
export type TShopDiscount = z.infer<typeof ZShopDiscount>;

/** The card saved by a first card payment, used by repeat orders. */
export const ZSavedCard = z
  .object({
    /** e.g. 'Mastercard', 'Visa'; null when the provider does not say. */
    label: z.string().nullable(),
    /** Last four digits, or null. */
    last4: z.string().nullable(),
    /** 'YYYY-MM' or null. */
    expires: z.string().nullable(),
  })
  .meta({ id: 'SavedCard' });
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** GET /api/credits.php: `?code=` asks for a discount code's prices. */
export const ZCreditsQuery = z.strictObject({
  code: z.string().max(100).optional(),
});

/** GET /api/credits.php: the shop for the logged-in member. */
export const ZCreditsResponse = z.object({
  country: z.string(),
  currency: z.enum(CURRENCIES),
  bundles: z.array(ZCreditBundle),
  balance: z.number().int(),
  paid_user: z.boolean(),
  discount: ZShopDiscount.nullable(),
  /** The code asked for (`?code=`) that does not apply, and why; null otherwise. */
  discount_error: z.object({ code: z.string(), reason: z.enum(DISCOUNT_REFUSALS) }).nullable(),
  /**
   * The member's first-purchase discount (time bonus or welcome discount) held by a payment the
   * provider has yet to confirm (`payment_id`, an order of /transactions): it is not offered again
   * until that payment is paid, fails or expires; asked for by its code (`?code=`), it is also the
   * `discount_error` 'held'. A payment the member left open on the provider's page holds nothing
   * here: the next checkout cancels it and gets the discount (decision 28). Null otherwise.
   */
  discount_held: z
    .object({
      kind: z.enum(['time_bonus', 'welcome']),
      code: z.string(),
      percentage: z.number().int(),
      payment_id: z.number().int(),
      payment_status: z.literal('pending'),
    })
    .nullable(),
  /** Methods offered in the member's country, in display order. The web still hides
   * `applepay` where the browser cannot pay with it. */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  saved_card: ZSavedCard.nullable(),
  /** The bundle of the member's last paid purchase (what a repeat order buys), or null. */
  last_bundle_id: z.number().int().nullable(),
  /** Days after a purchase in which its unused credits can be refunded (site setting). */
  refund_days: z.number().int(),
  /** The built-in sandbox provider takes the payments (never in production). */
  sandbox: z.boolean(),
});
export type TCreditsResponse = z.infer<typeof ZCreditsResponse>;

/** GET /api/pricing.php: the public price list (the site's default country). */
export const ZPricingResponse = z.object({
  country: z.string(),
  currency: z.enum(CURRENCIES),
  bundles: z.array(ZCreditBundle),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  refund_days: z.number().int(),
});
export type TPricingResponse = z.infer<typeof ZPricingResponse>;

const ZIdempotencyKey = z.string(REQUIRED).regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'invalid' });

/** A path on this site to come back to after paying (e.g. the chat that sent the member). */
const ZReturnPath = z
  .string()
  .max(500, { message: 'invalid' })
  .regex(/^\/(?![/\\])[^\s]*$/, { message: 'invalid' });

/** POST /api/payment.php: buy bundle `bundle_id` with `method`. The same `idempotency_key`
 * (one per click of Buy, kept by the page) always answers the same payment. */
export const ZCreatePaymentInput = z.strictObject({
  bundle_id: z
    .number(REQUIRED)
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
  method: z.enum(PAYMENT_METHODS, { message: 'invalid_choice' }),
  return_path: ZReturnPath.optional(),
  idempotency_key: ZIdempotencyKey,
  /** A discount code (offers): the server checks it and computes the price charged. */
  discount_code: z
    .string()
    .trim()
    .max(40, { message: 'invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' })
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type TCreatePaymentInput = z.infer<typeof ZCreatePaymentInput>;

/** One payment (an order on the transactions page). */
export const ZPayment = z
  .object({
    id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    failure: z.enum(PAYMENT_FAILURES).nullable(),
    bundle_id: z.number().int(),
    credits: z.number().int(),
    amount: z.number().int(),
    currency: z.enum(CURRENCIES),
    method: z.enum(PAYMENT_METHODS),
    /** The bundle's price before the discount, minor units (equals `amount` without one). */
    original_amount: z.number().int(),
    /** Taken off by the discount code, minor units (0 without one). */
    discount_amount: z.number().int(),
    /** The discount code used, or null. */
    discount_code: z.string().nullable(),
    /** A repeat order paid with the saved card. */
    recurring: z.boolean(),
    /** Where to send the member to pay (provider's hosted page); null once not `open`. */
    checkout_url: z.string().nullable(),
    /** Where the member came from and goes back to after paying. */
    return_path: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    /** Credits taken back by the refund (0 until refunded). */
    refunded_credits: z.number().int(),
    /** The amount paid back by the refund, minor units (0 until refunded). */
    refunded_amount: z.number().int(),
    /** When the payer's bank took the payment back (a chargeback), and the net amount it holds
     * (minor units, 0: never or reversed); the order is then refunded with nothing paid back by us. */
    charged_back_at: z.string().nullable(),
    charged_back_amount: z.number().int(),
    /** When the bank last gave (part of) a charged-back amount back (the operator won the
     * dispute); `charged_back_amount` is what it still holds (0: the payment stands again). */
    chargeback_reversed_at: z.string().nullable(),
    /** The member can ask for the unused credits back now (paid, within refund_days, unused
     * bought credits left). */
    refundable: z.boolean(),
    /** Last day (ISO time) a refund can be asked for, for paid payments; else null. */
    refundable_until: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

/** POST and GET /api/payment.php, POST /api/repeat-order.php, POST /api/refund.php. */
export const ZPaymentResponse = z.object({
  payment: ZPayment,
  balance: z.number().int(),
  paid_user: z.boolean(),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** GET /api/payment.php?id= and GET /api/transactions.php?id= */
export const ZPaymentIdQuery = z.strictObject({
  id: z.coerce
    .number({ message: 'invalid' })
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
});

/** GET /api/transactions.php?id= may omit the id (the list). */
export const ZTransactionsQuery = ZPaymentIdQuery.partial();

/** GET /api/transactions.php: the member's orders, newest first. */
export const ZTransactionsResponse = z.object({ transactions: z.array(ZPayment) });
export type TTransactionsResponse = z.infer<typeof ZTransactionsResponse>;

/** The printable receipt of a paid order (spec section 3: company info, VAT number). */
export const ZReceipt = z
  .object({
    /** e.g. 'CUP-2026-000042'. */
    number: z.string(),
    issued_at: z.string(),
    site_name: z.string(),
    site_domain: z.string(),
    company: ZCompanyInfo,
    customer_name: z.string(),
    customer_email: z.string(),
    credits: z.number().int(),
    /** Total paid, VAT included, minor units. */
    amount: z.number().int(),
    /** The bundle's price before the discount, and what the discount code took off (0: none). */
    original_amount: z.number().int(),
    discount_amount: z.number().int(),
    discount_code: z.string().nullable(),
    /** Paid back by a refund of unused credits (0: none), and when. */
    refunded_amount: z.number().int(),
    refunded_at: z.string().nullable(),
    /** Taken back by the payer's bank (0: none), and when. */
    charged_back_amount: z.number().int(),
    charged_back_at: z.string().nullable(),
    /** When the bank gave (part of) it back (a won dispute), or null. */
    chargeback_reversed_at: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    method: z.enum(PAYMENT_METHODS),
  })
  .meta({ id: 'Receipt' });
export type TReceipt = z.infer<typeof ZReceipt>;

/** GET /api/transactions.php?id=: one order; the receipt once it is paid (or refunded). */
export const ZTransactionResponse = z.object({
  transaction: ZPayment,
  receipt: ZReceipt.nullable(),
});
export type TTransactionResponse = z.infer<typeof ZTransactionResponse>;

/** GET /api/transactions.php: the list, or one order with `?id=`. */
export const ZTransactionsOrOneResponse = z.union([ZTransactionsResponse, ZTransactionResponse]);

/** POST /api/repeat-order.php: buy the last bundle again with the saved card. */
export const ZRepeatOrderInput = z.strictObject({
  idempotency_key: ZIdempotencyKey,
  return_path: ZReturnPath.optional(),
});
export type TRepeatOrderInput = z.infer<typeof ZRepeatOrderInput>;

/** POST /api/refund.php: withdraw from a purchase (its unused credits, within refund_days). */
export const ZRefundInput = z.strictObject({
  payment_id: z
    .number(REQUIRED)
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
});
export type TRefundInput = z.infer<typeof ZRefundInput>;

/**
 * POST /api/payment-webhook.php: the provider names a payment (`id=<provider payment id>` as a
 * form (Mollie) or JSON); nothing else is trusted.
 */
export const ZPaymentWebhookBody = z.object({ id: z.string().max(200) }).loose();
