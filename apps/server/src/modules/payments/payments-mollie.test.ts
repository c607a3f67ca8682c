import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeMollie,
  trustFakeMollieCertificate,
  type TFakeMollie,
} from '../../test/fake-mollie.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import type { TPaymentResponse } from '@cupido/contract';
import { toMollieAmount } from './mollie-mapping.ts';
import { newKey, NL_HOST, paymentsKit, type TKit } from './payments-test-kit.ts';

/**
 * The whole purchase with Mollie selected by configuration (MOLLIE_API_KEY, MOLLIE_API_URL) and
 * the local fake of Mollie's API in Mollie's place: what reaches Mollie, and what its webhook
 * (an id, nothing else) makes of the ledger.
 */
trustFakeMollieCertificate();

let fake: TFakeMollie;
let t: TTestApp;
let kit: TKit;

beforeAll(async () => {
  fake = await startFakeMollie();
  t = await createTestApp({
    env: { MOLLIE_API_KEY: fake.testKey, MOLLIE_API_URL: fake.apiEndpoint },
  });
  kit = paymentsKit(t.app, t.db);
});
afterAll(async () => {
  expect(await kit.ledgerMismatches()).toEqual([]);
  await t?.close();
  await fake?.close();
});

const providerIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
/** Mollie's webhook call as it arrives: a form body with the payment id only. */
const mollieCalls = (id: string) => kit.webhook(`id=${encodeURIComponent(id)}`);

