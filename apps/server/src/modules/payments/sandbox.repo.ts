import type { Queryable } from '../../platform/db/db.ts';
import type { TProviderPaymentStatus, TSequenceType } from './payment-provider.ts';

/** The sandbox provider's own tables (sandbox_*): the state an external provider would keep. */

export type TSandboxRow = {
  id: string;
  status: TProviderPaymentStatus;
  amount: number;
  currency: string;
  method: string;
  description: string;
  redirect_url: string;
  webhook_url: string;
  metadata: Record<string, string> | string;
  locale: string | null;
  customer_id: string | null;
  mandate_id: string | null;
  sequence_type: TSequenceType;
  amount_refunded: number;
  amount_charged_back: number;
  paid_at: Date | string | null;
};

export type TSandboxMandateRow = {
  id: string;
  status: 'valid' | 'invalid';
  method: string;
  card_label: string | null;
  card_last4: string | null;
  card_expires: string | null;
  created_at: Date | string;
};

/** The customer's newest valid mandate (that one when `mandateId` is given); null when none. */
export async function findValidMandate(
  db: Queryable,
  customerId: string,
  mandateId: string | null,
): Promise<{ id: string; refuses_recurring: boolean } | null> {
  const [row] = await db.query<{ id: string; refuses_recurring: boolean }>(
    `select id, refuses_recurring from sandbox_mandates
         where customer_id = $1 and status = 'valid' and ($2::text is null or id = $2)
         order by created_at desc limit 1`,
    [customerId, mandateId],
  );
  return row ?? null;
}

/** Inserts a payment, unless one with the same idempotency key exists (then nothing happens). */
export async function insertPayment(
  db: Queryable,
  payment: {
    id: string;
    idempotencyKey: string | null;
    status: TProviderPaymentStatus;
    amount: number;
    currency: string;
    method: string;
    description: string;
    redirectUrl: string;
    webhookUrl: string;
    metadata: Record<string, string>;
    locale: string | null;
    customerId: string | null;
    mandateId: string | null;
    sequenceType: TSequenceType;
  },
): Promise<void> {
  await db.query(
    `insert into sandbox_payments (id, idempotency_key, status, amount, currency, method,
         description, redirect_url, webhook_url, metadata, locale, customer_id, mandate_id,
         sequence_type, paid_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         case when $3 = 'paid' then now() end)
       on conflict (idempotency_key) do nothing`,
    [
      payment.id,
      payment.idempotencyKey,
      payment.status,
      payment.amount,
      payment.currency,
      payment.method,
      payment.description,
      payment.redirectUrl,
      payment.webhookUrl,
      JSON.stringify(payment.metadata),
      payment.locale,
      payment.customerId,
      payment.mandateId,
      payment.sequenceType,
    ],
  );
}

/**
 * The payment insertPayment just made or found: by the idempotency key when there is one (the
 * earlier payment with that key), else by `id`.
 */
export async function findInsertedPayment(
  db: Queryable,
  id: string,
  idempotencyKey: string | undefined,
): Promise<TSandboxRow | null> {
  const [row] = await db.query<TSandboxRow>(
    idempotencyKey
      ? 'select * from sandbox_payments where idempotency_key = $1'
      : 'select * from sandbox_payments where id = $1',
    [idempotencyKey ?? id],
  );
  return row ?? null;
}

export async function findPayment(db: Queryable, id: string): Promise<TSandboxRow | null> {
  const [row] = await db.query<TSandboxRow>('select * from sandbox_payments where id = $1', [id]);
  return row ?? null;
}

/** The payment, locked until the transaction ends; null when the id is unknown. */
export async function lockPayment(db: Queryable, id: string): Promise<TSandboxRow | null> {
  const [row] = await db.query<TSandboxRow>(
    'select * from sandbox_payments where id = $1 for update',
    [id],
  );
  return row ?? null;
}

/** Sets the payment's status (paid: now paid; a mandate when given). */
/** An open payment left unfinished for `minutes` expires, as at a real provider. */
export async function expireIfLeft(db: Queryable, id: string, minutes: number): Promise<void> {
  await db.query(
    `update sandbox_payments set status = 'expired'
     where id = $1 and status = 'open' and created_at < now() - make_interval(mins => $2)`,
    [id, minutes],
  );
}

