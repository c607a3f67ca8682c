import type { TErrorCode } from '@cupido/contract';
import type { TMessageKey, TParams } from '@cupido/i18n';

const STATUS: Record<TErrorCode, number> = {
  validation_failed: 400,
  malformed_body: 400,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  authentication_required: 401,
  csrf_failed: 403,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  login_failed: 401,
  login_locked: 429,
  account_banned: 403,
  account_exists: 409,
  account_pending_deletion: 409,
  signups_closed: 403,
  invite_only: 403,
  token_invalid: 400,
  too_many_resets: 429,
  email_not_found: 404,
  wrong_password: 400,
  email_taken: 409,
  forbidden: 403,
  already_confirmed: 409,
  image_invalid: 422,
  photo_limit: 409,
  blocked_by_member: 403,
  insufficient_credits: 402,
  premium_required: 403,
  recipient_not_confirmed: 403,
  recipient_unavailable: 403,
  message_conflict: 409,
  swipe_limit: 429,
  payment_method_unavailable: 422,
  payment_provider_unavailable: 502,
  no_saved_card: 409,
  refund_not_possible: 409,
  payment_conflict: 409,
  sms_code_invalid: 422,
  sms_code_expired: 410,
  sms_code_cooldown: 429,
  sms_code_limit: 429,
  direct_debit_blocked: 403,
  direct_debit_limit: 409,
  discount_code_not_found: 404,
  discount_code_used: 409,
  discount_code_held: 409,
  discount_code_expired: 410,
  discount_code_country: 403,
  discount_code_not_eligible: 403,
  discount_code_minimum: 422,
  discount_code_method: 422,
};

/** A field's message: a catalog key, with parameters when it has placeholders. */
export type TFieldMessage = TMessageKey | { key: TMessageKey; params: TParams };

type TAppErrorOptions = {
  fields?: Record<string, TFieldMessage>;
  message?: TMessageKey;
  /** Values for the message's placeholders ({site_name} and {min_age} are always filled). */
  params?: TParams;
  status?: number;
};

/**
 * The one application error. Services throw it with a stable code; the error handler turns it
 * into `{ error: { code, message, fields? } }` in the request's locale. `fields` maps a field
 * name to a message key.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly options: TAppErrorOptions;
  constructor(code: TErrorCode, options: TAppErrorOptions = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.options = options;
    this.status = options.status ?? STATUS[code];
  }
}
