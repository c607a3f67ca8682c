import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeMollie,
  trustFakeMollieCertificate,
  type TFakeMollie,
} from '../../test/fake-mollie.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import type { TTestMember } from '../../test/test-members.ts';
import { changeCredits } from '../credits/index.ts';
import { NL_HOST, paymentsKit, type TKit } from './payments-test-kit.ts';

/**
 * Chargebacks as Mollie reports them (decision 80): partial ones, several on one payment, and
 * their reversal when the operator wins the dispute. The fake speaks Mollie's protocol: the
 * payment's `amountChargedBack` stays the total ever charged back, and the payment's chargebacks
 * list (`GET /v2/payments/{id}/chargebacks`) says which ones were reversed (`reversedAt`).
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

const premium = async (memberId: number) =>
  (
    await t.db.query<{ paid_user: boolean }>('select paid_user from members where id = $1', [
      memberId,
    ])
  )[0]!.paid_user;

/** The ledger's chargeback entries of a payment, oldest first. */
const chargebackLedger = (paymentId: number) =>
  t.db.query<{ reason: string; reference: string; delta: number }>(
    `select reason, reference, delta from credit_ledger
     where reference = $1 or reference like $2 order by id`,
    [`chargeback:${paymentId}`, `chargeback:${paymentId}:%`],
  );

const mailsTo = async (m: TTestMember) => {
  await t.app.jobs.runDue(100);
  const res = await t.app.inject({ url: '/dev/mail.json', headers: { host: NL_HOST } });
  const [{ email } = { email: '' }] = await t.db.query<{ email: string }>(
    'select email from members where id = $1',
    [m.id],
  );
  return (res.json().mails as { to: string; subject: string; text: string }[]).filter(
    (x) => x.to === email,
  );
};

/** A member who bought the first bundle through Mollie (iDEAL), paid. */
async function paidPurchase(name: string) {
  const m = await kit.member(name, 'NL');
  const { payment } = await kit.buy(m);
  const id = providerIdOf(payment.checkout_url!);
  await fake.setStatus(id, 'paid', { notify: false });
  await mollieCalls(id);
  expect(await premium(m.id)).toBe(true);
  return { m, payment, id };
}

/** The same webhook delivered again and again, and many at once: all answered 200. */
async function replayed(id: string) {
  for (let i = 0; i < 3; i++) expect((await mollieCalls(id)).statusCode).toBe(200);
  const burst = await Promise.all(Array.from({ length: 10 }, () => mollieCalls(id)));
  expect(burst.every((r) => r.statusCode === 200)).toBe(true);
}

