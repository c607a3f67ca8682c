import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors/app-error.ts';
import { changesState, isSafeMethod } from './reads.ts';

/**
 * Form posts that carry no header by nature: the payment provider's webhook (server to server,
 * it only names a payment that is then fetched from the provider) and the sandbox provider's
 * hosted page. They are still refused from another site's page.
 */
const FORM_POSTS = new Set([
  '/api/payment-webhook.php',
  '/sandbox-pay/:id',
  // RFC 8058 one-click unsubscribe: the mail provider posts `List-Unsubscribe=One-Click`; the
  // signed token in the address authorizes it.
  '/api/unsubscribe.php',
]);

/** The web app's one form action (decision 40); `.data` is React Router's fetch of it. */
export const FORM_ACTION_PATHS = ['/form', '/form.data'];
const PAGE_FORMS = new Set(FORM_ACTION_PATHS);

/** The browser says the request comes from a page of this origin (every browser that posts a form). */
function fromThisOrigin(request: FastifyRequest, publicHost: string | null): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    const host = new URL(origin).host;
    return host === request.host || host === publicHost;
  } catch {
    return false;
  }
}

/**
 * The request comes from a page of another origin: the browser says so (`Sec-Fetch-Site`,
 * `same-site` included: a sibling subdomain or port is another site's page), or the `Origin` is
 * neither this host nor the configured public address (`null` included).
 */
function fromAnotherOrigin(request: FastifyRequest, publicHost: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== request.host && host !== publicHost;
}

/**
 * CSRF guard (decision 15): every state-changing call, whatever its path, must come from no
 * other origin and carry `X-Request-Type: client` or a JSON body. Browsers cannot send either
 * cross-origin without a CORS preflight, which this server never grants. The guard judges the
 * method and the route the router matched, never the raw URL, which the router decodes
 * (`/%61pi/` is `/api/`).
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string | undefined) {
  const publicHost = publicUrl ? new URL(publicUrl).host : null;
  // A callback hook: the guard never waits, so no request waits for a promise of it.
  app.addHook('onRequest', (request, _reply, done) => {
    done(allowed(request, publicHost) ? undefined : new AppError('csrf_failed'));
  });
}

function allowed(request: FastifyRequest, publicHost: string | null): boolean {
  if (!changesState(request)) return true;
  const route = request.routeOptions.url;
  if (fromAnotherOrigin(request, publicHost)) return false;
  // A page's form (it cannot send a header before the scripts run) must say where it is
  // from; the action then calls the API in-process as the page's client.
  if (route !== undefined && PAGE_FORMS.has(route)) return fromThisOrigin(request, publicHost);
  // A GET here is one that changes state. The spec's GET logout takes no header (section 7): a
  // typed address, a bookmark or an API client may log out; only another site's page may not,
  // which the browser declares above.
  if (isSafeMethod(request.method) || (route !== undefined && FORM_POSTS.has(route))) return true;
  const isClient = request.headers['x-request-type'] === 'client';
  const isJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
  return isClient || isJson;
}
