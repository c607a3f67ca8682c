import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startFakeTwilio, type TFakeTwilio } from '../../test/fake-twilio.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';
import { SmsSendError } from './sms-sender.ts';
import { twilioSms } from './twilio-sms.ts';

/**
 * The SMS adapters (decision 29): Twilio's REST API against a local fake that speaks it, its
 * configuration, and the app sending the direct-debit code through it (no outbox then).
 */
let fake: TFakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(async () => {
  await fake.close();
});

describe('Twilio', () => {
  it('sends To, From and Body with the account credentials', async () => {
    const sms = twilioSms({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: 'Cupido',
      apiUrl: fake.apiUrl,
    });
    await sms.send({ to: '+4915112345678', text: '123456 is your code' });
    expect(fake.messages.at(-1)).toMatchObject({
      to: '+4915112345678',
      from: 'Cupido',
      body: '123456 is your code',
    });
  });

  it("reports Twilio's refusals and an unreachable API as send errors", async () => {
    const wrongToken = twilioSms({
      accountSid: fake.accountSid,
      authToken: 'x'.repeat(32),
      from: 'Cupido',
      apiUrl: fake.apiUrl,
    });
    await expect(wrongToken.send({ to: '+4915112345678', text: 'x' })).rejects.toThrow(
      /Twilio 401: 20003/,
    );
    const right = twilioSms({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: 'Cupido',
      apiUrl: fake.apiUrl,
    });
    await expect(right.send({ to: '0151', text: 'x' })).rejects.toThrow(/Twilio 400: 21211/);
    const down = twilioSms({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: 'Cupido',
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(down.send({ to: '+4915112345678', text: 'x' })).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });

  it('is configured with all of its settings or none', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp' };
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: fake.accountSid })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: fake.authToken,
        SMS_FROM: 'Cupido',
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: fake.accountSid,
        TWILIO_AUTH_TOKEN: fake.authToken,
        SMS_FROM: '+4915112345678',
      }).SMS_FROM,
    ).toBe('+4915112345678');
  });
});

describe('without an SMS sender', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not offer direct debit (production without Twilio, here a test app without one)', async () => {
    const { createPayments } = await import('../../modules/payments/index.ts');
    const { SitesService } = await import('../../modules/sites/index.ts');
    const { OffersService } = await import('../../modules/offers/index.ts');
    const sites = new SitesService(t.db, { defaultDomain: 'cupido.localhost' });
    const payments = createPayments({
      db: t.db,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }),
      sites,
      mailer: { kind: 'outbox', send: async () => {}, close: async () => {} },
      publish: async () => {},
      origin: () => 'http://herzklopfen.localhost',
      onError: () => {},
      offers: new OffersService({ db: t.db }),
      sms: null,
    });
    const site = await sites.byId(t.siteIds[2]!);
    expect((await payments.service.pricing(site)).methods).not.toContain('sdd');
    // With the app's own outbox, the same site offers it.
    const res = await t.app.inject({
      url: '/api/pricing.php',
      headers: { host: 'herzklopfen.localhost' },
    });
    expect(res.json().methods).toContain('sdd');
  });
});

describe('the direct-debit code through Twilio', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: fake.accountSid,
        TWILIO_AUTH_TOKEN: fake.authToken,
        SMS_FROM: 'Herzklopf',
        TWILIO_API_URL: fake.apiUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('goes to Twilio, not to the outbox, and confirms the payment', async () => {
    const host = 'herzklopfen.localhost';
    const m = await signUpMember(t.app, t.db, {
      email: `twilio-${process.pid}@direct-debit.test`,
      name: 'Tim',
      host,
    });
    const headers = { host, cookie: m.cookie, 'content-type': 'application/json' };
    const shop = (await t.app.inject({ url: '/api/credits.php', headers })).json();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers,
      payload: JSON.stringify({
        bundle_id: shop.bundles[0].id,
        account_holder: 'Tim Tester',
        iban: 'DE89370400440532013000',
        street: 'Hauptstraße',
        house_number: '1',
        zip: '10115',
        city: 'Berlin',
        phone: '0151 87654321',
        authorised: true,
        idempotency_key: `twilio-${process.pid}-${Date.now()}`,
      }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const sent = fake.messages.find((x) => x.to === '+4915187654321')!;
    expect(sent.from).toBe('Herzklopf');
    const code = /\b(\d{6})\b/.exec(sent.body)![1]!;
    expect((await t.app.inject({ url: '/dev/sms.json', headers: { host } })).statusCode).toBe(404);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit-code.php',
      headers,
      payload: JSON.stringify({ id: started.json().order.id, otp: code }),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.status).toBe('confirmed');
  });

  it('answers 502 when Twilio cannot be reached, and keeps no order (sending the form again retries)', async () => {
    const host = 'herzklopfen.localhost';
    const m = await signUpMember(t.app, t.db, {
      email: `twilio-down-${process.pid}@direct-debit.test`,
      name: 'Tom',
      host,
    });
    const headers = { host, cookie: m.cookie, 'content-type': 'application/json' };
    const shop = (await t.app.inject({ url: '/api/credits.php', headers })).json();
    const form = (phone: string) =>
      JSON.stringify({
        bundle_id: shop.bundles[0].id,
        account_holder: 'Tom Tester',
        iban: 'DE89370400440532013000',
        street: 'Hauptstraße',
        house_number: '1',
        zip: '10115',
        city: 'Berlin',
        phone,
        authorised: true,
        idempotency_key: `twilio-down-${process.pid}`,
      });
    // Twilio is down.
    await fake.close();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers,
      payload: form('0151 11223344'),
    });
    expect(refused.statusCode).toBe(502);
    const [left] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from direct_debit_requests where member_id = $1',
      [m.id],
    );
    expect(left!.n).toBe(0);
    fake = await startFakeTwilio(); // for the file's last hook
  });
});
