import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  PaymentProviderError,
  type PaymentProvider,
  type TCreateProviderPayment,
} from './payment-provider.ts';

/**
 * The provider contract (issue 10): what the payments service relies on, whatever the provider.
 * Every provider's test file calls `describeProviderContract` with a harness that plays the
 * world around it — the payer on the hosted page, the card network answering a recurring
 * charge — and records the webhook notifications. The sandbox and the Mollie adapter (against
 * the local fake of Mollie's API) both pass it.
 */
export type TProviderHarness = {
  provider: PaymentProvider;
  /** Given as `webhookUrl`; the harness records what the provider notifies there. */
  webhookUrl: string;
  /** The provider payment ids notified so far (a payment may be notified more than once). */
  notified(): string[];
  /**
   * The payer's choice on the hosted page of an open payment (`pending`: the bank has not
   * answered yet; a later `paid` or `failed` ends it). `refuseRecurring`: the card paid now but
   * refuses later recurring charges, for providers that decide those when they are created.
   */
  payerChooses(
    providerPaymentId: string,
    outcome: 'paid' | 'failed' | 'canceled' | 'pending',
    options?: { refuseRecurring?: boolean },
  ): Promise<void>;
  /** The answer to a recurring charge, for providers that decide it after creating it (Mollie);
   * a provider that decided at creation only lets the harness check it is this one. */
  recurringOutcome(providerPaymentId: string, outcome: 'paid' | 'failed'): Promise<void>;
  /** The payer's bank takes a paid payment back (a SEPA debit that bounced). */
  chargeBack(providerPaymentId: string): Promise<void>;
  close(): Promise<void>;
};

