import type { Queryable } from '../../platform/db/db.ts';
import { applyLedgerEntry } from './credits.repo.ts';

export class InsufficientCreditsError extends Error {
  constructor() {
    super('insufficient_credits');
    this.name = 'InsufficientCreditsError';
  }
}

/**
 * Changes a member's balance by `delta` and appends the ledger row, in the caller's transaction
 * (architecture principle 6). The member's row is locked first, so concurrent changes queue up
 * and the balance never goes below zero. Free credits (`bonus`, granted at sign-up) are spent
 * before bought ones, so refunds only ever concern what was paid. Returns the new balance.
 */
export async function changeCredits(
  tx: Queryable,
  entry: {
    memberId: number;
    delta: number;
    reason: string;
    /** What the change pays for or grants (`message:<id>`, `member:<id>`): with the reason,
     * unique in the ledger, so nothing is charged or credited twice. */
    reference: string;
    /** The credits are a gift (sign-up bonus): they are spent first. */
    bonus?: boolean;
    /** Bought credits are taken back (refund, chargeback): the free credits stay free, and
     * the change fails unless that many bought credits are left. */
    bought?: boolean;
  },
): Promise<number> {
  // One statement: lock the row, apply the change if the balance stays non-negative (free
  // credits go first when spending), append the ledger row. No balance back: not enough credits.
  const credits = await applyLedgerEntry(tx, {
    memberId: entry.memberId,
    delta: entry.delta,
    reason: entry.reason,
    reference: entry.reference,
    bonus: entry.bonus ?? false,
    bought: entry.bought ?? false,
  });
  if (credits === null) throw new InsufficientCreditsError();
  return credits;
}
