import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  ZApiError,
  ZCreditsResponse,
  ZLiveEvent,
  ZPaymentResponse,
  type TLiveEvent,
} from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { NL_HOST, newKey, paymentsKit, type TKit } from './payments-test-kit.ts';
import { SandboxProvider } from './sandbox-provider.ts';

let t: TTestApp;
let kit: TKit;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  kit = paymentsKit(t.app, t.db);
});
afterAll(async () => {
  expect(await kit.ledgerMismatches()).toEqual([]);
  await t.close();
});

describe('the shop', () => {
  it("shows the member's country bundles in its currency, the methods there, balance and premium", async () => {
    const m = await kit.member('Shopper', 'NL');
    const res = await kit.get(m, '/api/credits.php');
    expect(res.statusCode).toBe(200);
    const shop = ZCreditsResponse.parse(res.json());
    expect(shop.country).toBe('NL');
    expect(shop.currency).toBe('EUR');
    expect(shop.bundles.length).toBeGreaterThan(1);
    expect(shop.bundles.filter((b) => b.popular)).toHaveLength(1);
    for (const b of shop.bundles) {
      expect(b.currency).toBe('EUR');
      expect(Number.isInteger(b.price)).toBe(true);
      expect(b.price_per_credit).toBe(Math.round((b.price / b.credits) * 100) / 100);
    }
    expect(shop.methods).toContain('ideal');
    expect(shop.methods).not.toContain('blik');
    expect(shop).toMatchObject({
      paid_user: false,
      saved_card: null,
      sandbox: true,
      discount_error: null,
    });
    // A new member's discount: the time bonus of the offers (decision 28).
    expect(shop.discount?.code).toBe('TIMEBONUS25');
  });

  it('shows a Belgian member Bancontact and no iDEAL, and a member from elsewhere the default country', async () => {
    const be = await kit.shop(await kit.member('Belg', 'BE'));
    expect(be.country).toBe('BE');
    expect(be.methods).toContain('bancontact');
    expect(be.methods).not.toContain('ideal');
    const other = await kit.shop(await kit.member('Far', 'PL'));
    expect(other.country).toBe('NL');
  });

  it('gives visitors the price list of the default country and asks members to log in for the shop', async () => {
    const pricing = await kit.get(null, '/api/pricing.php');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.json()).toMatchObject({ country: 'NL', currency: 'EUR' });
    const pl = await kit.get(null, '/api/pricing.php', 'herzklopfen.localhost');
    expect(pl.json().country).toBe('DE');
    expect((await kit.get(null, '/api/credits.php')).statusCode).toBe(401);
  });
});

