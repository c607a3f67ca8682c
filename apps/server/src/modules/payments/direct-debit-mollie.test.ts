import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDirectDebitResponse } from '@cupido/contract';
import {
  startFakeMollie,
  trustFakeMollieCertificate,
  type TFakeMollie,
} from '../../test/fake-mollie.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';
import { toMollieAmount } from './mollie-mapping.ts';
import { newKey } from './payments-test-kit.ts';

/**
 * Direct debit with Mollie selected by configuration and the local fake of Mollie's API in its
 * place: the SMS code makes a `directdebit` mandate on the member's customer and a recurring
 * payment on it; Mollie's webhook (an id only) credits it once; a chargeback takes back.
 */
trustFakeMollieCertificate();

const DE_HOST = 'herzklopfen.localhost';
let fake: TFakeMollie;
let t: TTestApp;

beforeAll(async () => {
  fake = await startFakeMollie();
  t = await createTestApp({
    env: { MOLLIE_API_KEY: fake.testKey, MOLLIE_API_URL: fake.apiEndpoint },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const inject = (cookie: string | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      host: DE_HOST,
      'accept-language': 'de',
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
const mollieCalls = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    headers: { host: DE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });
const credits = async (id: number) =>
  (await t.db.query<{ credits: number }>('select credits from members where id = $1', [id]))[0]!
    .credits;

describe('direct debit through Mollie', () => {
  it('makes a directdebit mandate and a recurring payment on it, credits it on the webhook once, and takes back on a chargeback', async () => {
    const m = await signUpMember(t.app, t.db, {
      email: `mollie-sdd-${process.pid}@direct-debit.test`,
      name: 'Erika',
      host: DE_HOST,
    });
    await t.db.query(`update profiles set country = 'DE' where member_id = $1`, [m.id]);
    const shop = (await inject(m.cookie, 'GET', '/api/credits.php')).json();
    expect(shop.methods).toContain('sdd');
    const bundle = shop.bundles[0] as { id: number; credits: number; price: number };
    const started = await inject(m.cookie, 'POST', '/api/directdebit.php', {
      bundle_id: bundle.id,
      account_holder: 'Erika Mustermann',
      iban: 'DE89 3704 0044 0532 0130 00',
      street: 'Hauptstraße',
      house_number: '5',
      zip: '10115',
      city: 'Berlin',
      phone: '+49 151 23456789',
      authorised: true,
      idempotency_key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { order } = ZDirectDebitResponse.parse(started.json());
    const sms = (await inject(null, 'GET', '/dev/sms.json')).json().messages as {
      to: string;
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(sms.find((s) => s.to === '+4915123456789')!.text)![1]!;
    const before = await credits(m.id);

    const confirmed = await inject(m.cookie, 'POST', '/api/directdebit-code.php', {
      id: order.id,
      otp: code,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Mollie processes a debit for days: pending until the bank answers.
    expect(confirmed.json().order).toMatchObject({
      status: 'confirmed',
      payment_status: 'pending',
    });

    const mandate = [...fake.mandates.values()].find(
      (x) => x.details.consumerAccount === 'DE89370400440532013000',
    )!;
    expect(mandate).toMatchObject({ method: 'directdebit', status: 'valid' });
    expect(mandate.details.consumerName).toBe('Erika Mustermann');
    expect(mandate.mandateReference).toMatch(new RegExp(`^CUPIDO-\\d+-${order.id}$`));
    const atMollie = [...fake.payments.values()].find((p) => p.mandateId === mandate.id)!;
    expect(atMollie).toMatchObject({
      amount: toMollieAmount(bundle.price, 'EUR'),
      sequenceType: 'recurring',
      method: 'directdebit',
      customerId: mandate.customerId,
      status: 'pending',
    });
    const create = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v2/payments' && r.body.includes(mandate.id),
    )!;
    expect(create.headers['idempotency-key']).toMatch(/^cupido-payment-\d+$/);
    expect(await credits(m.id)).toBe(before);

    await fake.setStatus(atMollie.id, 'paid', { notify: false });
    expect((await mollieCalls(atMollie.id)).statusCode).toBe(200);
    expect((await mollieCalls(atMollie.id)).statusCode).toBe(200);
    expect(await credits(m.id)).toBe(before + bundle.credits);

    await fake.chargeBack(atMollie.id, { notify: false });
    expect((await mollieCalls(atMollie.id)).statusCode).toBe(200);
    expect((await mollieCalls(atMollie.id)).statusCode).toBe(200);
    const after = await credits(m.id);
    expect(after).toBe(before);
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'chargeback' and member_id = $1`,
      [m.id],
    );
    expect(rows[0]!.n).toBe(1);
    // The IBAN is blocked now.
    const again = await inject(m.cookie, 'POST', '/api/directdebit.php', {
      bundle_id: bundle.id,
      account_holder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      street: 'Hauptstraße',
      house_number: '5',
      zip: '10115',
      city: 'Berlin',
      phone: '+49 151 99999999',
      authorised: true,
      idempotency_key: newKey(),
    });
    expect(again.json().error.message).toBe('Dein Konto ist für Lastschriftzahlungen gesperrt.');
  });

  it('continues an order whose right code met an unreachable Mollie: 502, then the next call pays once, without a new code', async () => {
    const m = await signUpMember(t.app, t.db, {
      email: `mollie-sdd-down-${process.pid}@direct-debit.test`,
      name: 'Ben',
      host: DE_HOST,
    });
    const shop = (await inject(m.cookie, 'GET', '/api/credits.php')).json();
    const bundle = shop.bundles[0] as { id: number; credits: number };
    const started = await inject(m.cookie, 'POST', '/api/directdebit.php', {
      bundle_id: bundle.id,
      account_holder: 'Ben Becker',
      iban: 'DE02120300000000202051',
      street: 'Ring',
      house_number: '3',
      zip: '50667',
      city: 'Köln',
      phone: '+49 160 1234567',
      authorised: true,
      idempotency_key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { order } = ZDirectDebitResponse.parse(started.json());
    const sms = (await inject(null, 'GET', '/dev/sms.json')).json().messages as {
      to: string;
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(sms.find((s) => s.to === '+491601234567')!.text)![1]!;

    fake.failNext(20);
    const down = await inject(m.cookie, 'POST', '/api/directdebit-code.php', {
      id: order.id,
      otp: code,
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('payment_provider_unavailable');
    fake.failNext(0);

    // The code was right and is used: the order continues on the next call, whatever it says.
    const resumed = await inject(m.cookie, 'POST', '/api/directdebit-code.php', {
      id: order.id,
      otp: '',
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().order.status).toBe('confirmed');
    const mandates = [...fake.mandates.values()].filter(
      (x) => x.details.consumerAccount === 'DE02120300000000202051',
    );
    expect(mandates).toHaveLength(1);
    expect([...fake.payments.values()].filter((p) => p.mandateId === mandates[0]!.id)).toHaveLength(
      1,
    );
    // Once paid, the code again answers the confirmed order, and nothing more is made.
    const used = await inject(m.cookie, 'POST', '/api/directdebit-code.php', {
      id: order.id,
      otp: code,
    });
    expect(used.json().order.status).toBe('confirmed');
    expect([...fake.payments.values()].filter((p) => p.mandateId === mandates[0]!.id)).toHaveLength(
      1,
    );
  });
});
