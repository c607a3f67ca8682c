import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { normaliseIban } from './direct-debit.format.ts';
import { PAYMENT_STATUSES } from './payments.constants.ts';

/**
 * SEPA direct debit confirmed with an SMS code (issue 13, decision 29; spec section 3
 * 'Direct-debit form: otp, account_holder, iban, street, house_number, zip, city, phone'):
 *
 * - POST /api/directdebit.php           the form: checks it, sends the SMS code
 * - GET  /api/directdebit.php?id=       the order's state (masked IBAN and phone, the cool-down)
 * - POST /api/directdebit-code.php      the SMS code (`otp`): confirms the mandate, pays
 * - POST /api/directdebit-resend.php    a new SMS code (after the cool-down)
 *
 * The page is the spec's `directdebit` route: `/directdebit?bundle=<id>`.
 */

const text = (max: number) =>
  z.string(REQUIRED).trim().min(1, { message: 'required' }).max(max, { message: 'too_long' });

const ZIdempotencyKey = z.string(REQUIRED).regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'invalid' });

/** POST /api/directdebit.php: the form. The same `idempotency_key` answers the same order. */
export const ZDirectDebitInput = z.strictObject({
  bundle_id: z
    .number(REQUIRED)
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
  account_holder: text(70),
  iban: z
    .string(REQUIRED)
    .max(50, { message: 'iban_invalid' })
    .refine((v) => normaliseIban(v) !== null, { message: 'iban_invalid' }),
  street: text(100),
  house_number: text(20),
  zip: text(20),
  city: text(80),
  /** Checked against the bundle's country on the server (numbers without +). */
  phone: z.string(REQUIRED).trim().min(1, { message: 'required' }).max(30, {
    message: 'phone_invalid',
  }),
  /** The required authorisation checkbox (spec section 5). */
  authorised: z.literal(true, { message: 'authorisation_required' }),
  idempotency_key: ZIdempotencyKey,
  return_path: z
    .string()
    .max(500, { message: 'invalid' })
    .regex(/^\/(?![/\\])[^\s]*$/, { message: 'invalid' })
    .optional(),
  /** A discount code given in the shop; the server prices the order with it. */
  discount_code: z
    .string()
    .trim()
    .max(40, { message: 'invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' })
    .optional(),
});
export type TDirectDebitInput = z.infer<typeof ZDirectDebitInput>;

export const ZDirectDebitIdQuery = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /api/directdebit-code.php: the SMS code of order `id`. */
export const ZDirectDebitCodeInput = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  otp: z.string().trim().max(20),
});
export type TDirectDebitCodeInput = z.infer<typeof ZDirectDebitCodeInput>;

/** POST /api/directdebit-resend.php: a new SMS code for order `id`. */
export const ZDirectDebitResendInput = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
});

/** A direct-debit order as the page shows it. */
export const ZDirectDebitOrder = z
  .object({
    id: z.number().int(),
    bundle_id: z.number().int(),
    status: z.enum(['awaiting_code', 'confirming', 'confirmed']),
    account_holder: z.string(),
    iban_masked: z.string(),
    phone_masked: z.string(),
    /** Integer minor units (EUR). */
    amount: z.number().int(),
    /** ISO time the current code ends. */
    code_expires_at: z.string(),
    /** Seconds until a new code can be asked for (0: now); null when no more codes are sent. */
    resend_in: z.number().int().nullable(),
    /** Tries left for the current code. */
    tries_left: z.number().int(),
    /** The payment, once the code confirmed the mandate. */
    payment_id: z.number().int().nullable(),
    payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  })
  .meta({ id: 'DirectDebitOrder' });
export type TDirectDebitOrder = z.infer<typeof ZDirectDebitOrder>;

export const ZDirectDebitResponse = z.object({ order: ZDirectDebitOrder });
export type TDirectDebitResponse = z.infer<typeof ZDirectDebitResponse>;