describe('chargebacks that follow what Mollie reports', () => {
  it('takes proportional credits for a partial chargeback, the difference for a second, and gives back exactly that on reversal', async () => {
    const { m, payment, id } = await paidPurchase('Partial');
    const P = payment.amount;
    const C = payment.credits;
    const start = await kit.balance(m.id);
    const first = Math.floor(P / 3);
    const second = Math.floor(P / 4);
    const take1 = Math.ceil((C * first) / P);
    const take2 = Math.ceil((C * (first + second)) / P) - take1;
    expect(take1).toBeGreaterThan(0);
    expect(take1).toBeLessThan(C);

    await fake.chargeBack(id, { amountMinor: first, notify: false });
    await replayed(id);
    expect(await kit.balance(m.id)).toBe(start - take1);
    expect(await kit.payment(m, payment.id)).toMatchObject({
      payment: {
        status: 'refunded',
        refunded_amount: 0,
        refunded_credits: take1,
        charged_back_amount: first,
        charged_back_at: expect.any(String),
        chargeback_reversed_at: null,
        refundable: false,
      },
      paid_user: false,
    });

    await fake.chargeBack(id, { amountMinor: second, notify: false });
    // Mollie's payment keeps the total ever charged back.
    expect(fake.payments.get(id)!.chargebacks).toHaveLength(2);
    await replayed(id);
    expect(await kit.balance(m.id)).toBe(start - take1 - take2);
    expect((await kit.payment(m, payment.id)).payment).toMatchObject({
      charged_back_amount: first + second,
      refunded_credits: take1 + take2,
    });

    // The operator wins the dispute of the second chargeback: its credits come back.
    await fake.reverseChargeback(id, { notify: false });
    await replayed(id);
    expect(await kit.balance(m.id)).toBe(start - take1);
    expect((await kit.payment(m, payment.id)).payment).toMatchObject({
      status: 'refunded',
      charged_back_amount: first,
      refunded_credits: take1,
      chargeback_reversed_at: expect.any(String),
    });
    expect(await premium(m.id)).toBe(false);

    // And of the first: the payment is paid again, every credit is back, and premium.
    await fake.reverseChargeback(id, { notify: false });
    await replayed(id);
    expect(await kit.balance(m.id)).toBe(start);
    const after = await kit.payment(m, payment.id);
    expect(after).toMatchObject({
      payment: {
        status: 'paid',
        refunded_at: null,
        refunded_credits: 0,
        refunded_amount: 0,
        charged_back_amount: 0,
        chargeback_reversed_at: expect.any(String),
      },
      paid_user: true,
    });
    expect(await chargebackLedger(payment.id)).toEqual([
      { reason: 'chargeback', reference: `chargeback:${payment.id}`, delta: -take1 },
      { reason: 'chargeback', reference: `chargeback:${payment.id}:2`, delta: -take2 },
      { reason: 'chargeback_reversed', reference: `chargeback:${payment.id}:3`, delta: take2 },
      { reason: 'chargeback_reversed', reference: `chargeback:${payment.id}:4`, delta: take1 },
    ]);
    // The receipt says so; the member was told each time, in Dutch.
    const order = (await kit.get(m, `/api/transactions.php?id=${payment.id}`)).json();
    expect(order.receipt).toMatchObject({
      charged_back_amount: 0,
      chargeback_reversed_at: expect.any(String),
    });
    const mails = await mailsTo(m);
    const taken = mails.filter((x) => x.subject.includes('teruggeboekt'));
    const back = mails.filter((x) => x.subject === 'Je credits bij Hartjes Demo zijn terug');
    expect(taken).toHaveLength(2);
    expect(back).toHaveLength(2);
    for (const credits of [take1, take2])
      expect(
        back.filter((x) => x.text.includes(`Daarom hebben we je ${credits} credit`)),
      ).toHaveLength(take1 === take2 ? 2 : 1);
    expect(back[0]!.text).toContain(`/transactions/${payment.id}`);
  });

  it('applies a chargeback and its reversal once when two deliveries race', async () => {
    const { m, payment, id } = await paidPurchase('Racing');
    const start = await kit.balance(m.id);
    await fake.chargeBack(id, { notify: false });
    const two = await Promise.all([mollieCalls(id), mollieCalls(id)]);
    expect(two.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await kit.balance(m.id)).toBe(start - payment.credits);

    await fake.reverseChargeback(id, { notify: false });
    await Promise.all([mollieCalls(id), mollieCalls(id)]);
    expect(await kit.balance(m.id)).toBe(start);
    expect((await chargebackLedger(payment.id)).map((x) => x.delta)).toEqual([
      -payment.credits,
      payment.credits,
    ]);
    expect(await premium(m.id)).toBe(true);
  });

  it('gives back on reversal what was taken, when the member had spent credits before and after', async () => {
    const { m, payment, id } = await paidPurchase('Spender');
    // Spent before the chargeback: only what is left unspent of what they bought is taken.
    const [acc] = await t.db.query<{ credits: number; bonus_credits: number }>(
      'select credits, bonus_credits from members where id = $1',
      [m.id],
    );
    const spend = acc!.bonus_credits + 2;
    await t.db.transaction((tx) =>
      changeCredits(tx, { memberId: m.id, delta: -spend, reason: 'test', reference: `s1:${m.id}` }),
    );
    const unspent = payment.credits - 2;
    await fake.chargeBack(id, { notify: false });
    await mollieCalls(id);
    const afterChargeback = await kit.balance(m.id);
    expect(afterChargeback).toBe(acc!.credits - spend - unspent);
    expect((await kit.payment(m, payment.id)).payment.refunded_credits).toBe(unspent);

    // Nothing is left to spend now; the reversal gives back exactly what the chargeback took
    // (not the whole purchase: the 2 spent credits stay spent).
    expect(afterChargeback).toBe(0);
    await fake.reverseChargeback(id, { notify: false });
    await mollieCalls(id);
    expect(await kit.balance(m.id)).toBe(afterChargeback + unspent);
    expect((await kit.payment(m, payment.id)).payment.status).toBe('paid');
  });

  it('records a chargeback and its reversal on a payment whose member deleted the account', async () => {
    const { payment, id } = await paidPurchase('Gone');
    await t.db.query('update payments set member_id = null where id = $1', [payment.id]);
    const row = async () =>
      (
        await t.db.query<{ status: string; charged_back_amount: number; reversed: boolean }>(
          `select status, charged_back_amount, chargeback_reversed_at is not null as reversed
           from payments where id = $1`,
          [payment.id],
        )
      )[0];
    await fake.chargeBack(id, { amountMinor: 100, notify: false });
    expect((await mollieCalls(id)).statusCode).toBe(200);
    expect(await row()).toEqual({ status: 'refunded', charged_back_amount: 100, reversed: false });
    await fake.reverseChargeback(id, { notify: false });
    expect((await mollieCalls(id)).statusCode).toBe(200);
    expect(await row()).toEqual({ status: 'paid', charged_back_amount: 0, reversed: true });
    expect(await chargebackLedger(payment.id)).toEqual([]);
  });

  it('lists the chargebacks of a payment as Mollie does, and refuses an unknown one', async () => {
    const { id } = await paidPurchase('Listed');
    await fake.chargeBack(id, { amountMinor: 150, notify: false });
    const listed = await fetch(`${fake.apiEndpoint}payments/${id}/chargebacks`, {
      headers: { authorization: `Bearer ${fake.testKey}` },
    });
    const body = (await listed.json()) as {
      count: number;
      _embedded: { chargebacks: { resource: string; amount: unknown; reversedAt: null }[] };
    };
    expect(body.count).toBe(1);
    expect(body._embedded.chargebacks[0]).toMatchObject({
      resource: 'chargeback',
      amount: { currency: 'EUR', value: '1.50' },
      reversedAt: null,
    });
    const unknown = await fetch(`${fake.apiEndpoint}payments/${id}/chargebacks/chb_unknown00`, {
      headers: { authorization: `Bearer ${fake.testKey}` },
    });
    expect(unknown.status).toBe(404);
  });
});
