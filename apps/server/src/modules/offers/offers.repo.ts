import type { TCurrency, TPaymentMethod } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

export type TDiscountKind = 'standard' | 'welcome' | 'time_bonus' | 'retention';

export type TCodeRow = {
  id: number;
  site_id: number;
  code: string;
  kind: TDiscountKind;
  value_percentage: number;
  minimum_order_value: number | null;
  currency: TCurrency | null;
  country: string | null;
  member_id: number | null;
  expires: Date | string | null;
  validity_seconds: number | null;
  max_uses: number | null;
  paymentmethods: TPaymentMethod[] | null;
  status: 'active' | 'disabled';
};

const CODE_COLUMNS = `id, site_id, code, kind, value_percentage, minimum_order_value, currency,
  country, member_id, expires, validity_seconds, max_uses, paymentmethods, status`;

export type TOfferMember = {
  id: number;
  site_id: number;
  paid_user: boolean;
  country: string | null;
  created_at: Date | string;
};

export async function findMember(db: Queryable, memberId: number): Promise<TOfferMember | null> {
  const [row] = await db.query<TOfferMember>(
    `select m.id, m.site_id, m.paid_user, p.country, m.created_at
     from members m left join profiles p on p.member_id = m.id where m.id = $1`,
    [memberId],
  );
  return row ?? null;
}

export async function findCode(
  db: Queryable,
  siteId: number,
  code: string,
): Promise<TCodeRow | null> {
  const [row] = await db.query<TCodeRow>(
    `select ${CODE_COLUMNS} from discount_codes where site_id = $1 and code = $2`,
    [siteId, code],
  );
  return row ?? null;
}

/** The site's active code of a kind (the time bonus, the welcome discount). */
export async function findKind(
  db: Queryable,
  siteId: number,
  kind: TDiscountKind,
): Promise<TCodeRow | null> {
  const [row] = await db.query<TCodeRow>(
    `select ${CODE_COLUMNS} from discount_codes
     where site_id = $1 and kind = $2 and status = 'active' order by id limit 1`,
    [siteId, kind],
  );
  return row ?? null;
}

/**
 * Locks a code while a payment takes a use of it (uses of one code queue here). `no key update`:
 * the payment and redemption rows that refer to the code take a key-share lock on it, which a
 * plain `for update` would wait on (concurrent checkouts deadlocked).
 */
export async function lockCode(tx: Queryable, id: number): Promise<void> {
  await tx.query('select id from discount_codes where id = $1 for no key update', [id]);
}

/**
 * Uses that count (held or spent): of everyone, and of this member. `asShown`: the member's own
 * holds by payments still open at the provider do not count (a new checkout cancels those,
 * `openPaymentsHolding`), so the shop shows the discount the next checkout gets.
 */
export async function countUses(
  db: Queryable,
  codeId: number,
  memberId: number,
  asShown = false,
): Promise<{ all: number; mine: number; mine_held: number }> {
  const [row] = await db.query<{ all: number; mine: number; mine_held: number }>(
    `select count(*)::int as all,
       count(*) filter (where r.member_id = $2)::int as mine,
       count(*) filter (where r.member_id = $2 and r.state = 'held')::int as mine_held
     from discount_redemptions r
     where r.code_id = $1 and r.state in ('held', 'spent')
       and not ($3 and r.member_id = $2 and r.state = 'held'
                and exists (select 1 from payments p where p.id = r.payment_id and p.status = 'open'
                            and p.provider_id is not null))`,
    [codeId, memberId, asShown],
  );
  return row!;
}

/**
 * The member's uses of first-purchase codes (the time bonus, the welcome discount) on the site,
 * held by an open payment or spent: one first purchase takes one of them at most. `asShown` as
 * in `countUses`.
 */
export async function firstPurchaseUses(
  db: Queryable,
  siteId: number,
  memberId: number,
  asShown = false,
): Promise<{ held: number; spent: number }> {
  const [row] = await db.query<{ held: number; spent: number }>(
    `select count(*) filter (where r.state = 'held')::int as held,
       count(*) filter (where r.state = 'spent')::int as spent
     from discount_redemptions r join discount_codes d on d.id = r.code_id
     where r.member_id = $2 and d.site_id = $1 and d.kind in ('time_bonus', 'welcome')
       and r.state in ('held', 'spent')
       and not ($3 and r.state = 'held'
                and exists (select 1 from payments p where p.id = r.payment_id and p.status = 'open'
                            and p.provider_id is not null))`,
    [siteId, memberId, asShown],
  );
  return row!;
}

/**
 * The provider ids of the member's payments, still open at the provider, whose holds stand in the
 * way of a new checkout with the code: the same code, or another first-purchase code when this
 * one is one. The checkout with `idempotencyKey` itself (a double click) is never among them.
 */
