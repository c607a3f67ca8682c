import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db.ts';
import { findSession, SESSION_COOKIE, type TSession } from '../modules/accounts/index.ts';
import { AppError } from '../platform/errors/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member's session, or null. */
    session: TSession | null;
    /** True when the request carried a session cookie that no longer opens a session. */
    hasStaleSession: boolean;
  }
  interface FastifyContextConfig {
    /** false: the route never needs the member (static files), so the cookie is not looked up. */
    session?: false;
  }
}

/** The session a page request resolved, while its loaders call the API in-process. */
type TPageSession = { token: string; session: TSession | null; current: boolean };

const pageSessions = new AsyncLocalStorage<TPageSession>();

/**
 * Runs a page's render (its loaders' in-process calls) with the session its own request
 * resolved: a call carrying the same session cookie takes it instead of looking it up again. Only
 * for a page that changes nothing (GET, HEAD); a call that may change something (any other
 * method) or that sets the session cookie (a log-out, a log-in) ends the reuse, and the calls
 * after it look the session up.
 */
export function withPageSession<T>(request: FastifyRequest, render: () => Promise<T>): Promise<T> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || (request.method !== 'GET' && request.method !== 'HEAD')) return render();
  return pageSessions.run({ token, session: request.session, current: true }, render);
}

/** Resolves the session cookie of every request to a route that may need it. */
export const auth = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('hasStaleSession', false);
    // A callback hook: a request without a session cookie goes on without waiting for a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      const page = pageSessions.getStore();
      if (page && request.method !== 'GET' && request.method !== 'HEAD') page.current = false;
      if (!token || request.routeOptions.config.session === false) {
        done();
        return;
      }
      if (page?.current && page.token === token) {
        request.session = page.session;
        request.hasStaleSession = page.session === null;
        done();
        return;
      }
      findSession(db, token).then((session) => {
        request.session = session;
        request.hasStaleSession = session === null;
        done();
      }, done);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const page = pageSessions.getStore();
      if (page?.current && setsSessionCookie(reply.getHeader('set-cookie'))) page.current = false;
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);

function setsSessionCookie(header: unknown): boolean {
  const cookies = Array.isArray(header) ? header : [header];
  return cookies.some((c) => typeof c === 'string' && c.startsWith(`${SESSION_COOKIE}=`));
}

/** The logged-in member's session; otherwise 401 authentication_required. */
export function requireSession(request: FastifyRequest): TSession {
  if (!request.session) throw new AppError('authentication_required');
  return request.session;
}
