import type { Queryable } from '../../platform/db/db.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';

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

/** A ledger entry whose reference may be SQL of the statement it is part of (`'message:' || …`). */
export type TLedgerChange = Omit<TLedgerEntry, 'reference'> & { reference: string | Sql };

/**
 * A balance change as common table expressions of a larger statement (`with …, ${change}, …`),
 * so that what a change pays for can be written in the same statement: `ledger_balance` holds
 * the new balance, or no row when nothing changed (not enough credits). It locks the member's
 * row (`for no key update`, the lock its update takes: other members' foreign keys to this row
 * are not blocked, so a chat send between two members cannot deadlock on it), applies the
 * change if the balance stays non-negative (free credits go first when spending; with `bought`,
 * only if that many bought credits are left), and appends the ledger row.
 */
export function ledgerChange(entry: TLedgerChange): Sql {
  const { memberId, delta } = entry;
  const bonus = entry.bonus ?? false;
  const bought = entry.bought ?? false;
  return sql`ledger_cur as (
       select credits, bonus_credits from members where id = ${memberId} for no key update),
     ledger_balance as (
       update members m set credits = ledger_cur.credits + ${delta}::int,
              bonus_credits = case when ${bought}::boolean then ledger_cur.bonus_credits
                                   when ${delta}::int < 0 then greatest(ledger_cur.bonus_credits + ${delta}::int, 0)
                                   when ${bonus}::boolean then ledger_cur.bonus_credits + ${delta}::int
                                   else ledger_cur.bonus_credits end
       from ledger_cur
       where m.id = ${memberId}
         and ledger_cur.credits + ${delta}::int
             >= (case when ${bought}::boolean then ledger_cur.bonus_credits else 0 end)
       returning m.credits, m.bonus_credits - ledger_cur.bonus_credits as bonus_delta),
     ledger_row as (
       insert into credit_ledger (member_id, delta, bonus_delta, balance_after, reason, reference)
       select ${memberId}, ${delta}, bonus_delta, credits, ${entry.reason}, ${entry.reference}
       from ledger_balance)`;
}

/** Applies one ledger entry in one statement. Returns the new balance; null when nothing changed. */
export async function applyLedgerEntry(tx: Queryable, entry: TLedgerEntry): Promise<number | null> {
  const [row] = await tx.query<{ credits: number }>(
    sql`with ${ledgerChange(entry)} select credits from ledger_balance`,
  );
  return row?.credits ?? null;
}
