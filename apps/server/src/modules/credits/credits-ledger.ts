import type { Queryable } from '../../platform/db/db.ts';

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
    reference?: string | null;
    /** The credits are a gift (sign-up bonus): they are spent first. */
    bonus?: boolean;
  },
): Promise<number> {
  const [row] = await tx.query<{ credits: number; bonus_credits: number }>(
    'select credits, bonus_credits from members where id = $1 for update',
    [entry.memberId],
  );
  if (!row) throw new Error(`No member ${entry.memberId}`);
  const credits = row.credits + entry.delta;
  if (credits < 0) throw new InsufficientCreditsError();
  const bonus =
    entry.delta < 0
      ? Math.max(row.bonus_credits + entry.delta, 0)
      : row.bonus_credits + (entry.bonus ? entry.delta : 0);
  await tx.query('update members set credits = $2, bonus_credits = $3 where id = $1', [
    entry.memberId,
    credits,
    bonus,
  ]);
  await tx.query(
    `insert into credit_ledger (member_id, delta, bonus_delta, balance_after, reason, reference)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      entry.memberId,
      entry.delta,
      bonus - row.bonus_credits,
      credits,
      entry.reason,
      entry.reference ?? null,
    ],
  );
  return credits;
}
