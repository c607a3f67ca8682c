import type { TCurrency, TPaymentFailure, TPaymentMethod, TPaymentStatus } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

export type TBundleRow = {
  id: number;
  site_id: number;
  country: string;
  credits: number;
  price: number;
  currency: TCurrency;
  popular: boolean;
  active: boolean;
};

export type TPaymentRow = {
  id: number;
  site_id: number;
  member_id: number | null;
  bundle_id: number;
  credits: number;
  amount: number;
  currency: TCurrency;
  method: TPaymentMethod;
  provider: string;
  provider_id: string | null;
  status: TPaymentStatus;
  failure: TPaymentFailure | null;
  sequence_type: 'oneoff' | 'first' | 'recurring';
  idempotency_key: string;
  return_path: string;
  checkout_url: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  refunded_at: Date | string | null;
  refunded_credits: number;
  refunded_amount: number;
  refund_provider_id: string | null;
  original_amount: number;
  discount_amount: number;
  discount_code: string | null;
  /** When the payer's bank took the payment back (a chargeback), and how much; null: never. */
  charged_back_at: Date | string | null;
  charged_back_amount: number;
  /** The bought credits the chargeback holds back now (given back when it is reversed). */
  charged_back_credits: number;
  /** Ledger changes the chargeback made so far (each has its own reference). */
  chargeback_changes: number;
  /** When the bank last gave (part of) a charged-back amount back (a won dispute); null: never. */
  chargeback_reversed_at: Date | string | null;
  /** The refunded status is the chargeback's (not a member's refund). */
  refunded_by_chargeback: boolean;
};

export type TCustomerRow = {
  member_id: number;
  provider: string;
  customer_id: string;
  mandate_id: string | null;
  card_label: string | null;
  card_last4: string | null;
  card_expires: string | null;
  last_bundle_id: number | null;
};

const PAYMENT_COLUMNS = `id, site_id, member_id, bundle_id, credits, amount, currency, method, provider,
  provider_id, status, failure, sequence_type, idempotency_key, return_path, checkout_url, created_at,
  paid_at, refunded_at, refunded_credits, refunded_amount, refund_provider_id, original_amount,
  discount_amount, discount_code, charged_back_at, charged_back_amount, charged_back_credits,
  chargeback_changes, chargeback_reversed_at, refunded_by_chargeback`;

export async function listBundles(
  db: Queryable,
  siteId: number,
  country: string,
): Promise<TBundleRow[]> {
  return db.query<TBundleRow>(
    `select id, site_id, country, credits, price, currency, popular, active from credit_bundles
     where site_id = $1 and country = $2 and active order by sort, credits`,
    [siteId, country],
  );
}

export async function findBundle(db: Queryable, id: number): Promise<TBundleRow | null> {
  const [row] = await db.query<TBundleRow>(
    `select id, site_id, country, credits, price, currency, popular, active from credit_bundles
     where id = $1`,
    [id],
  );
  return row ?? null;
}

export async function listMethods(
  db: Queryable,
  siteId: number,
  country: string,
): Promise<TPaymentMethod[]> {
  const rows = await db.query<{ method: TPaymentMethod }>(
    'select method from payment_methods where site_id = $1 and country = $2 order by sort, method',
    [siteId, country],
  );
  return rows.map((r) => r.method);
}

export async function countriesWithBundles(db: Queryable, siteId: number): Promise<string[]> {
  const rows = await db.query<{ country: string }>(
    'select distinct country from credit_bundles where site_id = $1 and active',
    [siteId],
  );
  return rows.map((r) => r.country);
}

export type TMemberAccount = {
  id: number;
  site_id: number;
  name: string;
  email: string;
  language: string;
  credits: number;
  bonus_credits: number;
  paid_user: boolean;
  country: string | null;
};

export async function findMember(db: Queryable, memberId: number): Promise<TMemberAccount | null> {
  const [row] = await db.query<TMemberAccount>(
    `select m.id, m.site_id, m.name, m.email, m.language, m.credits, m.bonus_credits, m.paid_user,
       p.country
     from members m left join profiles p on p.member_id = m.id where m.id = $1`,
    [memberId],
  );
  return row ?? null;
}

/** The member's account, locked until the transaction ends (nothing spends meanwhile). */
export async function lockMember(tx: Queryable, memberId: number): Promise<TMemberAccount | null> {
  const [row] = await tx.query<TMemberAccount>(
    `select m.id, m.site_id, m.name, m.email, m.language, m.credits, m.bonus_credits, m.paid_user,
       p.country
     from members m left join profiles p on p.member_id = m.id where m.id = $1 for update of m`,
    [memberId],
  );
  return row ?? null;
}

