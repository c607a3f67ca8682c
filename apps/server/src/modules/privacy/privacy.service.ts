import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import {
  deleteBlock,
  insertBlock,
  isBlockableBy,
  listBlocked,
  updateModes,
  type TModes,
} from './privacy.repo.ts';

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

  async setModes(memberId: number, modes: TModes) {
    await updateModes(this.db, memberId, modes);
  }

  /** The members one blocked, as far as they still exist for them (not deleted, for one). */
  listBlocked(memberId: number) {
    return listBlocked(this.db, memberId);
  }

  /** Blocks a member. Spec section 4: blocking also deletes the chats and likes between the pair. */
  async block(memberId: number, target: number) {
    if (target === memberId)
      throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
    const after = await this.db.transaction(async (tx) => {
      // A member the blocker may not see (deleted, unconfirmed, hidden by a mode) answers like
      // an unknown id.
      if (!(await isBlockableBy(tx, target, memberId))) throw new AppError('not_found');
      await insertBlock(tx, memberId, target);
      return this.separate(tx, memberId, target);
    });
    await after();
  }

  async unblock(memberId: number, target: number) {
    await deleteBlock(this.db, memberId, target);
  }
}
