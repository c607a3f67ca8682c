import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { DISCOUNT_KINDS } from './offers.constants.ts';
import { CURRENCIES, PAYMENT_METHODS } from './payments.constants.ts';

/**
 * Offers (issue 13, decision 28): discount codes, the welcome discount and the time bonus.
 *
 * - GET  /api/discountcode.php?code=…      a code the member can use now (spec section 7)
 * - GET  /api/discountcode.php?welcome=true the member's welcome discount (a failed lookup is
 *                                          silent on the web)
 * - GET  /api/retention-offer.php          the deletion flow's discount (the company's
 *                                          `delete_discount`) and the member's code if handed out
 * - POST /api/retention-offer.php          hands out the member's personal retention code
 *
 * A code is used by sending it with the payment (`discount_code` of POST /api/payment.php); the
 * price is computed on the server.
 */

/** What a code may look like in a link or the shop's field (compared in capitals). */
export const ZDiscountCodeText = z
  .string(REQUIRED)
  .trim()
  .min(1, { message: 'required' })
  .max(40, { message: 'invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' })
  .transform((s) => s.toUpperCase());

/**
 * GET /api/discountcode.php: `?code=` or `?welcome=true`, one of them; a refusal names the
 * parameter (`code` when neither is given).
 */
export const ZDiscountCodeQuery = z
  .strictObject({
    code: ZDiscountCodeText.optional(),
    welcome: z.literal('true', { message: 'invalid' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.code === undefined && q.welcome === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['code'] });
    if (q.code !== undefined && q.welcome !== undefined)
      ctx.addIssue({ code: 'custom', message: 'unknown', path: ['welcome'] });
  });
export type TDiscountCodeQuery = z.infer<typeof ZDiscountCodeQuery>;

/**
 * A discount code as the member may use it now (spec section 3). `expires` is when it ends for
 * this member (the time bonus: 4 hours after sign-up), `validity` the seconds left until then
 * (null: no end). A code the member cannot use is answered with an error instead (not found,
 * already used, expired, another country, no longer eligible), so `status` is 'active' and
 * `expired` false in every answer; both are kept for the shape of spec section 3.
 */
export const ZDiscountCode = z
  .object({
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value_percentage: z.number().int(),
    /** The smallest bundle price it applies to, minor units of `currency`; null: any. */
    minimum_order_value: z.number().int().nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    /** Only for members in this country; null: any. */
    country: z.string().nullable(),
    /** A personal code's member; null for everyone's codes. */
    user_id: z.number().int().nullable(),
    expires: z.string().nullable(),
    status: z.literal('active'),
    validity: z.number().int().nullable(),
    expired: z.boolean(),
    /** Only these payment methods; null: any. */
    paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
  })
  .meta({ id: 'DiscountCode' });
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

export const ZDiscountCodeResponse = z.object({ discount_code: ZDiscountCode });
export type TDiscountCodeResponse = z.infer<typeof ZDiscountCodeResponse>;

/** GET/POST /api/retention-offer.php: the discount the deletion flow offers instead of leaving. */
export const ZRetentionOffer = z.object({
  /** The company's `delete_discount` in percent; null when it gives none. */
  percentage: z.number().int().nullable(),
  /** The member's personal code once handed out (POST), else null. */
  code: z.string().nullable(),
  /** When the personal code ends (ISO), or null. */
  expires: z.string().nullable(),
});
export type TRetentionOffer = z.infer<typeof ZRetentionOffer>;
