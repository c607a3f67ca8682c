import { composeIBAN } from 'ibantools';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZApiError, ZDirectDebitResponse, type TDirectDebitOrder } from '@cupido/contract';
import { changeCredits } from '../credits/index.ts';
import { createTestApp, DATABASE_URL, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { setDirectDebitLimits } from './index.ts';
import { newKey } from './payments-test-kit.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/**
 * SEPA direct debit with an SMS code (issue 13, decision 29), through the HTTP API on a real
 * database with the sandbox provider: the form's checks, the code's rules (6 digits, 10
 * minutes, single use, 5 tries, the cool-down), blocks, limits, and a bounce that takes the
 * unspent credits back once. Time is moved with fake timers (Date only).
 */
const DE_HOST = 'herzklopfen.localhost';
const IBAN = 'DE89 3704 0044 0532 0130 00';
/** Valid German IBANs (checksum by ibantools), one per use. */
const IBANS = Array.from({ length: 12 }, (_, i) =>
  composeIBAN({
    countryCode: 'DE',
    bban: `37040044${String(532013100 + i * 17 + (process.pid % 97)).padStart(10, '0')}`,
  })!,
);
let phoneSeq = 0;
/** A fresh German mobile number per order (limits and blocks count per phone). */
const phone = () => `0151 ${String(20000000 + ++phoneSeq * 7 + (process.pid % 1000))}`;

let t: TTestApp;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [site] = await t.db.query<{ id: number }>('select id from sites where domain = $1', [
    DE_HOST,
  ]);
  siteId = site!.id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  const mismatches = await t.db.query(
    `select m.id from members m left join credit_ledger l on l.member_id = m.id
     group by m.id having m.credits <> coalesce(sum(l.delta), 0)`,
  );
  expect(mismatches).toEqual([]);
  await t.close();
});

let seq = 0;
async function member(name = 'Debit'): Promise<TTestMember & { email: string }> {
  const email = `${name.toLowerCase()}-${++seq}-${process.pid}@direct-debit.test`;
  const m = await signUpMember(t.app, t.db, {
    email,
    name,
    host: DE_HOST,
  });
  await t.db.query(`update profiles set country = 'DE' where member_id = $1`, [m.id]);
  await t.db.query(`update members set language = 'de' where id = $1`, [m.id]);
  return { ...m, email };
}

