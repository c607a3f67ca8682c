import type { Queryable } from '../../platform/db/db.ts';
import { applyLedgerEntry, type TLedgerEntry } from './credits.repo.ts';

export class InsufficientCreditsError extends Error {
  constructor() {
    super('insufficient_credits');
    this.name = 'InsufficientCreditsError';
  }
}

/**
 * The balance a change left (`ledger_balance` of `ledgerChange`); a change that did not happen
 * (not enough credits) throws, so the caller's transaction rolls back with what it paid for.
 */
export function newBalance(credits: number | null | undefined): number {
  if (credits === null || credits === undefined) throw new InsufficientCreditsError();
  return credits;
}

/**
 * Changes a member's balance by `delta` and appends the ledger row, in the caller's transaction
 * (architecture principle 6). The member's row is locked first, so concurrent changes queue up
 * and the balance never goes below zero. Free credits (`bonus`, granted at sign-up) are spent
 * before bought ones, so refunds only ever concern what was paid. Returns the new balance.
 */
export async function changeCredits(tx: Queryable, entry: TLedgerEntry): Promise<number> {
  return newBalance(await applyLedgerEntry(tx, entry));
}
