import type { Queryable } from '../../platform/db/db.ts';

export type TSubscriptionRow = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * Saves a browser's subscription for the member and the session that sent it (an endpoint moves
 * to whoever saved it last). Ending that session before its expiry removes it (migration 0032).
 */
export async function upsertSubscription(
  db: Queryable,
  session: { memberId: number; id: string },
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.query(
    // A session another instance ended a moment ago (its cache may not know yet) saves nothing.
    `insert into push_subscriptions (member_id, session_id, endpoint, p256dh, auth)
     select $1::int, $2::text, $3::text, $4::text, $5::text
     where exists (select 1 from sessions where id = $2::text)
     on conflict (endpoint) do update
       set member_id = excluded.member_id, session_id = excluded.session_id,
           p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`,
    [session.memberId, session.id, sub.endpoint, sub.p256dh, sub.auth],
  );
}

/** Removes the member's subscriptions beyond the newest `keep`. */
export async function trimSubscriptions(db: Queryable, memberId: number, keep: number) {
  await db.query(
    `delete from push_subscriptions where member_id = $1 and id not in (
       select id from push_subscriptions where member_id = $1
       order by updated_at desc, id desc limit $2)`,
    [memberId, keep],
  );
}

export async function deleteSubscription(db: Queryable, memberId: number, endpoint: string) {
  await db.query('delete from push_subscriptions where member_id = $1 and endpoint = $2', [
    memberId,
    endpoint,
  ]);
}

export async function deleteSubscriptionById(db: Queryable, id: number) {
  await db.query('delete from push_subscriptions where id = $1', [id]);
}

export function listSubscriptions(db: Queryable, memberId: number): Promise<TSubscriptionRow[]> {
  return db.query<TSubscriptionRow>(
    `select id::int as id, endpoint, p256dh, auth from push_subscriptions
     where member_id = $1 order by id`,
    [memberId],
  );
}

/** The member's language and site, for the wording and icon of a notice. */
export async function recipient(
  db: Queryable,
  memberId: number,
): Promise<{ language: string; site_id: number } | null> {
  const [row] = await db.query<{ language: string; site_id: number }>(
    `select language, site_id from members
     where id = $1 and status in ('not_confirmed', 'active')`,
    [memberId],
  );
  return row ?? null;
}
