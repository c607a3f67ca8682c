import type { Queryable } from '../../platform/db/db.ts';

/**
 * One statement: locks the member's row, applies the change if the balance stays non-negative
 * (free credits go first when spending; with `bought`, only if that many bought credits are
 * left), and appends the ledger row. Returns the new balance; null when nothing changed (not
 * enough credits).
 */
export async function applyLedgerEntry(
  tx: Queryable,
  entry: {
    memberId: number;
    delta: number;
    reason: string;
    reference: string;
    bonus: boolean;
    bought: boolean;
  },
): Promise<number | null> {
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
    [entry.memberId, entry.delta, entry.reason, entry.reference, entry.bonus, entry.bought],
  );
  return row?.credits ?? null;
}