/** Inserts a new payment, or finds the one this member made with the same idempotency key. */
export async function insertPayment(
  db: Queryable,
  p: {
    siteId: number;
    memberId: number;
    bundle: TBundleRow;
    method: TPaymentMethod;
    provider: string;
    sequenceType: 'oneoff' | 'first' | 'recurring';
    idempotencyKey: string;
    returnPath: string;
    checkAfterSeconds: number;
    /** A discount code: the price charged is the bundle's less `discount` (minor units). */
    discount?: { codeId: number; code: string; percentage: number; discount: number } | null;
  },
): Promise<{ payment: TPaymentRow; created: boolean }> {
  const d = p.discount ?? null;
  const [created] = await db.query<TPaymentRow>(
    `insert into payments (site_id, member_id, bundle_id, credits, amount, currency, method,
       provider, sequence_type, idempotency_key, return_path, check_after, original_amount,
       discount_amount, discount_code_id, discount_code, discount_percentage)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12),
       $13, $14, $15, $16, $17)
     on conflict (member_id, idempotency_key) do nothing
     returning ${PAYMENT_COLUMNS}`,
    [
      p.siteId,
      p.memberId,
      p.bundle.id,
      p.bundle.credits,
      p.bundle.price - (d?.discount ?? 0),
      p.bundle.currency,
      p.method,
      p.provider,
      p.sequenceType,
      p.idempotencyKey,
      p.returnPath,
      p.checkAfterSeconds,
      p.bundle.price,
      d?.discount ?? 0,
      d?.codeId ?? null,
      d?.code ?? null,
      d?.percentage ?? null,
    ],
  );
  if (created) return { payment: created, created: true };
  const [existing] = await db.query<TPaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where member_id = $1 and idempotency_key = $2`,
    [p.memberId, p.idempotencyKey],
  );
  return { payment: existing!, created: false };
}

/** Records the provider's id and checkout page of a payment (the same id if set twice). */
export async function setProviderPayment(
  db: Queryable,
  id: number,
  providerId: string,
  checkoutUrl: string | null,
): Promise<void> {
  await db.query(
    `update payments set provider_id = $2, checkout_url = coalesce($3, checkout_url),
       updated_at = now()
     where id = $1 and (provider_id is null or provider_id = $2)`,
    [id, providerId, checkoutUrl],
  );
}

export async function findPayment(db: Queryable, id: number): Promise<TPaymentRow | null> {
  const [row] = await db.query<TPaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where id = $1`,
    [id],
  );
  return row ?? null;
}

/** Locks a payment row for its status change (the webhook, the recovery job and refunds queue). */
export async function lockPayment(tx: Queryable, id: number): Promise<TPaymentRow | null> {
  const [row] = await tx.query<TPaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where id = $1 for update`,
    [id],
  );
  return row ?? null;
}

export async function findByProviderId(
  db: Queryable,
  provider: string,
  providerId: string,
): Promise<TPaymentRow | null> {
  const [row] = await db.query<TPaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return row ?? null;
}

export async function listMemberPayments(
  db: Queryable,
  memberId: number,
  siteId: number,
): Promise<TPaymentRow[]> {
  return db.query<TPaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where member_id = $1 and site_id = $2
     order by id desc limit 200`,
    [memberId, siteId],
  );
}

export async function updateStatus(
  tx: Queryable,
  id: number,
  change: { status: TPaymentStatus; failure: TPaymentFailure | null; paid: boolean },
): Promise<void> {
  await tx.query(
    `update payments set status = $2, failure = coalesce($3, failure), updated_at = now(),
       paid_at = case when $4 then coalesce(paid_at, now()) else paid_at end,
       checkout_url = case when $2 in ('open', 'pending') then checkout_url end
     where id = $1`,
    [id, change.status, change.failure, change.paid],
  );
}

export async function markRefunded(
  tx: Queryable,
  id: number,
  credits: number,
  amount: number,
): Promise<void> {
  await tx.query(
    `update payments set status = 'refunded', refunded_at = now(), refunded_credits = $2,
       refunded_amount = $3, updated_at = now() where id = $1`,
    [id, credits, amount],
  );
}

/**
 * Records the net amount the payer's bank holds back now (a chargeback, less what a reversal gave
 * back) and the credits it holds. While an amount is held, a payment that was paid (or refunded
 * by the chargeback) is refunded with nothing paid back by us; when none is left it is paid again.
 * A member's own refund made before stays as it is.
 */
export async function setChargeback(
  tx: Queryable,
  id: number,
  c: { amount: number; credits: number; ledgerChanges: number },
): Promise<void> {
  await tx.query(
    `update payments set updated_at = now(),
       charged_back_at = case when $2::int > 0 and (charged_back_at is null or charged_back_amount = 0)
                              then now() else charged_back_at end,
       chargeback_reversed_at = case when $2::int < charged_back_amount then now()
                                     when $2::int > 0 and charged_back_amount = 0 then null
                                     else chargeback_reversed_at end,
       charged_back_amount = $2, charged_back_credits = $3, chargeback_changes = $4,
       status = case when $2::int > 0 then 'refunded'
                     when refunded_by_chargeback then 'paid' else status end,
       refunded_at = case when $2::int > 0 and status = 'paid' then now()
                          when $2::int = 0 and refunded_by_chargeback then null
                          else refunded_at end,
       refunded_credits = case when $2::int > 0 and (status = 'paid' or refunded_by_chargeback) then $3
                               when refunded_by_chargeback then 0 else refunded_credits end,
       refunded_amount = case when $2::int > 0 and status = 'paid' then 0 else refunded_amount end,
       refunded_by_chargeback = case when $2::int > 0 then status = 'paid' or refunded_by_chargeback
                                     else false end
     where id = $1`,
    [id, c.amount, c.credits, c.ledgerChanges],
  );
}

