import type { Queryable } from '../../platform/db/db.ts';

export class InsufficientCreditsError extends Error {
  constructor() {
    super('insufficient_credits');
    this.name = 'InsufficientCreditsError';
  }
}

/**
 * Changes a member's balance by `delta` and appends the ledger row, in the caller's transaction
 * (architecture principle 6). The balance never goes below zero: the update only matches when it
 * stays non-negative, so concurrent spends cannot overdraw. Returns the new balance.
 */
export async function changeCredits(
  tx: Queryable,
  entry: { memberId: number; delta: number; reason: string; reference?: string | null },
): Promise<number> {
  const [row] = await tx.query<{ credits: number }>(
    'update members set credits = credits + $2 where id = $1 and credits + $2 >= 0 returning credits',
    [entry.memberId, entry.delta],
  );
  if (!row) throw new InsufficientCreditsError();
  await tx.query(
    'insert into credit_ledger (member_id, delta, balance_after, reason, reference) values ($1, $2, $3, $4, $5)',
    [entry.memberId, entry.delta, row.credits, entry.reason, entry.reference ?? null],
  );
  return row.credits;
}
