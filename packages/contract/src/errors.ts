import { z } from 'zod';

/**
 * Stable machine codes of the one error shape `{ error: { code, message, fields? } }`.
 * The `message` is translated for the request's locale; clients switch on `code`.
 */
export const ERROR_CODES = [
  /** A query, header or body value failed validation; `fields` names each one. */
  'validation_failed',
  /** The request body is not valid JSON, or has a content type the call does not read. */
  'malformed_body',
  /** The body is larger than the call accepts. */
  'payload_too_large',
  /** No such route or resource. */
  'not_found',
  /** The route exists but not with this method. */
  'method_not_allowed',
  /** The call needs a logged-in member (spec section 8: a 403 with this code logs the client out). */
  'authentication_required',
  /** A state-changing call without `X-Request-Type: client` or a JSON body (CSRF guard). */
  'csrf_failed',
  /** Too many requests from this client; retry later. */
  'rate_limited',
  /** Anything unexpected; details go to the log, never to the client. */
  'internal_error',
  /** A dependency (database) is unavailable. */
  'service_unavailable',
  /** Wrong e-mail or password (spec section 5: 'Login failed, please try again'). */
  'login_failed',
  /** Too many failed logins for this account from this address, or from this address. */
  'login_locked',
  /** The account is banned; the client shows /pages/blocked (the ban policy, addressed to them). */
  'account_banned',
  /** Sign-up with the e-mail of an active account: offer to log in. */
  'account_exists',
  /** Sign-up or login of an account that is pending deletion (reactivate through the e-mail). */
  'account_pending_deletion',
  /** The site does not take sign-ups now (setting `signups`). */
  'signups_closed',
  /** The site is invite-only. */
  'invite_only',
  /** A link's token is unknown, used or expired. */
  'token_invalid',
  /** Too many password-reset mails today. */
  'too_many_resets',
  /** No account with this e-mail address. */
  'email_not_found',
  /** The current password given to confirm a change is wrong. */
  'wrong_password',
  /** The new e-mail address already belongs to an account. */
  'email_taken',
  /** An activation mail was asked for an address that is confirmed already. */
  'already_confirmed',
  /** Logged in, but this action is not allowed for this member. */
  'forbidden',
  /** The upload is not a JPEG, PNG, WebP or HEIC photo we can read safely. */
  'image_invalid',
  /** The member has as many photos as their membership allows (spec section 5). */
  'photo_limit',
  /** The member whose page this is blocked the viewer (spec section 6). */
  'blocked_by_member',
  /** The balance does not cover this message ('You do not have enough credits…'); buy credits. */
  'insufficient_credits',
  /** A rule only premium members pass ('This feature is only available for premium members.'). */
  'premium_required',
  /** The other member has not confirmed their e-mail address, so they cannot get replies. */
  'recipient_not_confirmed',
  /** The member cannot be contacted (blocked, invisible, or in privacy mode). */
  'recipient_unavailable',
  /** The same client message id was used for a different message. */
  'message_conflict',
  /** The swipe game's likes of the day are spent (spec section 9); new ones come tomorrow. */
  'swipe_limit',
  /** The payment method is not offered for this bundle's country (or the provider refused it). */
  'payment_method_unavailable',
  /** The payment provider cannot be reached; try again later. */
  'payment_provider_unavailable',
  /** A repeat order needs a saved card (a first card payment) and a bundle to buy again. */
  'no_saved_card',
  /** Not refundable: not paid, the refund period ended, or no unused bought credits left. */
  'refund_not_possible',
  /** The idempotency key was used for a different order. */
  'payment_conflict',
  /** Direct debit: the SMS code is wrong (spec section 5: 'Code invalid'). */
  'sms_code_invalid',
  /** Direct debit: the SMS code expired, was used, or had its 5 tries; ask for a new one. */
  'sms_code_expired',
  /** Direct debit: a new SMS code only after the cool-down. */
  'sms_code_cooldown',
  /** Direct debit: this order had as many SMS codes as it may have. */
  'sms_code_limit',
  /** Direct debit: the IBAN or phone is blocked ('Your account is blocked for direct debit payments.'). */
  'direct_debit_blocked',
  /** Direct debit: the member's, IBAN's or phone's limit over the period is reached. */
  'direct_debit_limit',
  /** Offers (decision 28): spec section 5 'Code not found'. */
  'discount_code_not_found',
  /** Spec section 5 'Code already used' (by this member, or a single-use code by anyone). */
  'discount_code_used',
  /** The member's own open payment holds this code; finish or cancel it first. */
  'discount_code_held',
  /** The code (or the member's time bonus or welcome window) has ended. */
  'discount_code_expired',
  /** The code is for members of another country. */
  'discount_code_country',
  /** The offer is not for this member (the time bonus and welcome discount: unpaid members). */
  'discount_code_not_eligible',
  /** The bundle costs less than the code's minimum order value. */
  'discount_code_minimum',
  /** The code is not valid with this payment method. */
  'discount_code_method',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZApiError = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