export async function setRefundProviderId(db: Queryable, id: number, refundId: string) {
  await db.query(
    'update payments set refund_provider_id = $2 where id = $1 and refund_provider_id is null',
    [id, refundId],
  );
}

export async function setPaidUser(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('update members set paid_user = true where id = $1 and not paid_user', [memberId]);
}

/**
 * After a refund or a chargeback: the member stays premium while they keep something they paid
 * for, another paid purchase or a purchase refunded only in part (credits they used and paid);
 * a member whose every purchase came back whole, or whose bank holds (part of) the money back,
 * is free again. A chargeback reversed in full makes its payment paid again: it stands.
 */
export async function keepPaidUserAfterRefund(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `update members m set paid_user = false
     where m.id = $1 and m.paid_user
       and not exists (
         select 1 from payments p where p.member_id = m.id
         and (p.status = 'paid'
              or (p.status = 'refunded' and p.refunded_credits < p.credits
                  and p.charged_back_amount = 0)))`,
    [memberId],
  );
}

/** Open and pending payments whose next check is due, oldest check first. */
export async function dueUnsettled(
  db: Queryable,
  provider: string,
  limit: number,
): Promise<{ id: number; provider_id: string | null; age_seconds: number }[]> {
  return db.query(
    `select id, provider_id, extract(epoch from now() - created_at)::int as age_seconds
     from payments where status in ('open', 'pending') and check_after <= now() and provider = $1
     order by check_after limit $2`,
    [provider, limit],
  );
}

export async function setCheckAfter(db: Queryable, id: number, seconds: number): Promise<void> {
  await db.query(
    'update payments set check_after = now() + make_interval(secs => $2) where id = $1',
    [id, seconds],
  );
}

/** A payment the provider never created (a crash before its answer) ends as expired. */
export async function expireUncreated(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `update payments set status = 'expired', updated_at = now()
     where id = $1 and provider_id is null and status = 'open' returning id`,
    [id],
  );
  return rows.length > 0;
}

export async function findCustomer(
  db: Queryable,
  memberId: number,
  provider: string,
): Promise<TCustomerRow | null> {
  const [row] = await db.query<TCustomerRow>(
    `select member_id, provider, customer_id, mandate_id, card_label, card_last4, card_expires,
       last_bundle_id from payment_customers where member_id = $1 and provider = $2`,
    [memberId, provider],
  );
  return row ?? null;
}

export async function insertCustomer(
  db: Queryable,
  memberId: number,
  provider: string,
  customerId: string,
): Promise<TCustomerRow> {
  await db.query(
    `insert into payment_customers (member_id, provider, customer_id) values ($1, $2, $3)
     on conflict do nothing`,
    [memberId, provider, customerId],
  );
  return (await findCustomer(db, memberId, provider))!;
}

export async function saveMandate(
  tx: Queryable,
  memberId: number,
  provider: string,
  mandate: { id: string; label: string | null; last4: string | null; expires: string | null },
): Promise<void> {
  await tx.query(
    `update payment_customers set mandate_id = $3, card_label = $4, card_last4 = $5,
       card_expires = $6 where member_id = $1 and provider = $2`,
    [memberId, provider, mandate.id, mandate.label, mandate.last4, mandate.expires],
  );
}

export async function setLastBundle(
  tx: Queryable,
  memberId: number,
  provider: string,
  bundleId: number,
): Promise<void> {
  await tx.query(
    'update payment_customers set last_bundle_id = $3 where member_id = $1 and provider = $2',
    [memberId, provider, bundleId],
  );
}

export async function forgetMandate(db: Queryable, memberId: number, provider: string) {
  await db.query(
    `update payment_customers set mandate_id = null, card_label = null, card_last4 = null,
       card_expires = null where member_id = $1 and provider = $2`,
    [memberId, provider],
  );
}

/** Bundles and methods of a site (demo seed and operators' tools). */
export async function insertBundle(
  db: Queryable,
  b: {
    siteId: number;
    country: string;
    credits: number;
    price: number;
    currency: TCurrency;
    popular: boolean;
    sort: number;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into credit_bundles (site_id, country, credits, price, currency, popular, sort)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [b.siteId, b.country, b.credits, b.price, b.currency, b.popular, b.sort],
  );
  return row!.id;
}

export async function insertMethod(
  db: Queryable,
  siteId: number,
  country: string,
  method: TPaymentMethod,
  sort: number,
): Promise<void> {
  await db.query(
    `insert into payment_methods (site_id, country, method, sort) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [siteId, country, method, sort],
  );
}

export async function siteHasBundles(db: Queryable, siteId: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from credit_bundles where site_id = $1',
    [siteId],
  );
  return (row?.n ?? 0) > 0;
}