describe('buying with the sandbox', () => {
  it('pays with iDEAL: hosted page, back to the shop, credits once, premium, receipt mail', async () => {
    const m = await kit.member('Ideal', 'NL');
    const before = await kit.balance(m.id);
    const shop = await kit.shop(m);
    const bundle = shop.bundles[1]!;
    const started = ZPaymentResponse.parse(
      (await kit.buy(m, { bundle: bundle.id, returnPath: '/chats/12' })) as unknown,
    );
    expect(started.payment).toMatchObject({
      status: 'open',
      credits: bundle.credits,
      amount: bundle.price,
      method: 'ideal',
      return_path: '/chats/12',
    });
    const url = started.payment.checkout_url!;
    expect(url).toMatch(/\/sandbox-pay\/tr_sb/);

    const page = await t.app.inject({ url: new URL(url).pathname, headers: { host: NL_HOST } });
    expect(page.statusCode).toBe(200);
    // In the site's language (Dutch), marked as a sandbox, with the amount and the four choices.
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Sandbox: dit is een testbetaling');
    expect(page.body).toMatch(/€\s?19,95/);
    for (const label of ['Betalen', 'Laten mislukken', 'Annuleren', 'In behandeling laten'])
      expect(page.body).toContain(`>${label}</button>`);

    const paid = await kit.sandbox(url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://${NL_HOST}:3000/credits/${bundle.id}/ideal?payment=${started.payment.id}`,
    );
    const after = await kit.payment(m, started.payment.id);
    expect(after).toMatchObject({
      payment: { status: 'paid', checkout_url: null, refundable: true },
      balance: before + bundle.credits,
      paid_user: true,
    });
    expect(await kit.purchases(started.payment.id)).toBe(1);

    // The page of a finished payment offers nothing more.
    expect((await kit.sandbox(url, 'pay')).statusCode).toBe(303);
    expect(await kit.balance(m.id)).toBe(before + bundle.credits);

    // The receipt mail goes out in the member's language, through the durable jobs.
    await t.app.jobs.runDue(100);
    const mails = await t.app.inject({ url: '/dev/mail', headers: { host: NL_HOST } });
    const [{ language } = { language: '' }] = await t.db.query<{ language: string }>(
      'select language from members where id = $1',
      [m.id],
    );
    expect(language).toBe('nl');
    expect(mails.body).toMatch(/Je betaalbewijs van Hartjes Demo: bestelling [A-Z]{3}-\d{4}-\d{6}/);

    const orders = await kit.get(m, '/api/transactions.php');
    expect(orders.json().transactions[0]).toMatchObject({ id: started.payment.id, status: 'paid' });
    const one = await kit.get(m, `/api/transactions.php?id=${started.payment.id}`);
    expect(one.json().receipt).toMatchObject({
      credits: bundle.credits,
      amount: bundle.price,
      currency: 'EUR',
      company: { vat_numbers: expect.arrayContaining([expect.any(String)]) },
      customer_name: 'Ideal',
      original_amount: bundle.price,
      discount_amount: 0,
      discount_code: null,
      refunded_amount: 0,
      refunded_at: null,
    });
  });

  it('keeps a failed and a cancelled payment without credits, and premium stays off', async () => {
    const m = await kit.member('Unlucky', 'NL');
    const before = await kit.balance(m.id);
    for (const action of ['fail', 'cancel'] as const) {
      const { payment } = await kit.buy(m);
      await kit.sandbox(payment.checkout_url!, action);
      const now = await kit.payment(m, payment.id);
      expect(now.payment.status).toBe(action === 'fail' ? 'failed' : 'canceled');
      expect(now.paid_user).toBe(false);
      // A finished payment cannot be paid afterwards.
      await kit.sandbox(payment.checkout_url!, 'pay');
      expect((await kit.payment(m, payment.id)).payment.status).not.toBe('paid');
    }
    expect(await kit.balance(m.id)).toBe(before);
  });

  it('leaves a payment pending, then completes it later', async () => {
    const m = await kit.member('Patient', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pending');
    const pending = await kit.payment(m, payment.id);
    expect(pending.payment.status).toBe('pending');
    expect(pending.payment.checkout_url).toBe(payment.checkout_url);
    await kit.sandbox(payment.checkout_url!, 'pay');
    expect((await kit.payment(m, payment.id)).payment.status).toBe('paid');
    expect(await kit.purchases(payment.id)).toBe(1);
  });

  it('makes one payment of a double-clicked Buy, and refuses the key for another order', async () => {
    const m = await kit.member('Double', 'NL');
    const shop = await kit.shop(m);
    const key = newKey();
    const body = { bundle_id: shop.bundles[0]!.id, method: 'ideal', idempotency_key: key };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kit.post(m, '/api/payment.php', body)),
    );
    const ids = new Set(answers.map((a) => a.json().payment.id));
    expect(ids.size).toBe(1);
    const urls = new Set(answers.map((a) => a.json().payment.checkout_url));
    expect(urls.size).toBe(1);
    const [rows] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from payments where member_id = $1',
      [m.id],
    );
    expect(rows!.n).toBe(1);
    const [sandboxRows] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_payments where metadata->>'member_id' = $1`,
      [String(m.id)],
    );
    expect(sandboxRows!.n).toBe(1);
    const other = await kit.post(m, '/api/payment.php', {
      ...body,
      bundle_id: shop.bundles[1]!.id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('payment_conflict');
  });

  it('refuses a method not offered in the country, an unknown or foreign bundle, and bad input', async () => {
    const m = await kit.member('Picky', 'NL');
    const shop = await kit.shop(m);
    const bad = async (body: unknown, status: number, code: string) => {
      const res = await kit.post(m, '/api/payment.php', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(ZApiError.parse(res.json()).error.code).toBe(code);
    };
    const ok = { bundle_id: shop.bundles[0]!.id, method: 'ideal', idempotency_key: newKey() };
    await bad({ ...ok, method: 'blik' }, 422, 'payment_method_unavailable');
    await bad({ ...ok, bundle_id: 999_999 }, 404, 'not_found');
    const [foreign] = await t.db.query<{ id: number }>(
      `select b.id from credit_bundles b join sites s on s.id = b.site_id
       where s.domain = 'herzklopfen.localhost' limit 1`,
    );
    await bad({ ...ok, bundle_id: foreign!.id }, 404, 'not_found');
    // A bundle of the site for another country (Belgium's) is not in this member's shop.
    const [belgian] = await t.db.query<{ id: number }>(
      `select b.id from credit_bundles b join sites s on s.id = b.site_id
       where s.domain = $1 and b.country = 'BE' and b.active limit 1`,
      [NL_HOST],
    );
    await bad({ ...ok, bundle_id: belgian!.id }, 404, 'not_found');
    await bad({ ...ok, method: 'bitcoin' }, 400, 'validation_failed');
    await bad({ ...ok, idempotency_key: 'x' }, 400, 'validation_failed');
    await bad({ ...ok, return_path: '//evil.example/' }, 400, 'validation_failed');
    await bad({ ...ok, return_path: 'https://evil.example/' }, 400, 'validation_failed');
    await bad({ ...ok, extra: 1 }, 400, 'validation_failed');
    const visitor = await kit.post(null, '/api/payment.php', ok);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the webhook: exactly once', () => {
  it('credits once when the same webhook comes 100 times in a row and 50 times at once', async () => {
    const m = await kit.member('Replay', 'NL');
    const before = await kit.balance(m.id);
    const { payment } = await kit.buy(m);
    const providerId = new URL(payment.checkout_url!).pathname.split('/').pop()!;
    // The provider's state changes without telling us (the notification is lost) ...
    await t.db.query(`update sandbox_payments set status = 'paid', paid_at = now() where id = $1`, [
      providerId,
    ]);
    // ... then its webhook is replayed.
    for (let i = 0; i < 100; i++) {
      const res = await kit.webhook(`id=${providerId}`);
      expect(res.statusCode).toBe(200);
    }
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => kit.webhook(`id=${providerId}`)),
    );
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(await kit.purchases(payment.id)).toBe(1);
    expect(await kit.balance(m.id)).toBe(before + payment.credits);
  });

  it('credits once when 50 webhooks race the first delivery', async () => {
    const m = await kit.member('Race', 'NL');
    const before = await kit.balance(m.id);
    const { payment } = await kit.buy(m);
    const providerId = new URL(payment.checkout_url!).pathname.split('/').pop()!;
    await t.db.query(`update sandbox_payments set status = 'paid', paid_at = now() where id = $1`, [
      providerId,
    ]);
    const all = await Promise.all([
      ...Array.from({ length: 50 }, () => kit.webhook(`id=${providerId}`)),
      kit.payment(m, payment.id),
    ]);
    expect(all.slice(0, 50).every((r) => 'statusCode' in r && r.statusCode === 200)).toBe(true);
    expect(await kit.purchases(payment.id)).toBe(1);
    expect(await kit.balance(m.id)).toBe(before + payment.credits);
  });

  it('credits nothing for 1,000 forged, stale or malformed webhooks and never answers 5xx', async () => {
    const m = await kit.member('Target', 'NL');
    const before = await kit.balance(m.id);
    const open = (await kit.buy(m)).payment;
    const openId = new URL(open.checkout_url!).pathname.split('/').pop()!;
    // A paid payment of the NL site, replayed on another site's host.
    const other = await kit.member('Other', 'NL');
    const otherBefore = await kit.balance(other.id);
    const theirs = (await kit.buy(other)).payment;
    const theirsId = new URL(theirs.checkout_url!).pathname.split('/').pop()!;
    await t.db.query(`update sandbox_payments set status = 'paid', paid_at = now() where id = $1`, [
      theirsId,
    ]);
    const bodies: [string, string, string][] = [];
    for (let i = 0; i < 1000; i++) {
      const kind = i % 10;
      const form = 'application/x-www-form-urlencoded';
      if (kind === 0)
        bodies.push([`id=tr_sb${'0'.repeat(24 - String(i).length)}${i}`, NL_HOST, form]);
      else if (kind === 1)
        bodies.push([`id=${openId}`, NL_HOST, form]); // stale: still open
      else if (kind === 2) bodies.push([`id=${theirsId}`, 'herzklopfen.localhost', form]);
      else if (kind === 3) bodies.push(['', NL_HOST, form]);
      else if (kind === 4) bodies.push([`{"id": ${i}}`, NL_HOST, 'application/json']);
      else if (kind === 5) bodies.push(['{not json', NL_HOST, 'application/json']);
      else if (kind === 6) bodies.push([`id=${'x'.repeat(300)}`, NL_HOST, form]);
      else if (kind === 7) bodies.push([`id=' or 1=1 --&id=${i}`, NL_HOST, form]);
      else if (kind === 8) bodies.push(['id=%00%ff', NL_HOST, form]);
      else bodies.push([`id=tr_${i}`, NL_HOST, 'text/plain']);
    }
    for (let i = 0; i < bodies.length; i += 50) {
      const answers = await Promise.all(
        bodies.slice(i, i + 50).map(([payload, host, type]) => kit.webhook(payload, host, type)),
      );
      for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    }
    expect(await kit.balance(m.id)).toBe(before);
    expect(await kit.balance(other.id)).toBe(otherBefore);
    expect((await kit.payment(m, open.id)).payment.status).toBe('open');
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'purchase' and member_id in ($1, $2)`,
      [m.id, other.id],
    );
    expect(row!.n).toBe(0);
  });

  it('never moves a status back, not even by hand in the database', async () => {
    const m = await kit.member('Forward', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    await expect(
      t.db.query(`update payments set status = 'open' where id = $1`, [payment.id]),
    ).rejects.toThrow(/cannot go from paid to open/);
    await expect(
      t.db.query(`update payments set status = 'failed' where id = $1`, [payment.id]),
    ).rejects.toThrow();
  });

  it('recovers a paid payment whose webhook never came through the recovery job, once', async () => {
    const m = await kit.member('Lost', 'NL');
    const before = await kit.balance(m.id);
    const { payment } = await kit.buy(m);
    const providerId = new URL(payment.checkout_url!).pathname.split('/').pop()!;
    await t.db.query(`update sandbox_payments set status = 'paid', paid_at = now() where id = $1`, [
      providerId,
    ]);
    await t.db.query(
      `update payments set check_after = now() - interval '1 second' where id = $1`,
      [payment.id],
    );
    await t.db.query(`update jobs set run_at = now() where kind = 'payments_recheck'`);
    await t.db.query(
      `insert into jobs (kind, payload, recurring) values ('payments_recheck', '{}', true)
       on conflict do nothing`,
    );
    await t.app.jobs.runDue(100);
    expect(await kit.purchases(payment.id)).toBe(1);
    expect(await kit.balance(m.id)).toBe(before + payment.credits);
    await t.db.query(`update jobs set run_at = now() where kind = 'payments_recheck'`);
    await t.app.jobs.runDue(100);
    expect(await kit.purchases(payment.id)).toBe(1);
  });
});

describe('authorization', () => {
  it("lets no member see, pay, refund or return to another member's payment", async () => {
    const owner = await kit.member('Owner', 'NL');
    const thief = await kit.member('Thief', 'NL');
    const { payment } = await kit.buy(owner);
    await kit.sandbox(payment.checkout_url!, 'pay');
    const id = payment.id;
    const tries = [
      await kit.get(thief, `/api/payment.php?id=${id}`),
      await kit.get(thief, `/api/transactions.php?id=${id}`),
      await kit.post(thief, '/api/refund.php', { payment_id: id }),
      // The owner's own payment, asked for on another site.
      await kit.get(owner, `/api/payment.php?id=${id}`, 'herzklopfen.localhost'),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const list = await kit.get(thief, '/api/transactions.php');
    expect(list.json().transactions).toEqual([]);
    for (const url of [`/api/payment.php?id=${id}`, '/api/transactions.php'])
      expect((await kit.get(null, url)).statusCode).toBe(401);
    expect((await kit.post(null, '/api/refund.php', { payment_id: id })).statusCode).toBe(401);
    expect((await kit.get(owner, `/api/payment.php?id=${id}`)).statusCode).toBe(200);
    expect((await kit.get(owner, '/api/payment.php?id=abc')).statusCode).toBe(400);
  });
});

describe('repeat order with the saved card', () => {
  it('saves the card of a first card payment and buys the last bundle again with it', async () => {
    const m = await kit.member('Repeat', 'NL');
    const shop = await kit.shop(m);
    const bundle = shop.bundles[2]!;
    const first = await kit.buy(m, { method: 'mastercard', bundle: bundle.id });
    await kit.sandbox(first.payment.checkout_url!, 'pay');
    const after = await kit.shop(m);
    expect(after.saved_card).toMatchObject({ label: 'Mastercard', last4: '4242' });
    expect(after.last_bundle_id).toBe(bundle.id);
    const balance = await kit.balance(m.id);

    const key = newKey();
    const again = await kit.post(m, '/api/repeat-order.php', { idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({ status: 'paid', recurring: true, failure: null });
    expect(await kit.balance(m.id)).toBe(balance + bundle.credits);
    // The same click twice buys once.
    const twice = await kit.post(m, '/api/repeat-order.php', { idempotency_key: key });
    expect(twice.json().payment.id).toBe(again.json().payment.id);
    expect(await kit.balance(m.id)).toBe(balance + bundle.credits);

    expect((await kit.del(m, '/api/saved-card.php')).statusCode).toBe(200);
    expect((await kit.shop(m)).saved_card).toBeNull();
    const none = await kit.post(m, '/api/repeat-order.php', { idempotency_key: newKey() });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no_saved_card');
  });

  it("says 'recurring_card_failed' when the saved card is refused, and adds nothing", async () => {
    const m = await kit.member('Refused', 'NL');
    const first = await kit.buy(m, { method: 'visa' });
    await kit.sandbox(first.payment.checkout_url!, 'pay', '&refuse_recurring=on');
    const balance = await kit.balance(m.id);
    const again = await kit.post(m, '/api/repeat-order.php', { idempotency_key: newKey() });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({
      status: 'failed',
      failure: 'recurring_card_failed',
    });
    expect(await kit.balance(m.id)).toBe(balance);
  });

  it('has no saved card for a member who never paid by card', async () => {
    const m = await kit.member('Nocard', 'NL');
    const res = await kit.post(m, '/api/repeat-order.php', { idempotency_key: newKey() });
    expect(res.json().error.code).toBe('no_saved_card');
  });
});

describe('refunds (withdrawal)', () => {
  const premium = async (memberId: number) =>
    (
      await t.db.query<{ paid_user: boolean }>('select paid_user from members where id = $1', [
        memberId,
      ])
    )[0]!.paid_user;

  it('gives back the unused credits of a purchase once, through the provider', async () => {
    const m = await kit.member('Refund', 'NL');
    await t.db.query('update members set credits = 0, bonus_credits = 0 where id = $1', [m.id]);
    await t.db.query(
      `insert into credit_ledger (member_id, delta, bonus_delta, balance_after, reason, reference)
       select id, -coalesce((select sum(delta) from credit_ledger where member_id = $1), 0), 0, 0,
         'test_reset', 'reset:' || id from members where id = $1`,
      [m.id],
    );
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    expect(await kit.balance(m.id)).toBe(payment.credits);
    expect(await premium(m.id)).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kit.post(m, '/api/refund.php', { payment_id: payment.id })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json().error.code).toBe('refund_not_possible');
    expect(ok[0]!.json()).toMatchObject({
      payment: {
        status: 'refunded',
        refunded_credits: payment.credits,
        refunded_amount: payment.amount,
      },
      balance: 0,
    });
    const [refunds] = await t.db.query<{ n: number; sum: number }>(
      `select count(*)::int as n, coalesce(sum(r.amount), 0)::int as sum from sandbox_refunds r
       join payments p on p.provider_id = r.payment_id where p.id = $1`,
      [payment.id],
    );
    expect(refunds).toEqual({ n: 1, sum: payment.amount });
    const [ledger] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'refund' and reference = $1`,
      [`refund:${payment.id}`],
    );
    expect(ledger!.n).toBe(1);
    // Every purchase came back whole: the member is free again (all photos locked, 3 uploads).
    expect(await premium(m.id)).toBe(false);
    expect((await kit.get(m, '/api/user.php')).json().user).toMatchObject({ paid_user: false });
    // The refund job finds the provider's refund already made.
    await t.app.jobs.runDue(100);
    const [again] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_refunds where payment_id = $1',
      [new URL(payment.checkout_url!).pathname.split('/').pop()],
    );
    expect(again!.n).toBe(1);
  });

  it('refunds only what is unused, pro rata, and nothing after refund_days or once spent', async () => {
    const m = await kit.member('Spender', 'NL');
    await t.db.query('update members set bonus_credits = 0 where id = $1', [m.id]);
    const start = await kit.balance(m.id);
    const shop = await kit.shop(m);
    const bundle = shop.bundles.find((b) => b.credits >= 40)!;
    const { payment } = await kit.buy(m, { bundle: bundle.id });
    await kit.sandbox(payment.checkout_url!, 'pay');
    // Spend all but 10 of the bought credits.
    const spend = start + bundle.credits - 10;
    await t.db.transaction(async (tx) => {
      const { changeCredits } = await import('../credits/index.ts');
      await changeCredits(tx, {
        memberId: m.id,
        delta: -spend,
        reason: 'test',
        reference: `t:${m.id}`,
      });
    });
    const res = await kit.post(m, '/api/refund.php', { payment_id: payment.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({
      refunded_credits: 10,
      refunded_amount: Math.round((bundle.price * 10) / bundle.credits),
    });
    // The credits used were paid for: still premium.
    expect(await premium(m.id)).toBe(true);
    // The receipt says what was paid back, and when.
    const order = await kit.get(m, `/api/transactions.php?id=${payment.id}`);
    expect(order.json().receipt).toMatchObject({
      amount: bundle.price,
      refunded_amount: Math.round((bundle.price * 10) / bundle.credits),
      refunded_at: expect.any(String),
    });

    const late = await kit.buy(m);
    await kit.sandbox(late.payment.checkout_url!, 'pay');
    await t.db.query(`update payments set paid_at = now() - interval '15 days' where id = $1`, [
      late.payment.id,
    ]);
    const tooLate = await kit.post(m, '/api/refund.php', { payment_id: late.payment.id });
    expect(tooLate.statusCode).toBe(409);
    expect((await kit.payment(m, late.payment.id)).payment.refundable).toBe(false);

    const open = await kit.buy(m);
    const notPaid = await kit.post(m, '/api/refund.php', { payment_id: open.payment.id });
    expect(notPaid.json().error.code).toBe('refund_not_possible');
  });

  it('takes back only bought credits: the free sign-up credits stay free and are never paid out', async () => {
    const m = await kit.member('Bonus', 'NL');
    const free = await t.db.query<{ credits: number; bonus_credits: number }>(
      'select credits, bonus_credits from members where id = $1',
      [m.id],
    );
    expect(free[0]!.bonus_credits).toBeGreaterThan(0);
    const first = await kit.buy(m);
    await kit.sandbox(first.payment.checkout_url!, 'pay');
    const second = await kit.buy(m);
    await kit.sandbox(second.payment.checkout_url!, 'pay');

    expect(
      (await kit.post(m, '/api/refund.php', { payment_id: first.payment.id })).statusCode,
    ).toBe(200);
    // The second purchase still stands: premium.
    expect(await premium(m.id)).toBe(true);
    expect(
      (await kit.post(m, '/api/refund.php', { payment_id: second.payment.id })).json(),
    ).toMatchObject({ payment: { refunded_credits: second.payment.credits } });
    expect(await premium(m.id)).toBe(false);
    // What is left is the free credits, still free: nothing more to refund.
    const [after] = await t.db.query<{ credits: number; bonus_credits: number }>(
      'select credits, bonus_credits from members where id = $1',
      [m.id],
    );
    expect(after).toEqual(free[0]);
    const ledger = await t.db.query<{ delta: number }>(
      `select delta from credit_ledger where member_id = $1 and reason = 'refund' order by id`,
      [m.id],
    );
    expect(ledger.map((l) => l.delta)).toEqual([-first.payment.credits, -second.payment.credits]);
  });
});

