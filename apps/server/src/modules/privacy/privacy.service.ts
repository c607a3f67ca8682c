import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { knownTo } from './visibility.ts';

/**
 * What else a block removes between the pair (their conversations; likes when they exist), in
 * the block's transaction; the returned step runs after it commits (files, live updates).
 */
export type TSeparate = (tx: Queryable, a: number, b: number) => Promise<() => Promise<void>>;

/** Invisible and privacy modes, and blocks (spec section 4). */
export class PrivacyService {
  private readonly db: Db;
  private readonly separate: TSeparate;
  constructor(db: Db, separate: TSeparate) {
    this.db = db;
    this.separate = separate;
  }

  async setModes(
    memberId: number,
    modes: {
      invisible?: boolean | undefined;
      privacy_mode?: boolean | undefined;
      read_receipts?: boolean | undefined;
    },
  ) {
    await this.db.query(
      `update members set is_invisible = coalesce($2, is_invisible),
              is_private_mode = coalesce($3, is_private_mode),
              read_receipts = coalesce($4, read_receipts)
       where id = $1`,
      [memberId, modes.invisible ?? null, modes.privacy_mode ?? null, modes.read_receipts ?? null],
    );
  }

  /** The members one blocked, as far as they still exist for them (not deleted, for one). */
  listBlocked(memberId: number) {
    return this.db.query<{ id: number; name: string }>(
      `select m.id, m.name from blocks b join members m on m.id = b.blocked_id
       where b.blocker_id = $1 and ${knownTo('m', '$1')} order by b.created_at desc`,
      [memberId],
    );
  }

  /** Blocks a member. Spec section 4: blocking also deletes the chats and likes between the pair. */
  async block(memberId: number, target: number) {
    if (target === memberId)
      throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
    const after = await this.db.transaction(async (tx) => {
      // A member the blocker may not know of (deleted, unconfirmed) answers like an unknown id.
      const [exists] = await tx.query(
        `select 1 from members m where m.id = $1 and ${knownTo('m', '$2')}`,
        [target, memberId],
      );
      if (!exists) throw new AppError('not_found');
      await tx.query(
        'insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing',
        [memberId, target],
      );
      return this.separate(tx, memberId, target);
    });
    await after();
  }

  async unblock(memberId: number, target: number) {
    await this.db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
      memberId,
      target,
    ]);
  }
}