export async function openPaymentsHolding(
  db: Queryable,
  memberId: number,
  codeId: number,
  idempotencyKey: string,
): Promise<string[]> {
  const rows = await db.query<{ provider_id: string }>(
    `select p.provider_id
     from discount_redemptions r
     join payments p on p.id = r.payment_id
     join discount_codes held on held.id = r.code_id
     join discount_codes wanted on wanted.id = $2
     where r.member_id = $1 and r.state = 'held' and p.status = 'open'
       and p.provider_id is not null and p.idempotency_key <> $3
       and (held.id = wanted.id
            or (held.kind in ('time_bonus', 'welcome') and wanted.kind in ('time_bonus', 'welcome')))`,
    [memberId, codeId, idempotencyKey],
  );
  return rows.map((r) => r.provider_id);
}

type THeldFirstPurchase = {
  kind: 'time_bonus' | 'welcome';
  code: string;
  percentage: number;
  payment_id: number;
  payment_status: 'pending';
};

/**
 * The member's first-purchase discount (the time bonus, the welcome discount) that a payment the
 * provider has yet to confirm holds on the site (pending, or never answered by the provider),
 * with that payment: the shop says where the discount went. (A payment open at the provider is
 * cancelled by the next checkout, which gets the discount: the shop shows it.)
 */
export async function heldFirstPurchase(
  db: Queryable,
  siteId: number,
  memberId: number,
): Promise<THeldFirstPurchase | null> {
  const [row] = await db.query<THeldFirstPurchase>(
    `select d.kind, d.code, d.value_percentage as percentage, r.payment_id,
            'pending' as payment_status
     from discount_redemptions r
     join discount_codes d on d.id = r.code_id
     join payments p on p.id = r.payment_id
     where r.member_id = $2 and d.site_id = $1 and d.kind in ('time_bonus', 'welcome')
       and r.state = 'held' and (p.status = 'pending' or p.provider_id is null)
     order by r.id desc limit 1`,
    [siteId, memberId],
  );
  return row ?? null;
}

/**
 * Locks the member's row while a payment takes a use of a code: one member's checkouts queue,
 * so two first-purchase codes cannot both be held at once. `no key update`, like the code's lock.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('select id from members where id = $1 for no key update', [memberId]);
}

export async function insertHold(
  tx: Queryable,
  codeId: number,
  memberId: number,
  paymentId: number,
): Promise<void> {
  await tx.query(
    `insert into discount_redemptions (code_id, member_id, payment_id) values ($1, $2, $3)`,
    [codeId, memberId, paymentId],
  );
}

/** Ends the hold of a payment: spent (paid) or released (failed, cancelled, expired). */
export async function settleHold(
  tx: Queryable,
  paymentId: number,
  state: 'spent' | 'released',
): Promise<void> {
  await tx.query(
    `update discount_redemptions set state = $2, updated_at = now()
     where payment_id = $1 and state = 'held'`,
    [paymentId, state],
  );
}

export async function redemptionOf(
  db: Queryable,
  paymentId: number,
): Promise<{ state: 'held' | 'spent' | 'released'; code_id: number } | null> {
  const [row] = await db.query<{ state: 'held' | 'spent' | 'released'; code_id: number }>(
    'select state, code_id from discount_redemptions where payment_id = $1',
    [paymentId],
  );
  return row ?? null;
}

/** The member's retention code on this site, if one was handed out. */
export async function findRetentionCode(
  db: Queryable,
  siteId: number,
  memberId: number,
): Promise<TCodeRow | null> {
  const [row] = await db.query<TCodeRow>(
    `select ${CODE_COLUMNS} from discount_codes
     where site_id = $1 and member_id = $2 and kind = 'retention' order by id desc limit 1`,
    [siteId, memberId],
  );
  return row ?? null;
}

export type TNewCode = {
  siteId: number;
  code: string;
  kind?: TDiscountKind;
  percentage: number;
  minimum?: { value: number; currency: TCurrency } | null;
  country?: string | null;
  memberId?: number | null;
  expires?: Date | null;
  validitySeconds?: number | null;
  maxUses?: number | null;
  methods?: TPaymentMethod[] | null;
};

/** Adds a code (demo seed, operators' tools, retention codes); an existing one stays as it is. */
export async function insertCode(db: Queryable, c: TNewCode): Promise<boolean> {
  const rows = await db.query(
    `insert into discount_codes (site_id, code, kind, value_percentage, minimum_order_value,
       currency, country, member_id, expires, validity_seconds, max_uses, paymentmethods)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (site_id, code) do nothing returning id`,
    [
      c.siteId,
      c.code,
      c.kind ?? 'standard',
      c.percentage,
      c.minimum?.value ?? null,
      c.minimum?.currency ?? null,
      c.country ?? null,
      c.memberId ?? null,
      c.expires ?? null,
      c.validitySeconds ?? null,
      c.maxUses ?? null,
      c.methods ?? null,
    ],
  );
  return rows.length > 0;
}

export async function findCodeById(db: Queryable, id: number): Promise<TCodeRow | null> {
  const [row] = await db.query<TCodeRow>(
    `select ${CODE_COLUMNS} from discount_codes where id = $1`,
    [id],
  );
  return row ?? null;
}
