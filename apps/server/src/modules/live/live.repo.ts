import type { Queryable } from '../../platform/db/db.ts';
import { ident, join, type Sql, sql } from '../../platform/db/sql.ts';
import { visibleTo } from '../privacy/index.ts';

/**
 * New likes a member has received from members they may see (the Likes badge), as a scalar
 * subquery over `member` (SQL naming them, such as `ident('m.id')`); its own aliases let it sit
 * inside a query over `m`. The member's new likes come first, each liker then checked by a
 * subquery of its own (which the planner keeps as it is): as a join, on tables without
 * statistics (PGlite has no autovacuum; a fresh schema has none yet) the planner walked every
 * active member, checking each one's visibility, to find the few who liked.
 */
export const NEW_LIKES_OF = (member: Sql) => sql`(
  select count(*)::int from likes nl
  where nl.liked_id = ${member} and nl.is_new
    and (select lm.status = 'active' and lp.status = 'active' and ${visibleTo('lm', member)}
         from members lm join profiles lp on lp.member_id = lm.id where lm.id = nl.liker_id))`;

export type TBadgeRow = { id: number; messages: number; likes: number };

/**
 * Each member's unread messages and new likes, in one query. The ids are a list of values, one
 * statement for each length (one member, or a chat's two), not an array: PostgreSQL plans a
 * prepared statement once only when its generic plan looks as cheap as a fresh one, and it
 * reckons an array of unknown length at ten members, so with `= any($1)` it planned every call
 * afresh (three times the work of running it).
 */
export function listBadgeCounts(db: Queryable, memberIds: number[]): Promise<TBadgeRow[]> {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db.query<TBadgeRow>(
    sql`select m.id,
            (select coalesce(sum(unread), 0)::int from conversation_members cm
             where cm.member_id = m.id and not cm.hidden) as messages,
            ${NEW_LIKES_OF(ident('m.id'))} as likes
     from members m where m.id in (${join(
       memberIds.map((id) => sql`${id}`),
       ', ',
     )})`,
  );
}

/** The member's credits balance; null when there is no such member. */
export async function findCredits(db: Queryable, memberId: number): Promise<number | null> {
  const [row] = await db.query<{ credits: number }>('select credits from members where id = $1', [
    memberId,
  ]);
  return row?.credits ?? null;
}

export type TEndedSessions = {
  /** What to ask with next time. */
  cursor: string;
  ended: { session_id: string; member_id: number }[];
};

/**
 * The sessions noted as ended (migration 0027) since `cursor`, a transaction id from the last
 * answer: the oldest transaction that was still running then, so a note whose transaction had
 * not yet committed is read the next time (some are read twice). With no cursor, the sessions
 * that ended in the last minute.
 */
export async function endedSessionsSince(
  db: Queryable,
  cursor: string | null,
): Promise<TEndedSessions> {
  const since =
    cursor === null
      ? sql`e.ended_at > now() - interval '1 minute'`
      : sql`e.ended_xid >= ${cursor}::xid8`;
  const [row] = await db.query<TEndedSessions>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as cursor,
            coalesce((select json_agg(json_build_object('session_id', e.session_id,
                                                        'member_id', e.member_id))
                      from ended_sessions e where ${since}), '[]') as ended`,
  );
  return row!;
}