export async function setPaymentStatus(
  db: Queryable,
  id: string,
  status: string,
  mandateId: string | null,
): Promise<void> {
  await db.query(
    `update sandbox_payments set status = $2, mandate_id = coalesce($3, mandate_id),
           paid_at = case when $2 = 'paid' then now() end where id = $1`,
    [id, status, mandateId],
  );
}

/** A saved card, the mandate a paid first card payment leaves. */
export async function insertCardMandate(
  db: Queryable,
  mandate: {
    id: string;
    customerId: string;
    cardLabel: string;
    cardLast4: string;
    cardExpires: string;
    refusesRecurring: boolean;
  },
): Promise<void> {
  await db.query(
    `insert into sandbox_mandates (id, customer_id, method, card_label, card_last4, card_expires,
         refuses_recurring) values ($1, $2, 'creditcard', $3, $4, $5, $6)`,
    [
      mandate.id,
      mandate.customerId,
      mandate.cardLabel,
      mandate.cardLast4,
      mandate.cardExpires,
      mandate.refusesRecurring,
    ],
  );
}

/** The refund made earlier with this idempotency key, if any. */
export async function findRefundByIdempotencyKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<{ id: string; amount: number } | null> {
  const [row] = await db.query<{ id: string; amount: number }>(
    'select id, amount from sandbox_refunds where idempotency_key = $1',
    [idempotencyKey],
  );
  return row ?? null;
}

/** Records a refund and adds it to the payment's refunded amount. */
export async function insertRefund(
  db: Queryable,
  refund: { id: string; paymentId: string; idempotencyKey: string | null; amount: number },
): Promise<void> {
  await db.query(
    'insert into sandbox_refunds (id, payment_id, idempotency_key, amount) values ($1, $2, $3, $4)',
    [refund.id, refund.paymentId, refund.idempotencyKey, refund.amount],
  );
  await db.query(
    'update sandbox_payments set amount_refunded = amount_refunded + $2 where id = $1',
    [refund.paymentId, refund.amount],
  );
}

export async function insertCustomer(
  db: Queryable,
  customer: { id: string; name: string; email: string },
): Promise<void> {
  await db.query('insert into sandbox_customers (id, name, email) values ($1, $2, $3)', [
    customer.id,
    customer.name,
    customer.email,
  ]);
}

export async function customerExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('select id from sandbox_customers where id = $1', [
    id,
  ]);
  return rows.length > 0;
}

/** A SEPA direct-debit mandate on the customer's account. */
export async function insertDirectDebitMandate(
  db: Queryable,
  mandate: { id: string; customerId: string; consumerName: string; consumerAccount: string },
): Promise<void> {
  await db.query(
    `insert into sandbox_mandates (id, customer_id, method, consumer_name, consumer_account)
       values ($1, $2, 'directdebit', $3, $4)`,
    [mandate.id, mandate.customerId, mandate.consumerName, mandate.consumerAccount],
  );
}

/** Charges a paid payment back in full, once; false when it is not a paid payment not yet charged back. */
export async function chargeBackPayment(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update sandbox_payments set amount_charged_back = amount
       where id = $1 and status = 'paid' and amount_charged_back = 0 returning id`,
    [id],
  );
  return rows.length > 0;
}

/** The bank gives a charged-back payment back (a won dispute); false when none stands. */
export async function reverseChargeback(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update sandbox_payments set amount_charged_back = 0
       where id = $1 and amount_charged_back > 0 returning id`,
    [id],
  );
  return rows.length > 0;
}

/** The customer's mandates, newest first. */
export function listMandates(db: Queryable, customerId: string) {
  return db.query<TSandboxMandateRow>(
    `select id, status, method, card_label, card_last4, card_expires, created_at
       from sandbox_mandates where customer_id = $1 order by created_at desc`,
    [customerId],
  );
}

export async function revokeMandate(
  db: Queryable,
  customerId: string,
  mandateId: string,
): Promise<void> {
  await db.query(
    `update sandbox_mandates set status = 'invalid' where id = $1 and customer_id = $2`,
    [mandateId, customerId],
  );
}

/** The card of a mandate (a direct-debit mandate has none: its label is null). */
export async function findMandateCard(
  db: Queryable,
  mandateId: string,
): Promise<{ card_label: string | null; card_last4: string | null } | null> {
  const [row] = await db.query<{ card_label: string | null; card_last4: string | null }>(
    'select card_label, card_last4 from sandbox_mandates where id = $1',
    [mandateId],
  );
  return row ?? null;
}
