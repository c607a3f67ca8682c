import { randomBytes } from 'node:crypto';
import { CARD_METHODS, type TPaymentMethod } from '@cupido/contract';
import type { Db, Queryable } from '../../platform/db/db.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type TCreateProviderPayment,
  type TDirectDebitMandateInput,
  type TProviderMandate,
  type TProviderPayment,
  type TProviderPaymentStatus,
  type TSequenceType,
} from './payment-provider.ts';

/** The hosted payment page of the sandbox, served by this server. */
export const SANDBOX_PAGE_PATH = '/sandbox-pay';

/** What the member does on the sandbox's hosted page. */
export const SANDBOX_ACTIONS = ['pay', 'fail', 'cancel', 'pending'] as const;
export type TSandboxAction = (typeof SANDBOX_ACTIONS)[number];

type TSandboxRow = {
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

const newId = (prefix: string) => `${prefix}_sb${randomBytes(12).toString('hex')}`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const isCard = (method: string) => (CARD_METHODS as readonly string[]).includes(method);

/**
 * The built-in sandbox provider (development and the demo; the config refuses it in production).
 * It plays an external provider: its state lives in its own tables (so it survives a restart
 * like a real provider's), it serves a hosted payment page with the buttons Pay, Fail, Cancel
 * and Leave pending, and it notifies our webhook with the payment id only, after which we fetch
 * the status from it like from Mollie.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly db: Db;
  /** Our webhook: called with the provider id after each change, like an HTTP notification. */
  private notify: (providerId: string) => Promise<void> = async () => {};

  constructor(db: Db) {
    this.db = db;
  }

  /** Connects the webhook (the payments service), which exists after the provider. */
  onNotify(notify: (providerId: string) => Promise<void>) {
    this.notify = notify;
  }

  async createPayment(input: TCreateProviderPayment): Promise<TProviderPayment> {
    if (input.amountMinor <= 0) throw new PaymentProviderError('rejected', 'amount');
    const sequence = input.sequenceType ?? 'oneoff';
    let mandate: { id: string; refuses_recurring: boolean } | undefined;
    if (sequence === 'recurring') {
      if (!input.customerId) throw new PaymentProviderError('rejected', 'customer required');
      [mandate] = await this.db.query<{ id: string; refuses_recurring: boolean }>(
        `select id, refuses_recurring from sandbox_mandates
         where customer_id = $1 and status = 'valid' and ($2::text is null or id = $2)
         order by created_at desc limit 1`,
        [input.customerId, input.mandateId ?? null],
      );
      if (!mandate) throw new PaymentProviderError('rejected', 'no valid mandate');
    }
    // A recurring charge is decided at once (no member present): paid, or refused by the card.
    const status: TProviderPaymentStatus = !mandate
      ? 'open'
      : mandate.refuses_recurring
        ? 'failed'
        : 'paid';
    const id = newId('tr');
    await this.db.query(
      `insert into sandbox_payments (id, idempotency_key, status, amount, currency, method,
         description, redirect_url, webhook_url, metadata, locale, customer_id, mandate_id,
         sequence_type, paid_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         case when $3 = 'paid' then now() end)
       on conflict (idempotency_key) do nothing`,
      [
        id,
        input.idempotencyKey ?? null,
        status,
        input.amountMinor,
        input.currency,
        input.method,
        input.description,
        input.redirectUrl,
        input.webhookUrl,
        JSON.stringify(input.metadata),
        input.locale ?? null,
        input.customerId ?? null,
        mandate?.id ?? null,
        sequence,
      ],
    );
    const [row] = await this.db.query<TSandboxRow>(
      input.idempotencyKey
        ? 'select * from sandbox_payments where idempotency_key = $1'
        : 'select * from sandbox_payments where id = $1',
      [input.idempotencyKey ?? id],
    );
    if (row!.id === id && mandate) this.notifyLater(id);
    return this.view(row!);
  }

  async getPayment(id: string): Promise<TProviderPayment | null> {
    const [row] = await this.db.query<TSandboxRow>('select * from sandbox_payments where id = $1', [
      id,
    ]);
    return row ? this.view(row) : null;
  }

  /** The sandbox payment as its hosted page shows it (null: unknown id). */
  async pageView(id: string) {
    const [row] = await this.db.query<TSandboxRow>('select * from sandbox_payments where id = $1', [
      id,
    ]);
    return row ?? null;
  }

  /**
   * The member's choice on the hosted page. Only an open or pending payment changes. A paid first
   * card payment leaves a mandate (the saved card); `refuseRecurring` makes that card refuse
   * later recurring charges (to try 'Credit card payment failed'). Answers where to go back to.
   */
  async act(
    id: string,
    action: TSandboxAction,
    refuseRecurring = false,
  ): Promise<{ redirectUrl: string } | null> {
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<TSandboxRow>(
        'select * from sandbox_payments where id = $1 for update',
        [id],
      );
      if (!row) return null;
      if (row.status !== 'open' && row.status !== 'pending') return { row, changed: false };
      const status = { pay: 'paid', fail: 'failed', cancel: 'canceled', pending: 'pending' }[
        action
      ];
      if (status === row.status) return { row, changed: false };
      let mandateId: string | null = null;
      if (action === 'pay' && row.sequence_type === 'first' && row.customer_id) {
        mandateId = await this.addMandate(tx, row.customer_id, row.method, refuseRecurring);
      }
      await tx.query(
        `update sandbox_payments set status = $2, mandate_id = coalesce($3, mandate_id),
           paid_at = case when $2 = 'paid' then now() end where id = $1`,
        [id, status, mandateId],
      );
      return { row, changed: true };
    });
    if (!result) return null;
    // Like a real provider: the notification goes out, and the member is sent back at once.
    if (result.changed) await this.notify(id).catch(() => {});
    return { redirectUrl: result.row.redirect_url };
  }

  private async addMandate(
    tx: Queryable,
    customerId: string,
    method: string,
    refusesRecurring: boolean,
  ): Promise<string> {
    const id = newId('mdt');
    const label =
      method === 'visa'
        ? 'Visa'
        : method === 'maestro'
          ? 'Maestro'
          : method === 'creditcard'
            ? 'Mastercard'
            : method[0]!.toUpperCase() + method.slice(1);
    const next = new Date();
    await tx.query(
      `insert into sandbox_mandates (id, customer_id, method, card_label, card_last4, card_expires,
         refuses_recurring) values ($1, $2, 'creditcard', $3, $4, $5, $6)`,
      [
        id,
        customerId,
        label,
        refusesRecurring ? '0002' : '4242',
        `${next.getUTCFullYear() + 3}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`,
        refusesRecurring,
      ],
    );
    return id;
  }

  async createRefund(
    paymentId: string,
    input: { amountMinor: number; currency: string; description: string; idempotencyKey?: string },
  ) {
    return this.db.transaction(async (tx) => {
      const [p] = await tx.query<TSandboxRow>(
        'select * from sandbox_payments where id = $1 for update',
        [paymentId],
      );
      if (!p) throw new PaymentProviderError('rejected', 'unknown payment');
      if (input.idempotencyKey) {
        const [done] = await tx.query<{ id: string; amount: number }>(
          'select id, amount from sandbox_refunds where idempotency_key = $1',
          [input.idempotencyKey],
        );
        if (done)
          return {
            id: done.id,
            paymentId,
            amountMinor: done.amount,
            status: 'refunded' as const,
          };
      }
      if (p.status !== 'paid' || input.amountMinor > p.amount - p.amount_refunded)
        throw new PaymentProviderError('rejected', 'refund exceeds the amount left');
      const id = newId('re');
      await tx.query(
        'insert into sandbox_refunds (id, payment_id, idempotency_key, amount) values ($1, $2, $3, $4)',
        [id, paymentId, input.idempotencyKey ?? null, input.amountMinor],
      );
      await tx.query(
        'update sandbox_payments set amount_refunded = amount_refunded + $2 where id = $1',
        [paymentId, input.amountMinor],
      );
      return { id, paymentId, amountMinor: input.amountMinor, status: 'refunded' as const };
    });
  }

  async createCustomer(input: { name: string; email: string }) {
    const id = newId('cst');
    await this.db.query('insert into sandbox_customers (id, name, email) values ($1, $2, $3)', [
      id,
      input.name,
      input.email,
    ]);
    return { id };
  }

  /** A SEPA direct-debit mandate on the customer's account: valid at once, as at Mollie. */
  async createDirectDebitMandate(
    customerId: string,
    input: TDirectDebitMandateInput,
  ): Promise<TProviderMandate> {
    const [customer] = await this.db.query<{ id: string }>(
      'select id from sandbox_customers where id = $1',
      [customerId],
    );
    if (!customer) throw new PaymentProviderError('rejected', 'unknown customer');
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(input.consumerAccount))
      throw new PaymentProviderError('rejected', 'consumer account invalid');
    const id = newId('mdt');
    await this.db.query(
      `insert into sandbox_mandates (id, customer_id, method, consumer_name, consumer_account)
       values ($1, $2, 'directdebit', $3, $4)`,
      [id, customerId, input.consumerName, input.consumerAccount],
    );
    return (await this.listMandates(customerId)).find((m) => m.id === id)!;
  }

  /**
   * The payer's bank takes a paid payment back (a SEPA debit that bounced, a card dispute), and
   * the webhook is notified, as Mollie does. Tests and the demo play the bank with it.
   */
  async chargeBack(id: string): Promise<void> {
    const [row] = await this.db.query<{ id: string }>(
      `update sandbox_payments set amount_charged_back = amount
       where id = $1 and status = 'paid' and amount_charged_back = 0 returning id`,
      [id],
    );
    if (!row) throw new PaymentProviderError('rejected', 'not a paid payment');
    await this.notify(id).catch(() => {});
  }

  async listMandates(customerId: string): Promise<TProviderMandate[]> {
    const rows = await this.db.query<{
      id: string;
      status: 'valid' | 'invalid';
      method: string;
      card_label: string | null;
      card_last4: string | null;
      card_expires: string | null;
      created_at: Date | string;
    }>(
      `select id, status, method, card_label, card_last4, card_expires, created_at
       from sandbox_mandates where customer_id = $1 order by created_at desc`,
      [customerId],
    );
    return rows.map((m) => ({
      id: m.id,
      customerId,
      status: m.status,
      method: m.method,
      card:
        m.method === 'directdebit'
          ? null
          : { label: m.card_label, last4: m.card_last4, expires: m.card_expires },
      createdAt: new Date(m.created_at).toISOString(),
    }));
  }

  async revokeMandate(customerId: string, mandateId: string): Promise<void> {
    await this.db.query(
      `update sandbox_mandates set status = 'invalid' where id = $1 and customer_id = $2`,
      [mandateId, customerId],
    );
  }

  private notifyLater(id: string) {
    setImmediate(() => void this.notify(id).catch(() => {}));
  }

  private async view(row: TSandboxRow): Promise<TProviderPayment> {
    const metadata =
      typeof row.metadata === 'string'
        ? (JSON.parse(row.metadata) as Record<string, string>)
        : row.metadata;
    let card: TProviderPayment['card'] = null;
    if (row.mandate_id) {
      const [m] = await this.db.query<{ card_label: string | null; card_last4: string | null }>(
        'select card_label, card_last4 from sandbox_mandates where id = $1',
        [row.mandate_id],
      );
      if (m?.card_label) card = { label: m.card_label, last4: m.card_last4 };
    }
    return {
      id: row.id,
      status: row.status,
      amountMinor: row.amount,
      currency: row.currency,
      method: isCard(row.method) ? 'creditcard' : row.method,
      checkoutUrl:
        row.status === 'open' || row.status === 'pending'
          ? `${new URL(row.redirect_url).origin}${SANDBOX_PAGE_PATH}/${row.id}`
          : null,
      metadata,
      customerId: row.customer_id,
      mandateId: row.mandate_id,
      sequenceType: row.sequence_type,
      paidAt: iso(row.paid_at),
      amountRefundedMinor: row.amount_refunded,
      amountChargedBackMinor: row.amount_charged_back,
      card,
    };
  }
}

export type { TPaymentMethod };