describe('chargebacks (the bank takes a payment back)', () => {
  const providerIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;
  const premium = async (memberId: number) =>
    (
      await t.db.query<{ paid_user: boolean }>('select paid_user from members where id = $1', [
        memberId,
      ])
    )[0]!.paid_user;
  const mailsTo = async (memberId: number) => {
    const [{ email } = { email: '' }] = await t.db.query<{ email: string }>(
      'select email from members where id = $1',
      [memberId],
    );
    await t.app.jobs.runDue(100);
    const res = await t.app.inject({ url: '/dev/mail.json', headers: { host: NL_HOST } });
    return (res.json().mails as { to: string; subject: string; text: string }[]).filter(
      (x) => x.to === email,
    );
  };

  it('takes the unspent credits of a card payment back once, ends premium and refuses a refund on top', async () => {
    const m = await kit.member('Disputed', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    expect(await premium(m.id)).toBe(true);
    // The member spends 3 credits, bought or free (the free ones go first).
    await t.db.transaction(async (tx) => {
      const { changeCredits } = await import('../credits/index.ts');
      await changeCredits(tx, {
        memberId: m.id,
        delta: -3,
        reason: 'test',
        reference: `cb:${m.id}`,
      });
    });
    const [acc] = await t.db.query<{ credits: number; bonus_credits: number }>(
      'select credits, bonus_credits from members where id = $1',
      [m.id],
    );
    const unspent = Math.min(payment.credits, acc!.credits - acc!.bonus_credits);
    expect(unspent).toBeGreaterThan(0);

    const providerId = providerIdOf(payment.checkout_url!);
    await new SandboxProvider(t.db).chargeBack(providerId);
    // The provider's notification is repeated, and races itself: handled once.
    for (let i = 0; i < 5; i++)
      expect((await kit.webhook(`id=${providerId}`)).statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => kit.webhook(`id=${providerId}`)),
    );
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);

    const ledger = await t.db.query<{ delta: number }>(
      `select delta from credit_ledger where reason = 'chargeback' and reference = $1`,
      [`chargeback:${payment.id}`],
    );
    expect(ledger).toEqual([{ delta: -unspent }]);
    expect(await kit.balance(m.id)).toBe(acc!.credits - unspent);
    const after = await kit.payment(m, payment.id);
    expect(after).toMatchObject({
      payment: {
        status: 'refunded',
        refunded_credits: unspent,
        refunded_amount: 0,
        charged_back_at: expect.any(String),
        charged_back_amount: payment.amount,
        refundable: false,
      },
      paid_user: false,
    });
    // No refund through us on top of the bank's: refused, and the refund job pays nothing.
    const refund = await kit.post(m, '/api/refund.php', { payment_id: payment.id });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.code).toBe('refund_not_possible');
    await t.app.jobs.runDue(100);
    const [refunds] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_refunds where payment_id = $1',
      [providerId],
    );
    expect(refunds!.n).toBe(0);
    // The receipt names it; the member gets one mail in their language (Dutch here).
    const order = await kit.get(m, `/api/transactions.php?id=${payment.id}`);
    expect(order.json().receipt).toMatchObject({
      charged_back_amount: payment.amount,
      charged_back_at: expect.any(String),
    });
    const mails = (await mailsTo(m.id)).filter((x) => x.subject.includes('teruggeboekt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Je betaling aan Hartjes Demo is teruggeboekt');
    expect(mails[0]!.text).toContain(`teruggenomen: ${unspent}.`);
    expect(mails[0]!.text).toContain(`/transactions/${payment.id}`);
  });

  it('records the chargeback of a payment whose member has deleted their account', async () => {
    const m = await kit.member('Gone', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    await t.db.query('update payments set member_id = null where id = $1', [payment.id]);
    const providerId = providerIdOf(payment.checkout_url!);
    await new SandboxProvider(t.db).chargeBack(providerId);
    expect((await kit.webhook(`id=${providerId}`)).statusCode).toBe(200);
    const [row] = await t.db.query<{ status: string; charged_back_amount: number }>(
      'select status, charged_back_amount from payments where id = $1',
      [payment.id],
    );
    expect(row).toEqual({ status: 'refunded', charged_back_amount: payment.amount });
  });

  it('keeps a refund made before the chargeback: no credits taken twice, nothing paid back', async () => {
    const m = await kit.member('Refundedfirst', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    const refunded = await kit.post(m, '/api/refund.php', { payment_id: payment.id });
    expect(refunded.statusCode).toBe(200);
    const balance = await kit.balance(m.id);

    const providerId = providerIdOf(payment.checkout_url!);
    // The bank's chargeback comes before the money was paid back (the provider was down then).
    await t.db.query('delete from sandbox_refunds where payment_id = $1', [providerId]);
    await t.db.query('update payments set refund_provider_id = null where id = $1', [payment.id]);
    // The sandbox's page offers the bank's chargeback on a paid payment (in the site's language).
    const page = () =>
      t.app.inject({ url: new URL(payment.checkout_url!).pathname, headers: { host: NL_HOST } });
    expect((await page()).body).toContain('>Terugboeken</button>');
    const charged = await kit.sandbox(payment.checkout_url!, 'chargeback');
    expect(charged.statusCode).toBe(303);
    expect((await page()).body).toContain(
      'De bank van de betaler heeft deze betaling teruggeboekt',
    );
    expect((await page()).body).not.toContain('>Terugboeken</button>');
    await Promise.all(Array.from({ length: 5 }, () => kit.webhook(`id=${providerId}`)));

    expect(await kit.balance(m.id)).toBe(balance);
    const [taken] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'chargeback' and member_id = $1`,
      [m.id],
    );
    expect(taken!.n).toBe(0);
    expect((await kit.payment(m, payment.id)).payment).toMatchObject({
      status: 'refunded',
      refunded_credits: payment.credits,
      refunded_amount: payment.amount,
      charged_back_amount: payment.amount,
    });
    // The bank gave the money back already: the refund job pays nothing more.
    await t.app.jobs.runDue(100);
    const [refunds] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sandbox_refunds where payment_id = $1',
      [providerId],
    );
    expect(refunds!.n).toBe(0);
    const mails = (await mailsTo(m.id)).filter((x) => x.subject.includes('teruggeboekt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Er waren geen ongebruikte credits van deze aankoop meer');
  });

  it("reverses a chargeback from the sandbox's page: credits back, paid again, premium again", async () => {
    const m = await kit.member('Wondispute', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    const start = await kit.balance(m.id);
    const providerId = providerIdOf(payment.checkout_url!);
    const page = () =>
      t.app.inject({ url: new URL(payment.checkout_url!).pathname, headers: { host: NL_HOST } });
    await kit.sandbox(payment.checkout_url!, 'chargeback');
    await kit.webhook(`id=${providerId}`);
    expect(await kit.balance(m.id)).toBe(start - payment.credits);
    expect(await premium(m.id)).toBe(false);
    // Only a charged-back payment offers the reversal (in the site's language).
    expect((await page()).body).toContain('>Terugboeking intrekken</button>');
    const reversed = await kit.sandbox(payment.checkout_url!, 'reverse_chargeback');
    expect(reversed.statusCode).toBe(303);
    expect((await page()).body).not.toContain('Terugboeking intrekken');
    expect((await kit.sandbox(payment.checkout_url!, 'reverse_chargeback')).statusCode).toBe(404);
    await Promise.all(Array.from({ length: 5 }, () => kit.webhook(`id=${providerId}`)));
    expect(await kit.balance(m.id)).toBe(start);
    expect(await kit.payment(m, payment.id)).toMatchObject({
      payment: {
        status: 'paid',
        charged_back_amount: 0,
        chargeback_reversed_at: expect.any(String),
        refunded_credits: 0,
      },
      paid_user: true,
    });
    const back = (await mailsTo(m.id)).filter((x) => x.subject.includes('zijn terug'));
    expect(back).toHaveLength(1);
    expect(back[0]!.text).toContain(`Daarom hebben we je ${payment.credits} credits teruggegeven.`);
  });

  it("pays out a member's refund that a chargeback held back once the bank reverses it", async () => {
    const m = await kit.member('Refundthenwon', 'NL');
    const { payment } = await kit.buy(m);
    await kit.sandbox(payment.checkout_url!, 'pay');
    expect((await kit.post(m, '/api/refund.php', { payment_id: payment.id })).statusCode).toBe(200);
    const providerId = providerIdOf(payment.checkout_url!);
    const refunds = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from sandbox_refunds where payment_id = $1',
          [providerId],
        )
      )[0]!.n;
    // The refund did not reach the provider before the bank's chargeback.
    await t.db.query('delete from sandbox_refunds where payment_id = $1', [providerId]);
    await t.db.query('update sandbox_payments set amount_refunded = 0 where id = $1', [providerId]);
    await t.db.query('update payments set refund_provider_id = null where id = $1', [payment.id]);
    const balance = await kit.balance(m.id);
    await kit.sandbox(payment.checkout_url!, 'chargeback');
    await kit.webhook(`id=${providerId}`);
    await t.app.jobs.runDue(100);
    expect(await refunds()).toBe(0);
    await kit.sandbox(payment.checkout_url!, 'reverse_chargeback');
    await kit.webhook(`id=${providerId}`);
    await t.app.jobs.runDue(100);
    expect(await refunds()).toBe(1);
    // The refund stands; no credits move.
    expect(await kit.balance(m.id)).toBe(balance);
    expect((await kit.payment(m, payment.id)).payment).toMatchObject({
      status: 'refunded',
      refunded_amount: payment.amount,
      charged_back_amount: 0,
    });
  });
});

describe('live', () => {
  it('tells the open pages the new balance and the payment result at once', async () => {
    const m = await kit.member('Live', 'NL');
    const address = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ws = new WebSocket(`ws://${address}/api/live`, {
      headers: { origin: `http://${address}`, cookie: m.cookie },
    });
    const events: TLiveEvent[] = [];
    ws.on('message', (data) => events.push(ZLiveEvent.parse(JSON.parse(String(data)))));
    try {
      await vi.waitFor(() => expect(events.some((e) => e.type === 'credits')).toBe(true));
      const before = await kit.balance(m.id);
      const { payment } = await kit.buy(m);
      await kit.sandbox(payment.checkout_url!, 'pending');
      await vi.waitFor(() =>
        expect(events).toContainEqual({
          type: 'payment',
          payment_id: payment.id,
          status: 'pending',
          failure: null,
          paid_user: false,
        }),
      );
      await kit.sandbox(payment.checkout_url!, 'pay');
      await vi.waitFor(() => {
        expect(events).toContainEqual({ type: 'credits', credits: before + payment.credits });
        expect(events).toContainEqual({
          type: 'payment',
          payment_id: payment.id,
          status: 'paid',
          failure: null,
          paid_user: true,
        });
      });
    } finally {
      ws.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 502 to the member, keeps the order for a retry, and expires it if never created', async () => {
    const { SitesService } = await import('../sites/index.ts');
    const { PaymentsService } = await import('./payments.service.ts');
    const { PaymentProviderError } = await import('./payment-provider.ts');
    const { OffersService } = await import('../offers/index.ts');
    const down = () => Promise.reject(new PaymentProviderError('unavailable', 'timeout'));
    const errors: unknown[] = [];
    const service = new PaymentsService({
      db: t.db,
      provider: {
        name: 'sandbox',
        createPayment: down,
        getPayment: down,
        cancelPayment: down,
        createRefund: down,
        createCustomer: down,
        listMandates: down,
        revokeMandate: down,
      },
      publish: async () => {},
      onError: (e) => errors.push(e),
      origin: () => 'http://hartjes.localhost:3000',
      sandbox: true,
      recheckSeconds: 1,
      offers: new OffersService({ db: t.db }),
    });
    const site = (await new SitesService(t.db, {}).all()).find((s) => s.domain === NL_HOST)!;
    const m = await kit.member('Offline', 'NL');
    const shop = await kit.shop(m);
    const input = {
      bundle_id: shop.bundles[0]!.id,
      method: 'ideal' as const,
      idempotency_key: newKey(),
    };
    await expect(service.createPayment(m.id, site, input)).rejects.toMatchObject({
      code: 'payment_provider_unavailable',
      status: 502,
    });
    await expect(service.settle('tr_sb000000000000000000000000', site.id)).rejects.toThrow();
    const [row] = await t.db.query<{ id: number; provider_id: string | null; status: string }>(
      'select id, provider_id, status from payments where member_id = $1',
      [m.id],
    );
    expect(row).toMatchObject({ provider_id: null, status: 'open' });
    // Never created at the provider and an hour old: it expires; nothing was credited.
    await t.db.query(
      `update payments set created_at = now() - interval '2 hours', check_after = now() - interval '1 second'
       where id = $1`,
      [row!.id],
    );
    await service.recheck(1000);
    expect((await kit.payment(m, row!.id)).payment.status).toBe('expired');
    expect(await kit.purchases(row!.id)).toBe(0);
  });
});
