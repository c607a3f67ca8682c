import type { Queryable } from '../../platform/db/db.ts';

/**
 * Stores a session, and the address it was opened from as one of the member's (the per-account
 * lockout spares it, lockout.ts): one statement, so one commit.
 */
export async function insertSession(
  db: Queryable,
  session: {
    id: string;
    memberId: number;
    expiresAt: string;
    userAgent: string | null;
    ip: string;
  },
): Promise<void> {
  await db.query(
    `with session as (
       insert into sessions (id, member_id, expires_at, user_agent) values ($1, $2, $3, $4))
     insert into known_addresses (member_id, ip) values ($2, $5)
     on conflict (member_id, ip) do update set last_seen_at = now()`,
    [session.id, session.memberId, session.expiresAt, session.userAgent, session.ip],
  );
}

/**
 * The unexpired session with this id (the token's hash). One round trip, and the session row is
 * never written: only the member's last activity (search orders by it) moves on, at most every
 * 5 minutes.
 */
export async function findLiveSession(
  db: Queryable,
  id: string,
): Promise<{ id: string; member_id: number; expires_ms: number } | null> {
  const [row] = await db.query<{ id: string; member_id: number; expires_ms: number }>(
    `with s as (select id, member_id, expires_at from sessions where id = $1 and expires_at > now()),
     m as (
       update members set last_active_at = now()
       where id = (select member_id from s) and last_active_at < now() - interval '5 minutes')
     select id, member_id, (extract(epoch from expires_at) * 1000)::float8 as expires_ms from s`,
    [id],
  );
  return row ?? null;
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

/**
 * Forgets the sessions noted as ended over an hour ago (migration 0027): every instance has read
 * them seconds after they ended. How many went.
 */
export async function purgeEndedSessionNotes(db: Queryable): Promise<number> {
  const rows = await db.query(
    "delete from ended_sessions where ended_at < now() - interval '1 hour' returning 1",
  );
  return rows.length;
}

/** Removes expired sessions; how many went. */
export async function purgeExpiredSessions(db: Queryable): Promise<number> {
  const rows = await db.query('delete from sessions where expires_at < now() returning 1');
  return rows.length;
}
