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
} from './payment-provider.ts';
import {
  chargeBackPayment,
  reverseChargeback,
  customerExists,
  expireIfLeft,
  findInsertedPayment,
  findMandateCard,
  findPayment,
  findRefundByIdempotencyKey,
  findValidMandate,
  insertCardMandate,
  insertCustomer,
  insertDirectDebitMandate,
  insertPayment,
  insertRefund,
  listMandates,
  lockPayment,
  revokeMandate,
  setPaymentStatus,
  type TSandboxRow,
} from './sandbox.repo.ts';

/** The hosted payment page of the sandbox, served by this server. */
export const SANDBOX_PAGE_PATH = '/sandbox-pay';

/** What the member does on the sandbox's hosted page. */
export const SANDBOX_ACTIONS = ['pay', 'fail', 'cancel', 'pending'] as const;
export type TSandboxAction = (typeof SANDBOX_ACTIONS)[number];

/**
 * A payment left open on the hosted page expires after this long, as a real provider's does (its
 * discount code is then given back when the payments' recovery job asks about it).
 */
export const SANDBOX_EXPIRY_MINUTES = 15;

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
    let mandate: { id: string; refuses_recurring: boolean } | null = null;
    if (sequence === 'recurring') {
      if (!input.customerId) throw new PaymentProviderError('rejected', 'customer required');
      mandate = await findValidMandate(this.db, input.customerId, input.mandateId ?? null);
      if (!mandate) throw new PaymentProviderError('rejected', 'no valid mandate');
    }
    // A recurring charge is decided at once (no member present): paid, or refused by the card.
    const status: TProviderPaymentStatus = !mandate
      ? 'open'
      : mandate.refuses_recurring
        ? 'failed'
        : 'paid';
    const id = newId('tr');
    await insertPayment(this.db, {
      id,
      idempotencyKey: input.idempotencyKey ?? null,
      status,
      amount: input.amountMinor,
      currency: input.currency,
      method: input.method,
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadata: input.metadata,
      locale: input.locale ?? null,
      customerId: input.customerId ?? null,
      mandateId: mandate?.id ?? null,
      sequenceType: sequence,
    });
    const row = await findInsertedPayment(this.db, id, input.idempotencyKey);
    if (row!.id === id && mandate) this.notifyLater(id);
    return this.view(row!);
  }

  async getPayment(id: string): Promise<TProviderPayment | null> {
    await expireIfLeft(this.db, id, SANDBOX_EXPIRY_MINUTES);
    const row = await findPayment(this.db, id);
    return row ? this.view(row) : null;
  }

  /** Cancels an open payment (as Mollie does; no notification: the caller settles it). */
  async cancelPayment(id: string): Promise<void> {
    await expireIfLeft(this.db, id, SANDBOX_EXPIRY_MINUTES);
    await this.db.transaction(async (tx) => {
      const row = await lockPayment(tx, id);
      if (row?.status === 'open') await setPaymentStatus(tx, id, 'canceled', null);
    });
  }

  /** The sandbox payment as its hosted page shows it (null: unknown id). */
  async pageView(id: string) {
    await expireIfLeft(this.db, id, SANDBOX_EXPIRY_MINUTES);
    return findPayment(this.db, id);
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
      const row = await lockPayment(tx, id);
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
      await setPaymentStatus(tx, id, status, mandateId);
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
    await insertCardMandate(tx, {
      id,
      customerId,
      cardLabel: label,
      cardLast4: refusesRecurring ? '0002' : '4242',
      cardExpires: `${next.getUTCFullYear() + 3}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`,
      refusesRecurring,
    });
    return id;
  }

  async createRefund(
    paymentId: string,
    input: { amountMinor: number; currency: string; description: string; idempotencyKey?: string },
  ) {
    return this.db.transaction(async (tx) => {
      const p = await lockPayment(tx, paymentId);
      if (!p) throw new PaymentProviderError('rejected', 'unknown payment');
      if (input.idempotencyKey) {
        const done = await findRefundByIdempotencyKey(tx, input.idempotencyKey);
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
      await insertRefund(tx, {
        id,
        paymentId,
        idempotencyKey: input.idempotencyKey ?? null,
        amount: input.amountMinor,
      });
      return { id, paymentId, amountMinor: input.amountMinor, status: 'refunded' as const };
    });
  }

  async createCustomer(input: { name: string; email: string }) {
    const id = newId('cst');
    await insertCustomer(this.db, { id, name: input.name, email: input.email });
    return { id };
  }

  /** A SEPA direct-debit mandate on the customer's account: valid at once, as at Mollie. */
  async createDirectDebitMandate(
    customerId: string,
    input: TDirectDebitMandateInput,
  ): Promise<TProviderMandate> {
    if (!(await customerExists(this.db, customerId)))
      throw new PaymentProviderError('rejected', 'unknown customer');
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(input.consumerAccount))
      throw new PaymentProviderError('rejected', 'consumer account invalid');
    const id = newId('mdt');
    await insertDirectDebitMandate(this.db, {
      id,
      customerId,
      consumerName: input.consumerName,
      consumerAccount: input.consumerAccount,
    });
    return (await this.listMandates(customerId)).find((m) => m.id === id)!;
  }

  /**
   * The payer's bank takes a paid payment back (a SEPA debit that bounced, a card dispute), and
   * the webhook is notified, as Mollie does. Tests and the demo play the bank with it.
   */
  async chargeBack(id: string): Promise<void> {
    if (!(await chargeBackPayment(this.db, id)))
      throw new PaymentProviderError('rejected', 'not a paid payment');
    await this.notify(id).catch(() => {});
  }

  /**
   * The payer's bank gives a charged-back payment back (the operator won the dispute), and the
   * webhook is notified. The sandbox reports the net amount charged back, so it drops to 0.
   */
  async reverseChargeback(id: string): Promise<void> {
    if (!(await reverseChargeback(this.db, id)))
      throw new PaymentProviderError('rejected', 'not a charged-back payment');
    await this.notify(id).catch(() => {});
  }

  async listMandates(customerId: string): Promise<TProviderMandate[]> {
    const rows = await listMandates(this.db, customerId);
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
    await revokeMandate(this.db, customerId, mandateId);
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
      const m = await findMandateCard(this.db, row.mandate_id);
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
