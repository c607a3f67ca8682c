import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionCache, type TSession } from '../modules/accounts/index.ts';
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

/** Resolves the session cookie of every request to a route that may need it. */
export const auth = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionCache }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('hasStaleSession', false);
    // A callback hook: a request without a session cookie goes on without waiting for a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || request.routeOptions.config.session === false) {
        done();
        return;
      }
      // Found in this instance's session cache, or looked up (decision 57).
      sessions.find(token).then((session) => {
        request.session = session;
        request.hasStaleSession = session === null;
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);

/** The logged-in member's session; otherwise 401 authentication_required. */
export function requireSession(request: FastifyRequest): TSession {
  if (!request.session) throw new AppError('authentication_required');
  return request.session;
}
