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
