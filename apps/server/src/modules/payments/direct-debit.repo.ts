import type { TPaymentStatus } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

export type TDirectDebitRow = {
  id: number;
  site_id: number;
  member_id: number;
  bundle_id: number;
  idempotency_key: string;
  return_path: string;
  discount_code: string | null;
  account_holder: string;
  iban: string | null;
  iban_hash: string;
  iban_masked: string;
  phone: string;
  phone_hash: string;
  amount: number;
  code_hash: string;
  code_expires_at: Date | string;
  code_sent_at: Date | string;
  codes_sent: number;
  tries: number;
  status: 'awaiting_code' | 'confirming' | 'confirmed';
  mandate_id: string | null;
  payment_id: number | null;
  payment_status: TPaymentStatus | null;
};

const COLUMNS = `r.id, r.site_id, r.member_id, r.bundle_id, r.idempotency_key, r.return_path,
  r.discount_code, r.account_holder, r.iban, r.iban_hash, r.iban_masked, r.phone, r.phone_hash, r.amount,
  r.code_hash, r.code_expires_at, r.code_sent_at, r.codes_sent, r.tries, r.status, r.mandate_id,
  r.payment_id, p.status as payment_status`;

export type TNewDirectDebit = {
  siteId: number;
  memberId: number;
  bundleId: number;
  idempotencyKey: string;
  returnPath: string;
  discountCode: string | null;
  accountHolder: string;
  iban: string;
  ibanHash: string;
  ibanMasked: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
  phoneHash: string;
  amount: number;
  codeHash: string;
  codeExpiresAt: Date;
  codeSentAt: Date;
};

/** Inserts an order, or finds the one this member made with the same key (created: false). */
export async function insertRequest(
  db: Queryable,
  r: TNewDirectDebit,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db.query<{ id: number }>(
    `insert into direct_debit_requests (site_id, member_id, bundle_id, idempotency_key,
       return_path, account_holder, iban, iban_hash, iban_masked, street, house_number, zip, city,
       phone, phone_hash, amount, code_hash, code_expires_at, code_sent_at, discount_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20)
     on conflict (member_id, idempotency_key) do nothing returning id`,
    [
      r.siteId,
      r.memberId,
      r.bundleId,
      r.idempotencyKey,
      r.returnPath,
      r.accountHolder,
      r.iban,
      r.ibanHash,
      r.ibanMasked,
      r.street,
      r.houseNumber,
      r.zip,
      r.city,
      r.phone,
      r.phoneHash,
      r.amount,
      r.codeHash,
      r.codeExpiresAt,
      r.codeSentAt,
      r.discountCode,
    ],
  );
  if (row) return { id: row.id, created: true };
  const [existing] = await db.query<{ id: number }>(
    'select id from direct_debit_requests where member_id = $1 and idempotency_key = $2',
    [r.memberId, r.idempotencyKey],
  );
  return { id: existing!.id, created: false };
}

export async function findRequest(db: Queryable, id: number): Promise<TDirectDebitRow | null> {
  const [row] = await db.query<TDirectDebitRow>(
    `select ${COLUMNS} from direct_debit_requests r left join payments p on p.id = r.payment_id
     where r.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The order under its row lock (tries, codes and the confirmation queue up). */
export async function lockRequest(tx: Queryable, id: number): Promise<TDirectDebitRow | null> {
  const [row] = await tx.query<TDirectDebitRow>(
    `select ${COLUMNS} from direct_debit_requests r left join payments p on p.id = r.payment_id
     where r.id = $1 for update of r`,
    [id],
  );
  return row ?? null;
}

export async function findRequestByPayment(
  db: Queryable,
  paymentId: number,
): Promise<TDirectDebitRow | null> {
  const [row] = await db.query<TDirectDebitRow>(
    `select ${COLUMNS} from direct_debit_requests r left join payments p on p.id = r.payment_id
     where r.payment_id = $1`,
    [paymentId],
  );
  return row ?? null;
}

/** Drops an order whose first code could not be sent (nothing else refers to it yet). */
export async function deleteUnsent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `delete from direct_debit_requests where id = $1 and status = 'awaiting_code'
       and codes_sent = 1 and payment_id is null`,
    [id],
  );
}

export async function countTry(tx: Queryable, id: number): Promise<void> {
  await tx.query('update direct_debit_requests set tries = tries + 1 where id = $1', [id]);
}

export async function setStatus(
  db: Queryable,
  id: number,
  status: TDirectDebitRow['status'],
): Promise<void> {
  await db.query('update direct_debit_requests set status = $2 where id = $1', [id, status]);
}

/** A new code replaces the old one: its own tries and end. */
export async function newCode(
  tx: Queryable,
  id: number,
  code: { hash: string; expiresAt: Date; sentAt: Date },
): Promise<void> {
  await tx.query(
    `update direct_debit_requests set code_hash = $2, code_expires_at = $3, code_sent_at = $4,
       codes_sent = codes_sent + 1, tries = 0 where id = $1`,
    [id, code.hash, code.expiresAt, code.sentAt],
  );
}

/** The mandate is made: the full IBAN is no longer kept. */
export async function setMandate(db: Queryable, id: number, mandateId: string): Promise<void> {
  await db.query('update direct_debit_requests set mandate_id = $2, iban = null where id = $1', [
    id,
    mandateId,
  ]);
}

export async function setPayment(db: Queryable, id: number, paymentId: number): Promise<void> {
  await db.query(
    `update direct_debit_requests set payment_id = $2, status = 'confirmed' where id = $1`,
    [id, paymentId],
  );
}

/** Whether the IBAN or the phone is blocked for direct debit. */
export async function isBlocked(
  db: Queryable,
  ibanHash: string,
  phoneHash: string,
): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from direct_debit_blocks
     where (kind = 'iban' and value_hash = $1) or (kind = 'phone' and value_hash = $2)`,
    [ibanHash, phoneHash],
  );
  return (row?.n ?? 0) > 0;
}

