import { randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_PREFIX } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { insertSession } from './sessions.repo.ts';
import { sha256 } from './tokens.ts';

/** The session cookie (spec section 7: prefix auth., 30 days, path /, SameSite lax). */
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}sid`;

export function sessionCookieOptions(secure: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  };
}

/**
 * Starts a session: a fresh random id each login (no fixation); the table keeps its hash. The
 * address becomes one of the member's (the per-account lockout spares it).
 */
export async function createSession(
  db: Queryable,
  memberId: number,
  client: { userAgent: string | undefined; ip: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id: sha256(token),
    memberId,
    expiresAt: new Date(Date.now() + AUTH_COOKIE_MAX_AGE_S * 1000).toISOString(),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return token;
}

export type TSession = {
  id: string;
  memberId: number;
  /** When the session expires, in ms since the epoch. */
  expiresAt: number;
};
