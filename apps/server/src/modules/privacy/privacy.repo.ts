import type { Queryable } from '../../platform/db/db.ts';
import { sql } from '../../platform/db/sql.ts';
import { knownTo, seenBarBlocks } from './visibility.ts';

export type TModes = {
  invisible?: boolean | undefined;
  privacy_mode?: boolean | undefined;
  read_receipts?: boolean | undefined;
};

/** Sets the modes given; the others keep their value. */
export async function updateModes(db: Queryable, memberId: number, modes: TModes) {
  await db.query(
    `update members set is_invisible = coalesce($2, is_invisible),
            is_private_mode = coalesce($3, is_private_mode),
            read_receipts = coalesce($4, read_receipts)
     where id = $1`,
    [memberId, modes.invisible ?? null, modes.privacy_mode ?? null, modes.read_receipts ?? null],
  );
}

/** The members one blocked, as far as they still exist for them (not deleted, for one). */
export function listBlocked(db: Queryable, memberId: number) {
  return db.query<{ id: number; name: string }>(
    sql`select m.id, m.name from blocks b join members m on m.id = b.blocked_id
     where b.blocker_id = ${memberId} and ${knownTo('m', memberId)} order by b.created_at desc`,
  );
}

/**
 * Whether `viewerId` may block member `id`: they would see the member but for blocks (not
 * deleted, not hidden from them by the invisible or privacy mode). A hidden member answers like
 * an unknown id, so blocking ids one by one tells nobody who exists.
 */
export async function isBlockableBy(db: Queryable, id: number, viewerId: number): Promise<boolean> {
  const rows = await db.query(
    sql`select 1 from members m where m.id = ${id} and ${seenBarBlocks('m', viewerId)}`,
  );
  return rows.length > 0;
}

export async function insertBlock(db: Queryable, blocker: number, blocked: number) {
  await db.query(
    'insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing',
    [blocker, blocked],
  );
}

export async function deleteBlock(db: Queryable, blocker: number, blocked: number) {
  await db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
    blocker,
    blocked,
  ]);
}
