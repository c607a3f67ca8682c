import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { PAYMENT_STATUSES } from './payments.ts';

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

/** The SMS code: 6 digits, valid 10 minutes, at most 5 tries, a new one after 60 s, at most
 * 5 codes per order. */
export const SMS_CODE = {
  digits: 6,
  validSeconds: 600,
  maxTries: 5,
  resendSeconds: 60,
  maxCodes: 5,
} as const;

/** An IBAN in electronic format (no spaces, upper case) if it is valid (country format and
 * checksum, ibantools) and of a SEPA country; else null. */
export function normaliseIban(value: string): string | null {
  const iban = electronicFormatIBAN(value);
  if (!iban || !isValidIBAN(iban)) return null;
  const { countryCode } = extractIBAN(iban);
  return countryCode && isSEPACountry(countryCode) ? iban : null;
}

/** A mobile number in E.164 (libphonenumber-js, mobile metadata: an SMS needs a mobile), read
 * with `country` for numbers written without +; else null. */
export function normaliseMobile(value: string, country: string | null): string | null {
  const parsed = parsePhoneNumberFromString(value, (country ?? undefined) as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** 'NL91ABNA0417164300' → 'NL** **** **** **** 4300': the country and the last four only. */
export function maskIban(iban: string): string {
  const groups = Math.max(1, Math.ceil((iban.length - 8) / 4));
  return `${iban.slice(0, 2)}**${' ****'.repeat(groups)} ${iban.slice(-4)}`;
}

/** '+4915112345678' → '+49 *** **** 5678'. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)} *** **** ${e164.slice(-4)}`;
}

const text = (max: number) =>
  z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(max, { message: 'too_long' });

const ZIdempotencyKey = z
  .string({ message: 'required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'invalid' });

/** POST /api/directdebit.php: the form. The same `idempotency_key` answers the same order. */
export const ZDirectDebitInput = z.strictObject({
  bundle_id: z
    .number({ message: 'required' })
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
  account_holder: text(70),
  iban: z
    .string({ message: 'required' })
    .max(50, { message: 'iban_invalid' })
    .refine((v) => normaliseIban(v) !== null, { message: 'iban_invalid' }),
  street: text(100),
  house_number: text(20),
  zip: text(20),
  city: text(80),
  /** Checked against the bundle's country on the server (numbers without +). */
  phone: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(30, {
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
