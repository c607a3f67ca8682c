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
  // credits go first when spending), append the ledger row. No row back: not enough credits.
  const [row] = await tx.query<{ credits: number }>(
    `with cur as (select credits, bonus_credits from members where id = $1 for update),
     upd as (
       update members m set credits = cur.credits + $2,
              bonus_credits = case when $6 then cur.bonus_credits
                                   when $2 < 0 then greatest(cur.bonus_credits + $2, 0)
                                   when $5 then cur.bonus_credits + $2
                                   else cur.bonus_credits end
       from cur where m.id = $1 and cur.credits + $2 >= (case when $6 then cur.bonus_credits else 0 end)
       returning m.credits, m.bonus_credits - cur.bonus_credits as bonus_delta),
     ledger as (
       insert into credit_ledger (member_id, delta, bonus_delta, balance_after, reason, reference)
       select $1, $2, bonus_delta, credits, $3, $4 from upd)
     select credits from upd`,
    [
      entry.memberId,
      entry.delta,
      entry.reason,
      entry.reference,
      entry.bonus ?? false,
      entry.bought ?? false,
    ],
  );
  if (!row) throw new InsufficientCreditsError();
  return row.credits;
}
