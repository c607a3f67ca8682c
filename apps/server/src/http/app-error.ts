import type { TErrorCode } from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';

const STATUS: Record<TErrorCode, number> = {
  validation_failed: 400,
  malformed_body: 400,
  payload_too_large: 413,
  not_found: 404,
  method_not_allowed: 405,
  authentication_required: 403,
  csrf_failed: 403,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

type TAppErrorOptions = {
  fields?: Record<string, TMessageKey>;
  message?: TMessageKey;
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
