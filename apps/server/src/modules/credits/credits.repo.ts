import type { Queryable } from '../../platform/db/db.ts';

/** One change of a member's balance, as the ledger records it. */
export type TLedgerEntry = {
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
};

/**
 * One statement: locks the member's row (`for no key update`, the lock its update takes: other
 * members' foreign keys to this row are not blocked, so a chat send between two members cannot
 * deadlock on it), applies the change if the balance stays non-negative
 * (free credits go first when spending; with `bought`, only if that many bought credits are
 * left), and appends the ledger row. Returns the new balance; null when nothing changed (not
 * enough credits).
 */
export async function applyLedgerEntry(tx: Queryable, entry: TLedgerEntry): Promise<number | null> {
  const [row] = await tx.query<{ credits: number }>(
    `with cur as (select credits, bonus_credits from members where id = $1 for no key update),
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
  return row?.credits ?? null;
}