const headers = (m: TTestMember | null, lang = 'en') => ({
  host: DE_HOST,
  'accept-language': lang,
  ...(m ? { cookie: m.cookie } : {}),
});
const post = (m: TTestMember | null, url: string, body: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers(m, lang), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function bundles(m: TTestMember) {
  const res = await t.app.inject({ url: '/api/credits.php', headers: headers(m) });
  return res.json() as {
    bundles: { id: number; credits: number; price: number }[];
    methods: string[];
  };
}

const form = async (m: TTestMember, over: Record<string, unknown> = {}) => ({
  bundle_id: (await bundles(m)).bundles[0]!.id,
  account_holder: 'Erika Mustermann',
  iban: IBAN,
  street: 'Hauptstraße',
  house_number: '5a',
  zip: '10115',
  city: 'Berlin',
  phone: phone(),
  authorised: true,
  idempotency_key: newKey(),
  ...over,
});

/** The newest SMS to this number, read from the outbox as a developer would. */
async function smsTo(e164: string): Promise<{ text: string; code: string }> {
  const res = await t.app.inject({ url: '/dev/sms.json', headers: { host: DE_HOST } });
  const sms = (res.json() as { messages: { to: string; text: string }[] }).messages.find(
    (s) => s.to === e164,
  );
  if (!sms) throw new Error(`no SMS to ${e164}`);
  return { text: sms.text, code: /\b(\d{6})\b/.exec(sms.text)![1]! };
}

const e164 = (national: string) => `+49${national.replace(/\s/g, '').slice(1)}`;

async function start(m: TTestMember, over: Record<string, unknown> = {}) {
  const body = await form(m, over);
  const res = await post(m, '/api/directdebit.php', body);
  if (res.statusCode !== 200) throw new Error(`start: ${res.statusCode} ${res.body}`);
  const { order } = ZDirectDebitResponse.parse(res.json());
  return { order, phone: e164(String(body.phone)), body };
}

const confirm = (m: TTestMember, id: number, otp: string, lang = 'en') =>
  post(m, '/api/directdebit-code.php', { id, otp }, lang);
const resend = (m: TTestMember, id: number) => post(m, '/api/directdebit-resend.php', { id });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function balance(memberId: number) {
  const [row] = await t.db.query<{ credits: number }>('select credits from members where id = $1', [
    memberId,
  ]);
  return row!.credits;
}

/** Pays an order with its right code; answers the order and its payment's provider id. */
async function pay(m: TTestMember, over: Record<string, unknown> = {}) {
  const started = await start(m, over);
  const { code } = await smsTo(started.phone);
  const res = await confirm(m, started.order.id, code);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().order as TDirectDebitOrder;
  const [p] = await t.db.query<{ provider_id: string; status: string }>(
    'select provider_id, status from payments where id = $1',
    [order.payment_id],
  );
  return { ...started, order, providerId: p!.provider_id, code };
}

describe('the direct-debit form', () => {
  it('is offered in Germany, sends a 6-digit code by SMS in the member language, and shows IBAN and phone masked', async () => {
    const m = await member();
    expect((await bundles(m)).methods).toContain('sdd');
    const { order, phone: to } = await start(m);
    expect(order).toMatchObject({
      status: 'awaiting_code',
      iban_masked: 'DE** **** **** **** **** 3000',
      account_holder: 'Erika Mustermann',
      tries_left: 5,
      payment_id: null,
    });
    expect(order.phone_masked).toBe(`+49 *** **** ${to.slice(-4)}`);
    expect(order.resend_in).toBeGreaterThan(0);
    const sms = await smsTo(to);
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain('ist dein Herzklopfen');
    expect(Date.parse(order.code_expires_at) - Date.now()).toBeLessThanOrEqual(600_000);
    // Only a hash of the code is stored, never the code.
    const [row] = await t.db.query<{ code_hash: string }>(
      'select code_hash from direct_debit_requests where id = $1',
      [order.id],
    );
    expect(row!.code_hash).not.toContain(sms.code);
  });

  it('refuses an invalid IBAN, a non-SEPA or mistyped one, an invalid phone and a missing authorisation, field by field', async () => {
    const m = await member();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'Please enter a valid IBAN.'],
      [{ iban: 'US12345678901234567890' }, 'iban', 'Please enter a valid IBAN.'],
      [{ iban: 'hello' }, 'iban', 'Please enter a valid IBAN.'],
      [{ authorised: false }, 'authorised', 'Please authorise the direct debit.'],
      [{ authorised: undefined }, 'authorised', 'Please authorise the direct debit.'],
      [{ account_holder: '  ' }, 'account_holder', 'This field is required.'],
      [{ zip: undefined }, 'zip', 'This field is required.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(m, '/api/directdebit.php', await form(m, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const { error } = ZApiError.parse(res.json());
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field]).toBe(message);
    }
    // A landline cannot get an SMS; neither can a number too short.
    for (const number of ['030 1234567', '12', '+49 151']) {
      const res = await post(m, '/api/directdebit.php', await form(m, { phone: number }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ phone: 'Please enter a valid mobile number.' });
    }
    const [n] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from direct_debit_requests where member_id = $1',
      [m.id],
    );
    expect(n!.n).toBe(0);
  });

  it('answers the same order to a repeated form (one SMS), asks visitors to log in, and refuses a foreign bundle', async () => {
    const m = await member();
    const body = await form(m);
    const first = await post(m, '/api/directdebit.php', body);
    const again = await post(m, '/api/directdebit.php', body);
    expect(again.json().order.id).toBe(first.json().order.id);
    const res = await t.app.inject({ url: '/dev/sms.json', headers: { host: DE_HOST } });
    const to = e164(String(body.phone));
    expect(res.json().messages.filter((s: { to: string }) => s.to === to)).toHaveLength(1);
    expect((await post(null, '/api/directdebit.php', body)).statusCode).toBe(401);
    const [nl] = await t.db.query<{ id: number }>(
      `select b.id from credit_bundles b join sites s on s.id = b.site_id
       where s.domain = 'hartjes.localhost' limit 1`,
    );
    const foreign = await post(m, '/api/directdebit.php', await form(m, { bundle_id: nl!.id }));
    expect(foreign.statusCode).toBe(404);
    // Another member cannot see or confirm the order.
    const other = await member('Other');
    expect(
      (
        await t.app.inject({
          url: `/api/directdebit.php?id=${first.json().order.id}`,
          headers: headers(other),
        })
      ).statusCode,
    ).toBe(404);
    expect((await confirm(other, first.json().order.id, '000000')).statusCode).toBe(404);
  });

  it('is not paid through the generic checkout: sdd needs the mandate of the SMS code', async () => {
    const m = await member();
    const res = await post(m, '/api/payment.php', {
      bundle_id: (await bundles(m)).bundles[0]!.id,
      method: 'sdd',
      idempotency_key: newKey(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('payment_method_unavailable');
  });
});

describe('the SMS code', () => {
  it('pays with the right code: mandate at the provider, payment on it, credits once, premium', async () => {
    const m = await member();
    const before = await balance(m.id);
    const b = (await bundles(m)).bundles[0]!;
    const { order, providerId } = await pay(m, { bundle_id: b.id });
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await balance(m.id)).toBe(before + b.credits);
    const [p] = await t.db.query<{ method: string; amount: number; sequence_type: string }>(
      'select method, amount, sequence_type from payments where id = $1',
      [order.payment_id],
    );
    expect(p).toMatchObject({ method: 'sdd', amount: b.price });
    // At the provider: a recurring payment on a directdebit mandate on the member's account.
    const [sb] = await t.db.query<{
      sequence_type: string;
      consumer_account: string;
      method: string;
    }>(
      `select s.sequence_type, md.consumer_account, md.method from sandbox_payments s
       join sandbox_mandates md on md.id = s.mandate_id where s.id = $1`,
      [providerId],
    );
    expect(sb).toEqual({
      sequence_type: 'recurring',
      consumer_account: 'DE89370400440532013000',
      method: 'directdebit',
    });
    // The full IBAN is not kept once the mandate is made.
    const [r] = await t.db.query<{ iban: string | null }>(
      'select iban from direct_debit_requests where id = $1',
      [order.id],
    );
    expect(r!.iban).toBeNull();
    const [purchases] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where reason = 'purchase' and reference = $1`,
      [`payment:${order.payment_id}`],
    );
    expect(purchases!.n).toBe(1);
    const [paid] = await t.db.query<{ paid_user: boolean }>(
      'select paid_user from members where id = $1',
      [m.id],
    );
    expect(paid!.paid_user).toBe(true);
  });

  it("prices the order with the shop's discount code, as the checkout does", async () => {
    const m = await member();
    const b = (await bundles(m)).bundles[0]!;
    const { order } = await pay(m, { bundle_id: b.id, discount_code: 'timebonus25' });
    const [p] = await t.db.query<{ amount: number; discount_code: string | null }>(
      'select amount, discount_code from payments where id = $1',
      [order.payment_id],
    );
    expect(p).toEqual({
      amount: b.price - Math.floor((b.price * 25 + 50) / 100),
      discount_code: 'TIMEBONUS25',
    });
    expect(order.amount).toBe(p!.amount);
    const unknown = await post(m, '/api/directdebit.php', await form(m, { discount_code: 'NOPE' }));
    expect(unknown.json().error.code).toBe('discount_code_not_found');
  });

  it("says 'Code invalid' to a wrong code, in the member's language too, and counts the try", async () => {
    const m = await member();
    const { order, phone: to } = await start(m);
    const { code } = await smsTo(to);
    const en = await confirm(m, order.id, wrong(code));
    expect(en.statusCode).toBe(422);
    expect(en.json().error).toMatchObject({ code: 'sms_code_invalid', message: 'Code invalid' });
    const de = await confirm(m, order.id, wrong(code), 'de');
    expect(de.json().error.message).toBe('Code ungültig');
    for (const otp of ['', 'abcdef', '12345']) {
      expect((await confirm(m, order.id, otp)).json().error.code).toBe('sms_code_invalid');
    }
    const state = await t.app.inject({
      url: `/api/directdebit.php?id=${order.id}`,
      headers: headers(m),
    });
    expect(state.json().order.tries_left).toBe(0);
  });

  it('refuses the 6th try even with the right code', async () => {
    const m = await member();
    const before = await balance(m.id);
    const { order, phone: to } = await start(m);
    const { code } = await smsTo(to);
    for (let i = 0; i < 5; i++)
      expect((await confirm(m, order.id, wrong(code))).statusCode).toBe(422);
    const sixth = await confirm(m, order.id, code);
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json().error.code).toBe('sms_code_expired');
    expect(await balance(m.id)).toBe(before);
  });

  it('refuses an expired code (after 10 minutes); a used one answers the confirmed order again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = await member();
    const { order, phone: to } = await start(m);
    const { code } = await smsTo(to);
    vi.setSystemTime(Date.now() + 600_000 + 1000);
    const late = await confirm(m, order.id, code);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('sms_code_expired');

    vi.useRealTimers();
    const paid = await pay(m);
    const before = await balance(m.id);
    // A second tap, or a retry after the first answer was lost: the same order, paid once.
    const used = await confirm(m, paid.order.id, paid.code);
    expect(used.statusCode).toBe(200);
    expect(used.json().order).toMatchObject({
      id: paid.order.id,
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(await balance(m.id)).toBe(before);
    const [payments] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from payments where member_id = $1',
      [m.id],
    );
    expect(payments!.n).toBe(1);
    // Nor is a new code sent for it.
    const resent = await post(m, '/api/directdebit-resend.php', { id: paid.order.id });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().order).toMatchObject({ id: paid.order.id, status: 'confirmed' });
  });

  it('sends a new code only after the cool-down, which replaces the old one; at most 5 codes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = await member();
    const { order, phone: to } = await start(m);
    const first = await smsTo(to);
    const early = await resend(m, order.id);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('sms_code_cooldown');
    expect(early.json().error.message).toMatch(
      /^Please wait \d+ s before requesting a new code\.$/,
    );

    vi.setSystemTime(Date.now() + 61_000);
    const again = await resend(m, order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.tries_left).toBe(5);
    const second = await smsTo(to);
    const count = await t.app.inject({ url: '/dev/sms.json', headers: { host: DE_HOST } });
    expect(count.json().messages.filter((s: { to: string }) => s.to === to)).toHaveLength(2);
    if (second.code !== first.code) {
      expect((await confirm(m, order.id, first.code)).json().error.code).toBe('sms_code_invalid');
    }
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await resend(m, order.id)).statusCode).toBe(200);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const sixth = await resend(m, order.id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('sms_code_limit');
    const latest = await smsTo(to);
    expect((await confirm(m, order.id, latest.code)).statusCode).toBe(200);
  });
});

describe('blocks and limits', () => {
  it('refuses a blocked IBAN and a blocked phone with the spec text', async () => {
    const m = await member();
    const bounced = await pay(m, { iban: IBANS[0] });
    await new SandboxProvider(t.db).chargeBack(bounced.providerId);
    await webhook(bounced.providerId);
    const byIban = await post(m, '/api/directdebit.php', await form(m, { iban: IBANS[0] }));
    expect(byIban.statusCode).toBe(403);
    expect(byIban.json().error).toMatchObject({
      code: 'direct_debit_blocked',
      message: 'Your account is blocked for direct debit payments.',
    });
    const other = await member('Other');
    const byPhone = await post(
      other,
      '/api/directdebit.php',
      await form(other, { iban: IBANS[1], phone: bounced.body.phone }),
      'de',
    );
    expect(byPhone.statusCode).toBe(403);
    expect(byPhone.json().error.message).toBe('Dein Konto ist für Lastschriftzahlungen gesperrt.');
  });

  it('refuses what goes over the limit per member, IBAN or phone in the period, with the spec text', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const m = await member();
    const b = (await bundles(m)).bundles[0]!;
    await setDirectDebitLimits(t.db, siteId, {
      period_days: 7,
      member_max: b.price * 2,
      iban_max: b.price,
      phone_max: b.price * 2,
    });
    try {
      await pay(m, { iban: IBANS[2], bundle_id: b.id });
      const text =
        'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.';
      // The same IBAN again: over its limit (at the form already).
      const sameIban = await post(
        m,
        '/api/directdebit.php',
        await form(m, { iban: IBANS[2], bundle_id: b.id }),
      );
      expect(sameIban.statusCode).toBe(409);
      expect(sameIban.json().error).toMatchObject({ code: 'direct_debit_limit', message: text });
      // Another IBAN: the member's second order fits, the third does not.
      await pay(m, { iban: IBANS[3], bundle_id: b.id });
      const third = await post(
        m,
        '/api/directdebit.php',
        await form(m, { iban: IBANS[4], bundle_id: b.id }),
      );
      expect(third.json().error.code).toBe('direct_debit_limit');
      // Another member with the same phone twice: the phone's limit.
      const other = await member('Phone');
      const shared = phone();
      await pay(other, { iban: IBANS[5], phone: shared, bundle_id: b.id });
      await pay(other, { iban: IBANS[6], phone: shared, bundle_id: b.id });
      const overPhone = await member('Phone2');
      const res = await post(
        overPhone,
        '/api/directdebit.php',
        await form(overPhone, { iban: IBANS[7], phone: shared, bundle_id: b.id }),
      );
      expect(res.json().error.code).toBe('direct_debit_limit');
      // After the period the member may pay again.
      vi.setSystemTime(Date.now() + 8 * 86_400_000);
      await pay(m, { iban: IBANS[2], bundle_id: b.id });
    } finally {
      await t.db.query('delete from direct_debit_limits where site_id = $1', [siteId]);
    }
  });

  it.runIf(DATABASE_URL)(
    'lets only one of two orders confirmed at once pass a limit both would break',
    async () => {
      const m = await member();
      const b = (await bundles(m)).bundles[0]!;
      await setDirectDebitLimits(t.db, siteId, {
        period_days: 30,
        member_max: b.price,
        iban_max: b.price * 10,
        phone_max: b.price * 10,
      });
      try {
        const a = await start(m, { iban: IBANS[8], bundle_id: b.id });
        const c = await start(m, { iban: IBANS[9], bundle_id: b.id });
        const [codeA, codeC] = [await smsTo(a.phone), await smsTo(c.phone)];
        const results = await Promise.all([
          confirm(m, a.order.id, codeA.code),
          confirm(m, c.order.id, codeC.code),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      } finally {
        await t.db.query('delete from direct_debit_limits where site_id = $1', [siteId]);
      }
    },
  );
});

const webhook = (providerId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    headers: { host: DE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${providerId}`,
  });

describe('a debit that bounces', () => {
  it('takes back the unspent credits once, blocks IBAN and phone, and tells the member', async () => {
    const m = await member('Bounce');
    const b = (await bundles(m)).bundles[0]!;
    const paid = await pay(m, { iban: IBANS[10], bundle_id: b.id });
    // The member spends some of the bought credits first.
    const spent = Math.min(5, b.credits - 1);
    await t.db.transaction((tx) =>
      changeCredits(tx, {
        memberId: m.id,
        delta: -spent,
        reason: 'message',
        reference: `test-spend:${m.id}`,
      }),
    );
    const [acc] = await t.db.query<{ credits: number; bonus_credits: number }>(
      'select credits, bonus_credits from members where id = $1',
      [m.id],
    );
    const unspent = Math.min(b.credits, acc!.credits - acc!.bonus_credits);

    await new SandboxProvider(t.db).chargeBack(paid.providerId);
    // The provider's notification arrives, and again (a retry): handled once.
    expect((await webhook(paid.providerId)).statusCode).toBe(200);
    expect((await webhook(paid.providerId)).statusCode).toBe(200);
    await Promise.all([webhook(paid.providerId), webhook(paid.providerId)]);

    expect(await balance(m.id)).toBe(acc!.credits - unspent);
    const ledger = await t.db.query<{ delta: number }>(
      `select delta from credit_ledger where reason = 'chargeback' and reference = $1`,
      [`chargeback:${paid.order.payment_id}`],
    );
    expect(ledger).toEqual([{ delta: -unspent }]);
    const blocks = await t.db.query<{ kind: string }>(
      'select kind from direct_debit_blocks where payment_id = $1 order by kind',
      [paid.order.payment_id],
    );
    expect(blocks.map((x) => x.kind)).toEqual(['iban', 'phone']);
    // The order ends as refunded (by the bank): no refund through us on top.
    const order = await t.app.inject({
      url: `/api/payment.php?id=${paid.order.payment_id}`,
      headers: headers(m),
    });
    expect(order.json().payment).toMatchObject({
      status: 'refunded',
      refunded_credits: unspent,
      refunded_amount: 0,
      refundable: false,
    });
    const refund = await post(m, '/api/refund.php', { payment_id: paid.order.payment_id });
    expect(refund.json().error.code).toBe('refund_not_possible');
    // The bank gave all the money back, though credits were spent: premium ends with it.
    const [after] = await t.db.query<{ paid_user: boolean }>(
      'select paid_user from members where id = $1',
      [m.id],
    );
    expect(after!.paid_user).toBe(false);

    await t.app.jobs.runDue(100);
    const mails = await t.app.inject({ url: '/dev/mail.json', headers: { host: DE_HOST } });
    const mine = (mails.json().mails as { to: string; subject: string; text: string }[]).filter(
      (x) => x.to === m.email,
    );
    const bounce = mine.filter((x) => x.subject.includes('zurückgebucht'));
    expect(bounce).toHaveLength(1);
    expect(bounce[0]!.text).toContain(`zurückgenommen: ${unspent}.`);
  });
});