describe('buying through Mollie', () => {
  it('creates the payment at Mollie with the exact amount and pays it once on its webhook', async () => {
    const m = await kit.member('Mollie', 'NL');
    const shop = await kit.shop(m);
    expect(shop.sandbox).toBe(false);
    const bundle = shop.bundles[1]!;
    const before = await kit.balance(m.id);
    const { payment } = await kit.buy(m, { bundle: bundle.id, method: 'ideal' });
    expect(payment.checkout_url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);

    const id = providerIdOf(payment.checkout_url!);
    const atMollie = fake.payments.get(id)!;
    expect(atMollie).toMatchObject({
      amount: toMollieAmount(bundle.price, 'EUR'),
      method: 'ideal',
      sequenceType: 'oneoff',
      status: 'open',
    });
    expect(atMollie.redirectUrl).toBe(
      `http://${NL_HOST}:3000/credits/${bundle.id}/ideal?payment=${payment.id}`,
    );
    expect(atMollie.webhookUrl).toBe(`http://${NL_HOST}:3000/api/payment-webhook.php`);

    // A webhook before anything happened changes nothing.
    expect((await mollieCalls(id)).statusCode).toBe(200);
    expect((await kit.payment(m, payment.id)).payment.status).toBe('open');

    await fake.setStatus(id, 'paid', { notify: false });
    expect((await mollieCalls(id)).statusCode).toBe(200);
    expect(await kit.payment(m, payment.id)).toMatchObject({
      payment: { status: 'paid' },
      balance: before + bundle.credits,
      paid_user: true,
    });
    // Mollie retries, and replays come in bursts: still credited once.
    for (let i = 0; i < 10; i++) await mollieCalls(id);
    await Promise.all(Array.from({ length: 10 }, () => mollieCalls(id)));
    expect(await kit.purchases(payment.id)).toBe(1);
    expect(await kit.balance(m.id)).toBe(before + bundle.credits);
  });

  it('credits nothing for ids Mollie does not know, garbage bodies or an unpaid payment', async () => {
    const m = await kit.member('Forger', 'NL');
    const { payment } = await kit.buy(m);
    const before = await kit.balance(m.id);
    const calls = fake.requests.length;
    for (const body of ['id=tr_unknown0000', 'id=garbage', 'id=', '', 'id[]=1', 'x'.repeat(3000)]) {
      const res = await kit.webhook(body);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Only the well-formed unknown id was asked about; the others never reached Mollie.
    expect(fake.requests.length - calls).toBeLessThanOrEqual(1);
    expect((await mollieCalls(providerIdOf(payment.checkout_url!))).statusCode).toBe(200);
    expect(await kit.balance(m.id)).toBe(before);
    expect((await kit.payment(m, payment.id)).payment.status).toBe('open');
  });

  it('ends a failed or expired Mollie payment without credits and without a page to pay on', async () => {
    const m = await kit.member('Unlucky', 'NL');
    const before = await kit.balance(m.id);
    for (const outcome of ['failed', 'expired', 'canceled'] as const) {
      const { payment } = await kit.buy(m);
      const id = providerIdOf(payment.checkout_url!);
      await fake.setStatus(id, outcome, { notify: false });
      await mollieCalls(id);
      const after = await kit.payment(m, payment.id);
      expect(after.payment).toMatchObject({ status: outcome, checkout_url: null });
    }
    expect(await kit.balance(m.id)).toBe(before);
  });

  it('cancels at Mollie the payment a member left with the time bonus when they choose another method', async () => {
    const m = await kit.member('Returning', 'NL');
    const bundle = (await kit.shop(m)).bundles[0]!;
    const start = async (method: string) => {
      const res = await kit.post(m, '/api/payment.php', {
        bundle_id: bundle.id,
        method,
        idempotency_key: newKey(),
        discount_code: 'TIMEBONUS25',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TPaymentResponse).payment;
    };
    const left = await start('ideal');
    const leftId = providerIdOf(left.checkout_url!);
    const chosen = await start('paypal');
    // DELETE /v2/payments/{id} reached Mollie; the payment is cancelled there and here.
    expect(
      fake.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(`/payments/${leftId}`)),
    ).toBe(true);
    expect(fake.payments.get(leftId)!.status).toBe('canceled');
    expect((await kit.payment(m, left.id)).payment.status).toBe('canceled');
    expect(chosen.amount).toBe(left.amount);
    expect(chosen.amount).toBeLessThan(bundle.price);
    // Pending at Mollie (its bank has yet to answer), it is not cancelled: the next checkout is
    // refused as held.
    await fake.setStatus(providerIdOf(chosen.checkout_url!), 'pending', { notify: false });
    await mollieCalls(providerIdOf(chosen.checkout_url!));
    const refused = await kit.post(m, '/api/payment.php', {
      bundle_id: bundle.id,
      method: 'ideal',
      idempotency_key: newKey(),
      discount_code: 'TIMEBONUS25',
    });
    expect(refused.json().error.code).toBe('discount_code_held');
    expect(fake.payments.get(providerIdOf(chosen.checkout_url!))!.status).toBe('pending');
  });

  it('answers 502 while Mollie is down, and the same click later makes one payment', async () => {
    const m = await kit.member('Patient', 'NL');
    const key = newKey();
    const bundle = (await kit.shop(m)).bundles[0]!.id;
    const body = { bundle_id: bundle, method: 'ideal', idempotency_key: key };
    fake.failNext(3);
    const down = await kit.post(m, '/api/payment.php', body);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('payment_provider_unavailable');
    const up = await kit.post(m, '/api/payment.php', body);
    expect(up.statusCode).toBe(200);
    const again = await kit.post(m, '/api/payment.php', body);
    expect(again.json().payment.id).toBe(up.json().payment.id);
  });
});

describe('saved card and refunds through Mollie', () => {
  it('saves the card of a first card payment, charges it on repeat order, and reports a refusal', async () => {
    const m = await kit.member('Card', 'NL');
    const bundle = (await kit.shop(m)).bundles[2]!;
    const first = await kit.buy(m, { method: 'visa', bundle: bundle.id });
    const firstId = providerIdOf(first.payment.checkout_url!);
    expect(fake.payments.get(firstId)).toMatchObject({
      sequenceType: 'first',
      method: 'creditcard',
    });
    await fake.setStatus(firstId, 'paid', {
      notify: false,
      card: { label: 'Visa', last4: '1881' },
    });
    await mollieCalls(firstId);
    const shop = await kit.shop(m);
    expect(shop.saved_card).toMatchObject({ label: 'Visa', last4: '1881' });
    const balance = await kit.balance(m.id);

    // Mollie answers a recurring charge 'pending'; the card's answer comes by webhook.
    const again = await kit.post(m, '/api/repeat-order.php', { idempotency_key: newKey() });
    expect(again.statusCode).toBe(200);
    const repeat = again.json().payment as { id: number; status: string };
    const recurring = [...fake.payments.values()].at(-1)!;
    expect(recurring).toMatchObject({
      sequenceType: 'recurring',
      amount: toMollieAmount(bundle.price, 'EUR'),
      status: 'pending',
    });
    await fake.setStatus(recurring.id, 'paid', { notify: false });
    await mollieCalls(recurring.id);
    expect((await kit.payment(m, repeat.id)).payment.status).toBe('paid');
    expect(await kit.balance(m.id)).toBe(balance + bundle.credits);

    const refused = await kit.post(m, '/api/repeat-order.php', { idempotency_key: newKey() });
    const refusedId = [...fake.payments.values()].at(-1)!.id;
    await fake.setStatus(refusedId, 'failed', {
      notify: false,
      failureReason: 'insufficient_funds',
    });
    await mollieCalls(refusedId);
    expect((await kit.payment(m, refused.json().payment.id)).payment).toMatchObject({
      status: 'failed',
      failure: 'recurring_card_failed',
    });
    expect(await kit.balance(m.id)).toBe(balance + bundle.credits);

    // Removing the card revokes the mandate at Mollie.
    expect((await kit.del(m, '/api/saved-card.php')).statusCode).toBe(200);
    const customerId = fake.payments.get(firstId)!.customerId!;
    expect([...fake.mandates.values()].filter((x) => x.customerId === customerId)).toEqual([]);
  });

  it('refunds the unused credits through Mollie, once', async () => {
    const m = await kit.member('Withdraw', 'NL');
    const { payment } = await kit.buy(m);
    const id = providerIdOf(payment.checkout_url!);
    await fake.setStatus(id, 'paid', { notify: false });
    await mollieCalls(id);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => kit.post(m, '/api/refund.php', { payment_id: payment.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    await t.app.jobs.runDue(100);
    const refunds = fake.payments.get(id)!.refunds;
    expect(refunds).toHaveLength(1);
    expect(BigInt(refunds[0]!.amount.value.replace('.', ''))).toBeLessThanOrEqual(
      BigInt(payment.amount),
    );
  });
});
