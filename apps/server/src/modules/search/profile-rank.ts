import type { Queryable } from '../../platform/db/db.ts';

/**
 * How complete a profile looks in search, 0..2 (decision 11): one point for an active public main
 * photo (what a search card shows), one for an about-me text. The same rule backfilled the column
 * in migration 0008.
 */
const rankOf = (memberId: string) =>
  `(exists (select 1 from photos ph
            where ph.member_id = ${memberId} and ph.is_main and ph.status = 'active' and not ph.is_private))::int
   + coalesce((select (p.about ~ '\\S')::int from profiles p where p.member_id = ${memberId}), 0)`;

/**
 * Recomputes members.profile_rank. Call it in the transaction that changes a member's photos or
 * about-me text (a future moderation step that activates a photo too), after the change.
 * The member row is locked first, in a statement of its own: a concurrent change of the other
 * input then waits, and the update below reads it committed (one statement alone would compute
 * from the snapshot it started with).
 */
export async function refreshProfileRank(db: Queryable, memberId: number): Promise<void> {
  await db.query('select id from members where id = $1 for update', [memberId]);
  await db.query(
    `update members set profile_rank = r.rank
     from (select ${rankOf('$1')} as rank) r
     where id = $1 and profile_rank <> r.rank`,
    [memberId],
  );
}
