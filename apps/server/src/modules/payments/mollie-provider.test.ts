import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { PAYMENT_METHODS } from '@cupido/contract';
import { PaymentMethod } from '@mollie/api-client';
import {
  startFakeMollie,
  trustFakeMollieCertificate,
  type TFakeMollie,
} from '../../test/fake-mollie.ts';
import { fromMollieAmount, MOLLIE_METHOD, mollieLocale, toMollieAmount } from './mollie-mapping.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { TCreateProviderPayment } from './payment-provider.ts';
import { describeProviderContract } from './provider-contract.test-suite.ts';

trustFakeMollieCertificate();

/** A loopback endpoint standing in for our webhook route: records the ids Mollie posts. */
async function startWebhookReceiver() {
  const bodies: Array<{ contentType: string | undefined; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      bodies.push({ contentType: req.headers['content-type'], body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment-webhook.php`,
    bodies,
    ids: () => bodies.map((b) => new URLSearchParams(b.body).get('id') ?? ''),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeProviderContract('Mollie (local fake of API v2)', async () => {
  const fake = await startFakeMollie();
  const receiver = await startWebhookReceiver();
  return {
    provider: createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint }),
    webhookUrl: receiver.url,
    notified: receiver.ids,
    payerChooses: async (id, outcome) => {
      await fake.setStatus(id, outcome);
    },
    recurringOutcome: async (id, outcome) => {
      await fake.setStatus(id, outcome);
    },
    chargeBack: async (id) => {
      await fake.chargeBack(id);
    },
    close: async () => {
      await fake.close();
      await receiver.close();
    },
  };
});

describe('Mollie amounts, methods and locales', () => {
  it('converts minor units to Mollie decimal strings exactly, and back', () => {
    const cases: Array<[number, string]> = [
      [0, '0.00'],
      [1, '0.01'],
      [10, '0.10'],
      [1295, '12.95'],
      [100_000, '1000.00'],
      [999_999_999_999, '9999999999.99'],
    ];
    for (const [minor, value] of cases) {
      expect(toMollieAmount(minor, 'PLN')).toEqual({ currency: 'PLN', value });
      expect(fromMollieAmount({ currency: 'PLN', value })).toBe(minor);
    }
    // 0.1 + 0.2 style errors cannot happen: 29 cents stay 29 cents.
    expect(fromMollieAmount({ currency: 'CHF', value: '0.29' })).toBe(29);
    expect(fromMollieAmount({ currency: 'EUR', value: '12.9' })).toBe(1290);
    expect(fromMollieAmount({ currency: 'EUR', value: '12' })).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const minor of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => toMollieAmount(minor, 'EUR')).toThrow(RangeError);
    }
    for (const value of [
      '12.955',
      '',
      'abc',
      '1e3',
      '-1.00',
      ' 1.00',
      '1,00',
      '99999999999999999.00',
    ]) {
      expect(() => fromMollieAmount({ currency: 'EUR', value })).toThrow(RangeError);
    }
  });

  it("maps each of the spec's 18 methods to a current Mollie method, or to none", () => {
    const current = new Set<string>(Object.values(PaymentMethod));
    for (const method of PAYMENT_METHODS) {
      const mollie = MOLLIE_METHOD[method];
      if (mollie !== null) expect(current).toContain(mollie);
    }
    expect(Object.keys(MOLLIE_METHOD).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(PAYMENT_METHODS.filter((m) => MOLLIE_METHOD[m] === null).sort()).toEqual([
      'giropay',
      'sofort',
    ]);
  });

  it("passes only locales Mollie's hosted page speaks", () => {
    expect(mollieLocale('nl_NL')).toBe('nl_NL');
    expect(mollieLocale('pl_PL')).toBe('pl_PL');
    expect(mollieLocale('xx_YY')).toBeUndefined();
    expect(mollieLocale('nl')).toBeUndefined();
    expect(mollieLocale(undefined)).toBeUndefined();
  });
});

describe('Mollie adapter on the wire', () => {
  let fake: TFakeMollie;
  beforeAll(async () => {
    fake = await startFakeMollie();
  });
  afterAll(async () => {
    await fake.close();
  });

  const input = (overrides: Partial<TCreateProviderPayment> = {}): TCreateProviderPayment => ({
    amountMinor: 4995,
    currency: 'EUR',
    method: 'visa',
    description: 'Cupido: 500 credits',
    redirectUrl: 'https://cupido.example/credits/3/visa?payment=9',
    webhookUrl: 'https://cupido.example/api/payment-webhook.php',
    metadata: { payment_id: '9' },
    ...overrides,
  });
  const lastBody = () => JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;

  it("sends Mollie's request: decimal amount, Mollie's method, locale, key, idempotency key", async () => {
    const provider = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    await provider.createPayment(input({ locale: 'de_AT', idempotencyKey: 'order-9-try-1' }));
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v2/payments');
    expect(request.headers.authorization).toBe(`Bearer ${fake.testKey}`);
    expect(request.headers['idempotency-key']).toBe('order-9-try-1');
    expect(request.headers['user-agent']).toMatch(/Mollie\/[\d.]+ Cupido\/[\d.]+/);
    expect(lastBody()).toMatchObject({
      amount: { currency: 'EUR', value: '49.95' },
      method: 'creditcard',
      locale: 'de_AT',
      sequenceType: 'oneoff',
      redirectUrl: 'https://cupido.example/credits/3/visa?payment=9',
      webhookUrl: 'https://cupido.example/api/payment-webhook.php',
      metadata: { payment_id: '9' },
    });

    await provider.createPayment(
      input({ method: 'prezelewy24', currency: 'PLN', amountMinor: 2000, locale: 'xx_YY' }),
    );
    expect(lastBody()).toMatchObject({
      method: 'przelewy24',
      amount: { currency: 'PLN', value: '20.00' },
    });
    expect(lastBody()).not.toHaveProperty('locale');
    await provider.createPayment(input({ method: 'sct' }));
    expect(lastBody()).toMatchObject({ method: 'banktransfer' });
  });

  it('refuses giropay and sofort without asking Mollie, which retired them', async () => {
    const provider = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    expect(provider.methods).toHaveLength(16);
    expect(provider.methods).not.toContain('giropay');
    expect(provider.methods).not.toContain('sofort');
    const before = fake.requests.length;
    for (const method of ['giropay', 'sofort'] as const) {
      await expect(provider.createPayment(input({ method }))).rejects.toMatchObject({
        kind: 'rejected',
      });
    }
    expect(fake.requests.length).toBe(before);
  });

  it("turns Mollie's 4xx answers into rejected: bad key, method not in this currency", async () => {
    const wrongKey = createMollieProvider({
      apiKey: `test_${'x'.repeat(30)}`,
      apiEndpoint: fake.apiEndpoint,
    });
    await expect(wrongKey.createPayment(input())).rejects.toMatchObject({ kind: 'rejected' });
    const provider = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    await expect(
      provider.createPayment(input({ method: 'ideal', currency: 'PLN' })),
    ).rejects.toMatchObject({ kind: 'rejected', message: expect.stringMatching(/422.*currency/) });
  });

  it('keeps test and live payments apart: a live key does not see a test payment', async () => {
    const test = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    const live = createMollieProvider({ apiKey: fake.liveKey, apiEndpoint: fake.apiEndpoint });
    const created = await test.createPayment(input());
    expect(await live.getPayment(created.id)).toBeNull();
    expect((await test.getPayment(created.id))?.id).toBe(created.id);
  });

  it('retries a passing outage and reports a lasting one as unavailable', async () => {
    const provider = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    const created = await provider.createPayment(input());
    fake.failNext(1);
    expect((await provider.getPayment(created.id))?.id).toBe(created.id);
    fake.failNext(3);
    await expect(provider.getPayment(created.id)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reports a Mollie that does not answer as unavailable', async () => {
    // Accepts the connection and never says a word, not even the TLS handshake.
    const sockets = new Set<Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const provider = createMollieProvider({
        apiKey: fake.testKey,
        apiEndpoint: `https://127.0.0.1:${(silent.address() as AddressInfo).port}/v2/`,
        timeoutMs: 300,
      });
      await expect(provider.getPayment('tr_silent0000')).rejects.toMatchObject({
        kind: 'unavailable',
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('sends the payer back from the hosted page, then calls the webhook with the id only', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const provider = createMollieProvider({
        apiKey: fake.testKey,
        apiEndpoint: fake.apiEndpoint,
      });
      const created = await provider.createPayment(
        input({ method: 'ideal', webhookUrl: receiver.url }),
      );
      const page = await fetch(created.checkoutUrl!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('EUR 49.95');
      const back = await fetch(created.checkoutUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=paid',
        redirect: 'manual',
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('https://cupido.example/credits/3/visa?payment=9');
      expect(receiver.bodies).toEqual([
        { contentType: 'application/x-www-form-urlencoded', body: `id=${created.id}` },
      ]);
      expect((await provider.getPayment(created.id))?.status).toBe('paid');
      // A paid payment stays paid: the fake refuses transitions Mollie never makes.
      await expect(fake.setStatus(created.id, 'failed')).rejects.toThrow(/never goes from paid/);
    } finally {
      await receiver.close();
    }
  });

  it("reads a paid card payment's brand and last four digits", async () => {
    const provider = createMollieProvider({ apiKey: fake.testKey, apiEndpoint: fake.apiEndpoint });
    const created = await provider.createPayment(
      input({ webhookUrl: 'https://cupido.example/hook' }),
    );
    fake.payments.get(created.id)!.webhookUrl = null; // nobody listens in this test
    await fake.setStatus(created.id, 'paid', {
      method: 'creditcard',
      card: { label: 'Visa', last4: '1111' },
    });
    expect(await provider.getPayment(created.id)).toMatchObject({
      status: 'paid',
      method: 'creditcard',
      card: { label: 'Visa', last4: '1111' },
    });
  });
});
