import type { TProfileCard } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { sql } from '../../platform/db/sql.ts';
import { searchableBy } from '../privacy/index.ts';
import { CARD_COLUMNS, CARD_JOINS, cardView, type TCardRow } from '../search/index.ts';

/** Suggestions per call of the match finder and the swipe game. */
export const SUGGESTIONS = 20;

/**
 * The gender a member is looking for, from their own gender and sexuality (null: either).
 * Without a stated sexuality the opposite gender is assumed, as most members look for it.
 */
const WANTED_GENDER = sql`case
  when me.gender is null or me.sexuality = 'bi' then null
  when me.sexuality in ('gay', 'lesbian') then me.gender
  when me.gender = 'male' then 'female'
  else 'male' end`;

/**
 * Members to suggest (match finder, swipe game, signup matches): in the member's country, of the
 * gender they look for, searchable by them, never liked or passed before; most shared interests
 * first, then the closest in age, then the most recently active.
 */
export async function suggestions(
  db: Queryable,
  memberId: number,
  cdn: string,
): Promise<TProfileCard[]> {
  const rows = await db.query<TCardRow>(
    sql`select ${CARD_COLUMNS}
     from profiles me, members m ${CARD_JOINS}
     where me.member_id = ${memberId} and m.id <> ${memberId}
       and m.status = 'active' and p.status = 'active' and ${searchableBy('m', memberId)}
       and p.country = me.country
       and (${WANTED_GENDER} is null or p.gender = ${WANTED_GENDER})
       and not exists (select 1 from likes l where l.liker_id = ${memberId} and l.liked_id = m.id)
       and not exists (select 1 from passes s where s.member_id = ${memberId} and s.passed_id = m.id)
     order by cardinality(array(select unnest(p.interests) intersect select unnest(me.interests))) desc,
              abs(p.birth_date - me.birth_date), m.last_active_at desc, m.id desc
     limit ${SUGGESTIONS}`,
  );
  return rows.map((r) => cardView(r, cdn));
}

export async function insertPass(db: Queryable, memberId: number, passedId: number) {
  await db.query(
    'insert into passes (member_id, passed_id) values ($1, $2) on conflict do nothing',
    [memberId, passedId],
  );
}

/**
 * Locks the member's row for the swipe: their likes of one day are counted exactly. `for no key
 * update`, as lockSender in chat: two members liking each other at once take key-share locks on
 * each other's rows through the likes' foreign keys.
 */
export async function lockSwiper(tx: Queryable, memberId: number) {
  const [row] = await tx.query<{ paid_user: boolean }>(
    'select paid_user from members where id = $1 for no key update',
    [memberId],
  );
  return row ?? null;
}

/** Swipe likes since the day turned (00:00 UTC, decision 17). */
export async function swipeLikesToday(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from swipe_likes
     where member_id = $1 and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    [memberId],
  );
  return row?.n ?? 0;
}

export async function recordSwipeLike(tx: Queryable, memberId: number, likedId: number) {
  await tx.query('insert into swipe_likes (member_id, liked_id) values ($1, $2)', [
    memberId,
    likedId,
  ]);
}
