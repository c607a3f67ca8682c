import { randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_PREFIX } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { rememberAddress } from './lockout.ts';
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
  await db.query(
    `insert into sessions (id, member_id, expires_at, user_agent) values ($1, $2, $3, $4)`,
    [
      sha256(token),
      memberId,
      new Date(Date.now() + AUTH_COOKIE_MAX_AGE_S * 1000).toISOString(),
      client.userAgent?.slice(0, 300) ?? null,
    ],
  );
  await rememberAddress(db, memberId, client.ip);
  return token;
}

export type TSession = { id: string; memberId: number };

export async function findSession(db: Queryable, token: string): Promise<TSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  // One round trip, and the session row is never written: only the member's last activity
  // (search orders by it) moves on, at most every 5 minutes.
  const [row] = await db.query<{ id: string; member_id: number }>(
    `with s as (select id, member_id from sessions where id = $1 and expires_at > now()),
     m as (
       update members set last_active_at = now()
       where id = (select member_id from s) and last_active_at < now() - interval '5 minutes')
     select id, member_id from s`,
    [sha256(token)],
  );
  return row ? { id: row.id, memberId: row.member_id } : null;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}

/** Ends every session of a member, or every other one when `keep` is given. */
export async function endAllSessions(
  db: Queryable,
  memberId: number,
  keep?: string,
): Promise<void> {
  await db.query("delete from sessions where member_id = $1 and id <> coalesce($2, '')", [
    memberId,
    keep ?? null,
  ]);
}