export async function block(
  tx: Queryable,
  kind: 'iban' | 'phone',
  valueHash: string,
  reason: 'chargeback' | 'operator',
  paymentId: number | null,
): Promise<void> {
  await tx.query(
    `insert into direct_debit_blocks (kind, value_hash, reason, payment_id)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [kind, valueHash, reason, paymentId],
  );
}

export type TLimits = {
  period_days: number;
  member_max: number;
  iban_max: number;
  phone_max: number;
};

export async function findLimits(db: Queryable, siteId: number): Promise<TLimits | null> {
  const [row] = await db.query<TLimits>(
    `select period_days, member_max, iban_max, phone_max from direct_debit_limits
     where site_id = $1`,
    [siteId],
  );
  return row ?? null;
}

/** Sets a site's limits (operators' tools and tests). */
export async function setLimits(db: Queryable, siteId: number, l: TLimits): Promise<void> {
  await db.query(
    `insert into direct_debit_limits (site_id, period_days, member_max, iban_max, phone_max)
     values ($1, $2, $3, $4, $5)
     on conflict (site_id) do update set period_days = $2, member_max = $3, iban_max = $4,
       phone_max = $5`,
    [siteId, l.period_days, l.member_max, l.iban_max, l.phone_max],
  );
}

/**
 * What was debited (or is being debited) since `since` per member, IBAN and phone: orders whose
 * code was confirmed, unless their payment failed, was cancelled or expired.
 */
export async function debitedSince(
  db: Queryable,
  q: { memberId: number; ibanHash: string; phoneHash: string; since: Date; exceptId: number },
): Promise<{ member: number; iban: number; phone: number }> {
  const [row] = await db.query<{ member: number; iban: number; phone: number }>(
    `select
       coalesce(sum(amt) filter (where member_id = $1), 0)::int as member,
       coalesce(sum(amt) filter (where iban_hash = $2), 0)::int as iban,
       coalesce(sum(amt) filter (where phone_hash = $3), 0)::int as phone
     from (
       select r.member_id, r.iban_hash, r.phone_hash, coalesce(p.amount, r.amount) as amt
       from direct_debit_requests r left join payments p on p.id = r.payment_id
       where r.created_at >= $4 and r.id <> $5 and r.status in ('confirming', 'confirmed')
         and (p.id is null or p.status in ('open', 'pending', 'paid'))
         and (r.member_id = $1 or r.iban_hash = $2 or r.phone_hash = $3)
     ) d`,
    [q.memberId, q.ibanHash, q.phoneHash, q.since, q.exceptId],
  );
  return row!;
}

/** Serialises the limit checks of one member, IBAN and phone (transaction-scoped locks). */
export async function lockDebtor(
  tx: Queryable,
  keys: { memberId: number; ibanHash: string; phoneHash: string },
): Promise<void> {
  // In a fixed order, so two confirmations never wait on each other crosswise.
  const names = [
    `dd-member:${keys.memberId}`,
    `dd-iban:${keys.ibanHash}`,
    `dd-phone:${keys.phoneHash}`,
  ];
  for (const name of names.sort())
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
}
