import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS: methods that do not change state but on the routes below. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/** GET routes that change state (the spec's logout is a GET). */
const STATE_CHANGING_GETS = new Set(['/api/logout.php']);

/**
 * Whether a request may change state: every method but GET, HEAD and OPTIONS, and the GET
 * routes that do (the spec's logout). The CSRF guard guards these; the request log writes
 * each of them on a line of its own.
 */
export function changesState(request: FastifyRequest): boolean {
  if (!isSafeMethod(request.method)) return true;
  const route = request.routeOptions.url;
  return route !== undefined && STATE_CHANGING_GETS.has(route);
}
