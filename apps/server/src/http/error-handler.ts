import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TApiError, TErrorCode } from '@cupido/contract';
import { translate, type TMessageKey } from '@cupido/i18n';
import { AppError, type TFieldMessage } from '../platform/errors/app-error.ts';
import { zodIssueMessage } from './zod-issue-message.ts';

/** A validation failure as fastify-type-provider-zod reports it: the zod issue, spread out. */
type TValidationItem = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { input?: unknown; format?: string; keys?: string[] };
};

/** The value at `path` (`a.b`) of what the request sent, if it sent one there. */
function sentAt(input: unknown, path: string): unknown {
  let value = input;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Field names of a validation failure: `email`, `profile.city`, or the unknown key itself. A
 * field of the wrong type that was not sent at all, and has no message of its own, is required
 * (a number read from the query string is NaN to zod whether it is missing or not a number:
 * what was sent tells them apart).
 */
function fieldsOf(items: TValidationItem[], input: unknown): Record<string, TFieldMessage> {
  const fields: Record<string, TFieldMessage> = {};
  for (const item of items) {
    const issue = { ...item.params, code: item.keyword, message: item.message };
    const path = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const names =
      issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((k) => (path ? `${path}.${k}` : k))
        : [path || 'body'];
    let message = zodIssueMessage(issue);
    if (message === 'field.invalid' && issue.code === 'invalid_type' && path !== '')
      if (sentAt(input, path) === undefined) message = 'field.required';
    for (const name of names) fields[name] ??= message;
  }
  return fields;
}

/** A zod failure of a value parsed by hand (multipart fields) as the one validation error. */
export function validationError(error: {
  issues: { path: PropertyKey[]; code: string; message: string; keys?: string[] }[];
}): AppError {
  const fields: Record<string, TFieldMessage> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const names = issue.keys?.length ? issue.keys : [path || 'body'];
    for (const name of names) fields[name] ??= zodIssueMessage(issue);
  }
  return new AppError('validation_failed', { fields });
}

function fromFastifyError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error.validation) {
    const sent =
      error.validationContext === 'body'
        ? request.body
        : error.validationContext === 'querystring'
          ? request.query
          : undefined;
    const fields = fieldsOf(error.validation as unknown as TValidationItem[], sent);
    // A link's token is a hidden field: cut short, garbled or missing, the link is dead, and
    // 'check the marked fields' would point at nothing. Answered as an unknown token is.
    if ('token' in fields) return new AppError('token_invalid');
    return new AppError('validation_failed', { fields });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('malformed_body', { status: 415 });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('malformed_body');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 429) return new AppError('rate_limited');
  if (status === 404) return new AppError('not_found');
  if (status >= 400 && status < 500) return new AppError('malformed_body', { status });
  return null;
}

/** The error shape in the request's locale; a live socket keeps only its locale and site. */
export function errorBody(
  request: Pick<FastifyRequest, 'locale' | 'site'>,
  error: AppError,
): TApiError {
  const locale = request.locale;
  const site = request.site as FastifyRequest['site'] | null;
  const common = { site_name: site?.config.name ?? '', min_age: site?.config.minimum_age ?? 18 };
  const say = (m: TFieldMessage) =>
    typeof m === 'string'
      ? translate(locale, m, common)
      : translate(locale, m.key, { ...common, ...m.params });
  const messageKey: TMessageKey = error.options.message ?? `api.${error.code}`;
  const fields = error.options.fields;
  return {
    error: {
      code: error.code,
      message: translate(locale, messageKey, { ...common, ...error.options.params }),
      ...(fields
        ? { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, say(v)])) }
        : {}),
    },
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, error));
}

/** The methods the API's routes use. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every failure leaves as the one error shape; 5xx details go to the log only. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const known = raw instanceof AppError ? raw : fromFastifyError(raw, request);
    if (known && known.status < 500) {
      request.log.info({ code: known.code, status: known.status }, 'request refused');
      return sendError(request, reply, known);
    }
    request.log.error({ err: raw }, 'request failed');
    const code: TErrorCode = known?.code ?? 'internal_error';
    return sendError(request, reply, known ?? new AppError(code));
  });

  // A path the API has under other methods: 405 with the methods it takes, not 'no such page'.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const allowed: string[] = METHODS.filter((method) => app.hasRoute({ url, method }));
    if (allowed.length === 0) return sendError(request, reply, new AppError('not_found'));
    if (allowed.includes('GET')) allowed.push('HEAD');
    reply.header('allow', allowed.join(', '));
    return sendError(request, reply, new AppError('method_not_allowed'));
  });
}