export function describeProviderContract(
  name: string,
  makeHarness: () => Promise<TProviderHarness>,
): void {
  describe(`payment provider contract: ${name}`, () => {
    let h: TProviderHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(async () => {
      await h?.close();
    });

    const payment = (overrides: Partial<TCreateProviderPayment> = {}): TCreateProviderPayment => ({
      amountMinor: 1295,
      currency: 'EUR',
      method: 'ideal',
      description: 'Cupido: 100 credits',
      redirectUrl: 'https://cupido.example/credits/1/ideal?payment=41',
      webhookUrl: h.webhookUrl,
      metadata: { payment_id: '41', site_id: '1', member_id: '7' },
      locale: 'nl_NL',
      ...overrides,
    });

    const notifiedOf = (id: string) =>
      vi.waitFor(() => expect(h.notified()).toContain(id), { timeout: 10_000 });

    it('creates a payment with a hosted page, echoing amount, currency and metadata', async () => {
      const created = await h.provider.createPayment(payment());
      expect(created).toMatchObject({
        status: 'open',
        amountMinor: 1295,
        currency: 'EUR',
        metadata: { payment_id: '41', site_id: '1', member_id: '7' },
        sequenceType: 'oneoff',
        amountRefundedMinor: 0,
        paidAt: null,
      });
      expect(URL.canParse(created.checkoutUrl ?? '')).toBe(true);
      const fetched = await h.provider.getPayment(created.id);
      expect(fetched).toMatchObject({ id: created.id, status: 'open', amountMinor: 1295 });
    });

    it('answers the same payment to a retried create with the same idempotency key', async () => {
      const key = randomUUID();
      const first = await h.provider.createPayment(payment({ idempotencyKey: key }));
      const again = await h.provider.createPayment(payment({ idempotencyKey: key }));
      expect(again.id).toBe(first.id);
      const other = await h.provider.createPayment(payment({ idempotencyKey: randomUUID() }));
      expect(other.id).not.toBe(first.id);
    });

    it('moves a paid payment to paid and notifies the webhook with its id', async () => {
      const created = await h.provider.createPayment(payment());
      await h.payerChooses(created.id, 'paid');
      await notifiedOf(created.id);
      const paid = await h.provider.getPayment(created.id);
      expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null, amountMinor: 1295 });
      expect(Number.isNaN(Date.parse(paid!.paidAt ?? ''))).toBe(false);
    });

    it.each(['failed', 'canceled'] as const)('ends a %s payment unpaid', async (outcome) => {
      const created = await h.provider.createPayment(payment());
      await h.payerChooses(created.id, outcome);
      await notifiedOf(created.id);
      expect(await h.provider.getPayment(created.id)).toMatchObject({
        status: outcome,
        paidAt: null,
        checkoutUrl: null,
      });
    });

    it('cancels an open payment on request, and leaves a paid one and an unknown id as they are', async () => {
      const open = await h.provider.createPayment(payment());
      await h.provider.cancelPayment(open.id);
      expect(await h.provider.getPayment(open.id)).toMatchObject({
        status: 'canceled',
        paidAt: null,
        checkoutUrl: null,
      });
      // Asked again, or after the payer paid: nothing changes, and no error.
      await h.provider.cancelPayment(open.id);
      expect((await h.provider.getPayment(open.id))?.status).toBe('canceled');
      const paid = await h.provider.createPayment(payment());
      await h.payerChooses(paid.id, 'paid');
      await notifiedOf(paid.id);
      await h.provider.cancelPayment(paid.id);
      expect((await h.provider.getPayment(paid.id))?.status).toBe('paid');
      await h.provider.cancelPayment('tr_unknown42');
    });

    it('keeps a pending payment pending until the bank answers', async () => {
      const created = await h.provider.createPayment(payment());
      await h.payerChooses(created.id, 'pending');
      expect((await h.provider.getPayment(created.id))?.status).toBe('pending');
      await h.payerChooses(created.id, 'paid');
      await notifiedOf(created.id);
      expect((await h.provider.getPayment(created.id))?.status).toBe('paid');
    });

    it('refunds part of a paid payment, never more than is left, never an unpaid one', async () => {
      const created = await h.provider.createPayment(payment({ amountMinor: 1999 }));
      const open = created.id;
      await expect(
        h.provider.createRefund(open, { amountMinor: 100, currency: 'EUR', description: 'x' }),
      ).rejects.toMatchObject({ kind: 'rejected' });
      await h.payerChooses(created.id, 'paid');
      await notifiedOf(created.id);
      const refund = await h.provider.createRefund(created.id, {
        amountMinor: 1250,
        currency: 'EUR',
        description: 'Unused credits',
        idempotencyKey: randomUUID(),
      });
      expect(refund).toMatchObject({ paymentId: created.id, amountMinor: 1250 });
      expect(['queued', 'pending', 'processing', 'refunded']).toContain(refund.status);
      expect((await h.provider.getPayment(created.id))?.amountRefundedMinor).toBe(1250);
      await expect(
        h.provider.createRefund(created.id, {
          amountMinor: 750,
          currency: 'EUR',
          description: 'x',
        }),
      ).rejects.toMatchObject({ kind: 'rejected' });
      const rest = await h.provider.createRefund(created.id, {
        amountMinor: 749,
        currency: 'EUR',
        description: 'The rest',
      });
      expect(rest.amountMinor).toBe(749);
      expect((await h.provider.getPayment(created.id))?.amountRefundedMinor).toBe(1999);
    });

    async function savedCard(refuseRecurring: boolean) {
      const customer = await h.provider.createCustomer({
        name: 'Test Member',
        email: `member-${randomUUID()}@example.com`,
        metadata: { member_id: '7' },
      });
      const first = await h.provider.createPayment(
        payment({ method: 'visa', customerId: customer.id, sequenceType: 'first' }),
      );
      expect(first).toMatchObject({
        status: 'open',
        sequenceType: 'first',
        customerId: customer.id,
      });
      await h.payerChooses(first.id, 'paid', { refuseRecurring });
      await notifiedOf(first.id);
      const mandates = await h.provider.listMandates(customer.id);
      const valid = mandates.filter((m) => m.status === 'valid');
      expect(valid).toHaveLength(1);
      expect(valid[0]).toMatchObject({ customerId: customer.id, method: 'creditcard' });
      expect(valid[0]!.card?.last4).toMatch(/^\d{4}$/);
      return { customerId: customer.id, mandateId: valid[0]!.id };
    }

    it('charges a saved card: customer, first payment, mandate, recurring payment', async () => {
      const { customerId, mandateId } = await savedCard(false);
      const recurring = await h.provider.createPayment(
        payment({ method: 'visa', customerId, sequenceType: 'recurring', amountMinor: 995 }),
      );
      expect(recurring).toMatchObject({
        sequenceType: 'recurring',
        checkoutUrl: null,
        customerId,
        amountMinor: 995,
      });
      await h.recurringOutcome(recurring.id, 'paid');
      await notifiedOf(recurring.id);
      expect(await h.provider.getPayment(recurring.id)).toMatchObject({
        status: 'paid',
        mandateId,
      });
    });

    it('reports a recurring charge the card refuses as failed', async () => {
      const { customerId } = await savedCard(true);
      const recurring = await h.provider.createPayment(
        payment({ method: 'visa', customerId, sequenceType: 'recurring' }),
      );
      expect(recurring.checkoutUrl).toBeNull();
      await h.recurringOutcome(recurring.id, 'failed');
      await notifiedOf(recurring.id);
      expect((await h.provider.getPayment(recurring.id))?.status).toBe('failed');
    });

    it('refuses a recurring charge without a valid mandate, also after the card is removed', async () => {
      const customer = await h.provider.createCustomer({
        name: 'No Card',
        email: 'no-card@example.com',
        metadata: {},
      });
      await expect(
        h.provider.createPayment(
          payment({ method: 'visa', customerId: customer.id, sequenceType: 'recurring' }),
        ),
      ).rejects.toMatchObject({ kind: 'rejected' });

      const { customerId, mandateId } = await savedCard(false);
      await h.provider.revokeMandate(customerId, mandateId);
      await h.provider.revokeMandate(customerId, mandateId); // removing twice is fine
      const left = await h.provider.listMandates(customerId);
      expect(left.filter((m) => m.status === 'valid')).toEqual([]);
      await expect(
        h.provider.createPayment(
          payment({ method: 'visa', customerId, sequenceType: 'recurring' }),
        ),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });

    it('debits a bank account: a directdebit mandate on the customer, a recurring payment on it, a chargeback reported', async () => {
      const createMandate = h.provider.createDirectDebitMandate?.bind(h.provider);
      expect(createMandate).toBeTypeOf('function');
      const customer = await h.provider.createCustomer({
        name: 'Erika Mustermann',
        email: 'erika@example.com',
        metadata: { member_id: '7' },
      });
      const mandate = await createMandate!(customer.id, {
        consumerName: 'Erika Mustermann',
        consumerAccount: 'DE89370400440532013000',
        signatureDate: '2026-11-23',
        mandateReference: `CUPIDO-1-${randomUUID().slice(0, 8)}`,
      });
      expect(mandate).toMatchObject({
        customerId: customer.id,
        method: 'directdebit',
        status: 'valid',
        card: null,
      });
      const debit = await h.provider.createPayment(
        payment({
          method: 'sdd',
          customerId: customer.id,
          mandateId: mandate.id,
          sequenceType: 'recurring',
        }),
      );
      expect(debit).toMatchObject({
        sequenceType: 'recurring',
        checkoutUrl: null,
        customerId: customer.id,
        mandateId: mandate.id,
      });
      await h.recurringOutcome(debit.id, 'paid');
      await notifiedOf(debit.id);
      const paid = await h.provider.getPayment(debit.id);
      expect(paid).toMatchObject({ status: 'paid' });
      expect(paid?.amountChargedBackMinor ?? 0).toBe(0);
      const before = h.notified().filter((id) => id === debit.id).length;
      await h.chargeBack(debit.id);
      await vi.waitFor(
        () => expect(h.notified().filter((id) => id === debit.id).length).toBe(before + 1),
        { timeout: 10_000 },
      );
      // The payment stays paid; what the bank took back is reported with it.
      expect(await h.provider.getPayment(debit.id)).toMatchObject({
        status: 'paid',
        amountChargedBackMinor: 1295,
      });
      await expect(
        createMandate!(customer.id, {
          consumerName: 'Erika Mustermann',
          consumerAccount: 'not an iban',
          signatureDate: '2026-11-23',
          mandateReference: 'CUPIDO-1-x',
        }),
      ).rejects.toMatchObject({ kind: 'rejected' });
    });

    it('does not know ids it never made, and refunds none of them', async () => {
      for (const id of [
        'tr_unknown0000',
        'tr_',
        'garbage',
        '',
        "tr_x'; drop table x; --",
        'x'.repeat(5000),
      ]) {
        expect(await h.provider.getPayment(id)).toBeNull();
      }
      await expect(
        h.provider.createRefund('tr_unknown0000', {
          amountMinor: 100,
          currency: 'EUR',
          description: 'x',
        }),
      ).rejects.toMatchObject({ kind: 'rejected' });
    });
  });
}
