import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../platform/db/db.ts';
import { findSession, SESSION_COOKIE, type TSession } from '../modules/accounts/sessions.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member's session, or null. */
    session: TSession | null;
    /** True when the request carried a session cookie that no longer opens a session. */
    hasStaleSession: boolean;
  }
}

/** Resolves the session cookie of every request. */
export const auth = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('hasStaleSession', false);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.session = await findSession(db, token);
      request.hasStaleSession = request.session === null;
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);

/** The logged-in member's session; otherwise 401 authentication_required. */
export function requireSession(request: FastifyRequest): TSession {
  if (!request.session) throw new AppError('authentication_required');
  return request.session;
}
