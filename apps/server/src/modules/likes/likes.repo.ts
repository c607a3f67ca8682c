import type { TLikeEntry } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { ident, sql } from '../../platform/db/sql.ts';
import { visibleTo } from '../privacy/index.ts';
import { CARD_COLUMNS, CARD_JOINS, cardView, type TCardRow } from '../search/index.ts';

/** Someone a viewer may meet: active, with an active profile, and visible to them. */
const MEETABLE = (viewerId: number) =>
  sql`m.status = 'active' and p.status = 'active' and ${visibleTo('m', viewerId)}`;

/** A member as `viewerId` may meet them (a card), or null. */
export async function findMeetable(
  db: Queryable,
  memberId: number,
  viewerId: number,
): Promise<TCardRow | null> {
  const [row] = await db.query<TCardRow>(
    sql`select ${CARD_COLUMNS} from members m ${CARD_JOINS}
     where m.id = ${memberId} and m.id <> ${viewerId} and ${MEETABLE(viewerId)}`,
  );
  return row ?? null;
}

export async function memberExists(db: Queryable, memberId: number): Promise<boolean> {
  const [row] = await db.query('select 1 from members where id = $1', [memberId]);
  return Boolean(row);
}

/**
 * Serializes the likes between one pair until the transaction ends: of two crossing likes the
 * second sees the first, so exactly one of them finds the match.
 */
export async function lockPair(tx: Queryable, a: number, b: number) {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [
    Math.min(a, b),
    Math.max(a, b),
  ]);
}

/** Inserts a like; false when it existed already. */
export async function insertLike(tx: Queryable, likerId: number, likedId: number) {
  const rows = await tx.query(
    `insert into likes (liker_id, liked_id) values ($1, $2) on conflict do nothing returning liker_id`,
    [likerId, likedId],
  );
  return rows.length > 0;
}

export async function likeExists(db: Queryable, likerId: number, likedId: number) {
  const [row] = await db.query('select 1 from likes where liker_id = $1 and liked_id = $2', [
    likerId,
    likedId,
  ]);
  return Boolean(row);
}

export async function deleteLike(db: Queryable, likerId: number, likedId: number) {
  const rows = await db.query(
    'delete from likes where liker_id = $1 and liked_id = $2 returning liker_id',
    [likerId, likedId],
  );
  return rows.length > 0;
}

/** Deletes the likes between a pair (blocking), in both directions; returns who liked whom. */
export async function deleteLikesBetween(tx: Queryable, a: number, b: number) {
  return tx.query<{ liker_id: number; liked_id: number }>(
    `delete from likes where (liker_id = $1 and liked_id = $2) or (liker_id = $2 and liked_id = $1)
     returning liker_id, liked_id`,
    [a, b],
  );
}

/** Clears the new flag of the like `likerId` gave `memberId`; true when it was set. */
export async function markSeen(db: Queryable, memberId: number, likerId: number) {
  const rows = await db.query(
    `update likes set is_new = false where liked_id = $1 and liker_id = $2 and is_new
     returning liker_id`,
    [memberId, likerId],
  );
  return rows.length > 0;
}

/** Of a like `l`: the liked member likes back (the pair is a match). */
const IS_MATCH = sql`exists (select 1 from likes back where back.liker_id = l.liked_id
  and back.liked_id = l.liker_id) as is_match`;

type TLikeRow = TCardRow & { is_new: boolean; created_at: string | Date; is_match: boolean };

/** The members I liked (`sent`) or who liked me (`received`), newest first, as I may see them. */
export async function listLikes(
  db: Queryable,
  memberId: number,
  direction: 'sent' | 'received',
  cdn: string,
): Promise<TLikeEntry[]> {
  const [mine, theirs] =
    direction === 'sent' ? ['l.liker_id', 'l.liked_id'] : ['l.liked_id', 'l.liker_id'];
  const rows = await db.query<TLikeRow>(
    sql`select ${CARD_COLUMNS}, l.is_new, l.created_at,
            ${IS_MATCH}
     from likes l join members m on m.id = ${ident(theirs)} ${CARD_JOINS}
     where ${ident(mine)} = ${memberId} and ${MEETABLE(memberId)}
     order by l.created_at desc, m.id desc
     limit 500`,
  );
  return rows.map((r) => ({
    ...cardView(r, cdn),
    like_new: r.is_new,
    liked_at: new Date(r.created_at).toISOString(),
    is_match: r.is_match,
  }));
}

/**
 * The newest member who newly liked me and whom I may see (the like modal), and whether I liked
 * them already (a match); or null.
 */
export async function newestNewLiker(
  db: Queryable,
  memberId: number,
): Promise<(TCardRow & { is_match: boolean }) | null> {
  const [row] = await db.query<TCardRow & { is_match: boolean }>(
    sql`select ${CARD_COLUMNS},
            ${IS_MATCH}
     from likes l join members m on m.id = l.liker_id ${CARD_JOINS}
     where l.liked_id = ${memberId} and l.is_new and ${MEETABLE(memberId)}
     order by l.created_at desc limit 1`,
  );
  return row ?? null;
}
