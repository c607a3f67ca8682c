import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreditsResponse,
  ZDiscountCodeResponse,
  ZPaymentResponse,
  type TCreditsResponse,
  type TPaymentResponse,
} from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { DEMO_SITES } from '../demo/index.ts';
import { insertSite, SitesService, ZSiteConfig } from '../sites/index.ts';
import { discountOf, insertCode, OffersService, type TNewCode } from './index.ts';

const NL = 'hartjes.localhost';

let t: TTestApp;
let nlSite = 0;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [site] = await t.db.query<{ id: number }>('select id from sites where domain = $1', [NL]);
  nlSite = site!.id;
});
afterAll(async () => {
  // Every balance still equals its ledger.
  const mismatches = await t.db.query(
    `select m.id from members m left join credit_ledger l on l.member_id = m.id
     group by m.id having m.credits <> coalesce(sum(l.delta), 0)`,
  );
  expect(mismatches).toEqual([]);
  await t.close();
});

const uniq = () => `${process.pid}${++seq}`;

async function member(name = 'Offer', country = 'NL'): Promise<TTestMember> {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${uniq()}@offers.test`,
    name,
    host: NL,
  });
  await t.db.query('update profiles set country = $2 where member_id = $1', [m.id, country]);
  return m;
}

/** A code of the NL site for one test (codes are per site; single-use ones get spent). */
async function code(c: Omit<TNewCode, 'siteId' | 'code'> & { code?: string }): Promise<string> {
  const text = c.code ?? `T${uniq()}`;
  await insertCode(t.db, { ...c, siteId: nlSite, code: text });
  return text;
}

const get = (as: TTestMember | null, url: string, lang = 'en') =>
  t.app.inject({
    url,
    headers: { host: NL, 'accept-language': lang, ...(as ? { cookie: as.cookie } : {}) },
  });
const post = (as: TTestMember, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: NL,
      'accept-language': 'en',
      cookie: as.cookie,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });

async function shop(as: TTestMember, query = ''): Promise<TCreditsResponse> {
  const res = await get(as, `/api/credits.php${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZCreditsResponse.parse(res.json());
}

let keys = 0;
const key = () => `offer-${process.pid}-${Date.now()}-${++keys}`;

function buy(
  as: TTestMember,
  body: { bundle_id: number; method?: string; discount_code?: string; idempotency_key?: string },
) {
  return post(as, '/api/payment.php', {
    method: 'ideal',
    idempotency_key: key(),
    ...body,
  });
}

async function bought(
  as: TTestMember,
  body: Parameters<typeof buy>[1],
): Promise<TPaymentResponse['payment']> {
  const res = await buy(as, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZPaymentResponse.parse(res.json()).payment;
}

/** The member's choice on the sandbox's hosted page. */
async function sandbox(checkoutUrl: string, action: 'pay' | 'fail' | 'cancel' | 'pending') {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: NL, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(res.statusCode).toBe(303);
}

/** The payments' recovery job (decision 19) runs now. */
async function runPaymentsRecheck() {
  await t.db.query(
    `insert into jobs (kind, payload, recurring) values ('payments_recheck', '{}', true)
     on conflict do nothing`,
  );
  await t.db.query(`update jobs set run_at = now() where kind = 'payments_recheck'`);
  await t.app.jobs.runDue(100);
}

async function redemption(paymentId: number) {
  const [row] = await t.db.query<{ state: string }>(
    'select state from discount_redemptions where payment_id = $1',
    [paymentId],
  );
  return row?.state ?? null;
}

/**
 * After concurrent checkouts with codes that exclude each other: one payment holds, every other
 * one that was made is cancelled (a later checkout cancels an earlier one left open), and every
 * refused one was refused as held.
 */
async function expectOneHolder(
  m: TTestMember,
  answers: { statusCode: number; json(): { error?: { code: string }; payment?: { id: number } } }[],
) {
  for (const a of answers.filter((x) => x.statusCode !== 200))
    expect(a.json().error?.code).toBe('discount_code_held');
  const made = answers.filter((a) => a.statusCode === 200).map((a) => a.json().payment!.id);
  expect(made.length).toBeGreaterThan(0);
  const rows = await t.db.query<{ id: number; status: string; state: string }>(
    `select p.id, p.status, r.state from payments p join discount_redemptions r on r.payment_id = p.id
     where p.member_id = $1`,
    [m.id],
  );
  expect(rows.map((r) => r.id).sort()).toEqual([...made].sort());
  expect(rows.filter((r) => r.state === 'held')).toHaveLength(1);
  for (const r of rows.filter((x) => x.state !== 'held')) {
    expect(r).toMatchObject({ status: 'canceled', state: 'released' });
  }
}

/** A member past the time bonus and the welcome discount: a code alone decides their price. */
async function memberPastOffers(name = 'Offer', country = 'NL'): Promise<TTestMember> {
  const m = await member(name, country);
  await signedUpAgo(m, 8 * 86_400);
  return m;
}

/** Moves the member's sign-up into the past (no test waits hours). */
const signedUpAgo = (m: TTestMember, seconds: number) =>
  t.db.query(`update members set created_at = now() - make_interval(secs => $2) where id = $1`, [
    m.id,
    seconds,
  ]);

describe('GET /api/discountcode.php', () => {
  it('answers a code with the fields of spec section 3, in any letter case', async () => {
    const m = await member();
    const res = await get(m, '/api/discountcode.php?code=spring10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { discount_code } = ZDiscountCodeResponse.parse(res.json());
    expect(discount_code).toEqual({
      code: 'SPRING10',
      kind: 'standard',
      value_percentage: 10,
      minimum_order_value: null,
      currency: null,
      country: null,
      user_id: null,
      expires: null,
      status: 'active',
      validity: null,
      expired: false,
      paymentmethods: null,
    });
    const min = ZDiscountCodeResponse.parse(
      (await get(m, '/api/discountcode.php?code=BIG20')).json(),
    );
    expect(min.discount_code).toMatchObject({ minimum_order_value: 3000, currency: 'EUR' });
    const pp = ZDiscountCodeResponse.parse(
      (await get(m, '/api/discountcode.php?code=PAYPAL15')).json(),
    );
    expect(pp.discount_code.paymentmethods).toEqual(['paypal']);
  });

  it("says 'Code not found' for unknown, disabled, other sites' and other members' codes", async () => {
    const m = await member();
    const other = await member('Other');
    const personal = await code({ percentage: 10, memberId: other.id });
    const disabled = await code({ percentage: 10 });
    await t.db.query(`update discount_codes set status = 'disabled' where code = $1`, [disabled]);
    const [foreign] = await t.db.query<{ id: number }>(
      `select id from sites where domain <> $1 limit 1`,
      [NL],
    );
    await insertCode(t.db, { siteId: foreign!.id, code: 'ELSEWHERE', percentage: 10 });
    for (const c of ['NOPE', personal, disabled, 'ELSEWHERE']) {
      const res = await get(m, `/api/discountcode.php?code=${c}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toEqual({
        code: 'discount_code_not_found',
        message: 'Code not found',
      });
    }
    expect(
      (await get(other, `/api/discountcode.php?code=${personal}`)).json().discount_code,
    ).toMatchObject({ user_id: other.id });
  });

  it('refuses bad queries, and visitors', async () => {
    const m = await member();
    for (const q of [
      '',
      '?code=',
      '?code=a%20b',
      `?code=${'A'.repeat(41)}`,
      '?welcome=yes',
      '?code=A&welcome=true',
      '?other=1',
    ]) {
      const res = await get(m, `/api/discountcode.php${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    // The refusal names the parameter, not a body.
    const field = async (q: string) =>
      Object.keys((await get(m, `/api/discountcode.php${q}`)).json().error.fields);
    expect(await field('')).toEqual(['code']);
    expect(await field('?welcome=yes')).toEqual(['welcome']);
    expect(await field('?code=A&welcome=true')).toEqual(['welcome']);
    expect((await get(null, '/api/discountcode.php?code=SPRING10')).statusCode).toBe(401);
    expect((await get(null, '/api/discountcode.php?welcome=true')).statusCode).toBe(401);
  });

  it('tells an expired code, a code of another country, in the member language', async () => {
    const nl = await member('Dutch', 'NL');
    const be = await member('Belgian', 'BE');
    const expired = await get(nl, '/api/discountcode.php?code=SUMMER25');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({
      code: 'discount_code_expired',
      message: 'This code has expired.',
    });
    expect((await get(nl, '/api/discountcode.php?code=HOME15NL')).statusCode).toBe(200);
    const abroad = await get(be, '/api/discountcode.php?code=HOME15NL');
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json().error.code).toBe('discount_code_country');
    const dutch = await get(be, '/api/discountcode.php?code=NOPE', 'nl');
    expect(dutch.json().error.message).toBe('Code niet gevonden');
  });

  it('gives a new member the welcome discount for 7 days, until the first purchase', async () => {
    const m = await member();
    const res = await get(m, '/api/discountcode.php?welcome=true');
    expect(res.statusCode).toBe(200);
    const welcome = ZDiscountCodeResponse.parse(res.json()).discount_code;
    expect(welcome).toMatchObject({ code: 'WELCOME25', kind: 'welcome', value_percentage: 25 });
    expect(welcome.validity).toBeGreaterThan(7 * 86_400 - 60);
    expect(welcome.validity).toBeLessThanOrEqual(7 * 86_400);
    await signedUpAgo(m, 7 * 86_400 + 1);
    expect((await get(m, '/api/discountcode.php?welcome=true')).json().error.code).toBe(
      'discount_code_expired',
    );
    const paid = await member('Paid');
    await t.db.query('update members set paid_user = true where id = $1', [paid.id]);
    const refused = await get(paid, '/api/discountcode.php?welcome=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('discount_code_not_eligible');
  });
});

describe('the time bonus', () => {
  it('is TIMEBONUS25, 25%, for an unpaid member within 14,400 s of sign-up', async () => {
    const m = await member();
    const bonus = ZDiscountCodeResponse.parse(
      (await get(m, '/api/discountcode.php?code=TIMEBONUS25')).json(),
    ).discount_code;
    expect(bonus).toMatchObject({ code: 'TIMEBONUS25', kind: 'time_bonus', value_percentage: 25 });
    expect(bonus.validity).toBeGreaterThan(14_400 - 60);
    expect(bonus.validity).toBeLessThanOrEqual(14_400);
    const [signup] = await t.db.query<{ created_at: Date }>(
      'select created_at from members where id = $1',
      [m.id],
    );
    expect(new Date(bonus.expires!).getTime()).toBe(
      new Date(signup!.created_at).getTime() + 14_400_000,
    );

    await signedUpAgo(m, 14_399);
    expect((await get(m, '/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(200);
    await signedUpAgo(m, 14_401);
    const late = await get(m, '/api/discountcode.php?code=TIMEBONUS25');
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('discount_code_expired');
  });

  it('is on every site, also one added later, with the welcome discount (not only the demo)', async () => {
    const demo = DEMO_SITES[0]!;
    const siteId = await insertSite(t.db, {
      ...demo,
      domain: `new-${uniq()}.localhost`,
      isDefault: false,
      isDemo: false,
      config: ZSiteConfig.parse(demo.config),
    });
    const codes = await t.db.query<{ code: string; kind: string; value_percentage: number }>(
      `select code, kind, value_percentage from discount_codes where site_id = $1 order by code`,
      [siteId],
    );
    expect(codes).toEqual([
      { code: 'TIMEBONUS25', kind: 'time_bonus', value_percentage: 25 },
      { code: 'WELCOME25', kind: 'welcome', value_percentage: 25 },
    ]);
  });

  it('is not given to premium members', async () => {
    const m = await member();
    await t.db.query('update members set paid_user = true where id = $1', [m.id]);
    const res = await get(m, '/api/discountcode.php?code=TIMEBONUS25');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('discount_code_not_eligible');
    expect((await shop(m)).discount).toBeNull();
  });

  it('comes first in the shop, then the welcome discount, then nothing', async () => {
    const m = await member();
    const first = await shop(m);
    expect(first.discount).toMatchObject({
      code: 'TIMEBONUS25',
      kind: 'time_bonus',
      percentage: 25,
    });
    expect(first.discount!.prices).toHaveLength(first.bundles.length);
    for (const b of first.bundles) {
      const p = first.discount!.prices.find((x) => x.bundle_id === b.id)!;
      expect(p.discount).toBe(discountOf(b.price, 25));
      expect(p.price).toBe(b.price - p.discount);
    }
    await signedUpAgo(m, 14_401);
    expect((await shop(m)).discount).toMatchObject({ code: 'WELCOME25', kind: 'welcome' });
    await signedUpAgo(m, 8 * 86_400);
    expect((await shop(m)).discount).toBeNull();
  });

  it('is not replaced by a code that takes off less; a code that takes off more replaces it', async () => {
    const m = await member();
    const less = await code({ percentage: 10 });
    const same = await code({ percentage: 25 });
    const more = await code({ percentage: 40 });
    for (const c of [less, same]) {
      const s = await shop(m, `?code=${c}`);
      expect(s.discount, c).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
      expect(s.discount_error, c).toEqual({ code: c, reason: 'not_better' });
    }
    expect(await shop(m, `?code=${more}`)).toMatchObject({
      discount: { code: more, percentage: 40 },
      discount_error: null,
    });
    // Then the welcome discount the same way; without a first-purchase discount the code applies.
    await signedUpAgo(m, 14_401);
    expect((await shop(m, `?code=${less}`)).discount).toMatchObject({ code: 'WELCOME25' });
    await signedUpAgo(m, 8 * 86_400);
    expect(await shop(m, `?code=${less}`)).toMatchObject({
      discount: { code: less, percentage: 10 },
      discount_error: null,
    });
  });

  it('charges 25% less once, then the member is premium and the bonus is gone', async () => {
    const m = await member();
    const { bundles } = await shop(m);
    const bundle = bundles[1]!;
    const p = await bought(m, { bundle_id: bundle.id, discount_code: 'timebonus25' });
    expect(p).toMatchObject({
      amount: bundle.price - discountOf(bundle.price, 25),
      original_amount: bundle.price,
      discount_amount: discountOf(bundle.price, 25),
      discount_code: 'TIMEBONUS25',
      credits: bundle.credits,
    });
    expect(await redemption(p.id)).toBe('held');
    await sandbox(p.checkout_url!, 'pay');
    expect(await redemption(p.id)).toBe('spent');
    const after = await get(m, `/api/payment.php?id=${p.id}`);
    expect(after.json()).toMatchObject({ payment: { status: 'paid' }, paid_user: true });
    expect((await shop(m)).discount).toBeNull();
    const again = await buy(m, { bundle_id: bundle.id, discount_code: 'TIMEBONUS25' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('discount_code_not_eligible');
  });

  it('is one first-purchase discount with the welcome discount: never both', async () => {
    const m = await member();
    const { bundles } = await shop(m);
    const bonus = await bought(m, { bundle_id: bundles[1]!.id, discount_code: 'TIMEBONUS25' });
    // Left open at the provider: the shop still offers the bonus (the next checkout cancels that
    // payment), and says nothing is held.
    expect(await shop(m)).toMatchObject({
      discount: { code: 'TIMEBONUS25' },
      discount_error: null,
      discount_held: null,
    });
    // A checkout with the welcome discount cancels the payment that held the time bonus: one of
    // the two is held, never both.
    const w = await bought(m, { bundle_id: bundles[0]!.id, discount_code: 'WELCOME25' });
    expect(await redemption(bonus.id)).toBe('released');
    expect((await get(m, `/api/payment.php?id=${bonus.id}`)).json().payment.status).toBe(
      'canceled',
    );
    expect(await redemption(w.id)).toBe('held');
    // Left pending at the provider (its bank has yet to answer): held, and said to be.
    await sandbox(w.checkout_url!, 'pending');
    expect(await shop(m)).toMatchObject({
      discount: null,
      discount_held: {
        kind: 'welcome',
        code: 'WELCOME25',
        percentage: 25,
        payment_id: w.id,
        payment_status: 'pending',
      },
    });
    // Asked for by its code (the banner's link): refused as held, and where it is held.
    expect(await shop(m, '?code=TIMEBONUS25')).toMatchObject({
      discount: null,
      discount_error: { code: 'TIMEBONUS25', reason: 'held' },
      discount_held: { code: 'WELCOME25', payment_id: w.id },
    });
    // A pending payment is not cancelled by another checkout.
    const again = await buy(m, { bundle_id: bundles[0]!.id, discount_code: 'TIMEBONUS25' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('discount_code_held');
    expect(await redemption(w.id)).toBe('held');
    await sandbox(w.checkout_url!, 'pay');
    expect(await redemption(w.id)).toBe('spent');
    // Paid: nothing is held, and no first-purchase discount is offered again.
    expect(await shop(m)).toMatchObject({ discount: null, discount_held: null });
    for (const c of ['TIMEBONUS25', 'WELCOME25']) {
      const after = await buy(m, { bundle_id: bundles[0]!.id, discount_code: c });
      expect(after.statusCode).toBe(403);
      expect(after.json().error.code).toBe('discount_code_not_eligible');
    }
  });

  it('keeps the bonus when the member goes back from the provider and chooses another method', async () => {
    const m = await member();
    const { bundles } = await shop(m);
    const bundle = bundles[0]!;
    const first = await bought(m, { bundle_id: bundle.id, discount_code: 'TIMEBONUS25' });
    // The same click again (a double click) answers the same payment and cancels nothing.
    const k = key();
    const paypal = await bought(m, {
      bundle_id: bundle.id,
      method: 'paypal',
      discount_code: 'TIMEBONUS25',
      idempotency_key: k,
    });
    expect(
      (
        await bought(m, {
          bundle_id: bundle.id,
          method: 'paypal',
          discount_code: 'TIMEBONUS25',
          idempotency_key: k,
        })
      ).id,
    ).toBe(paypal.id);
    expect(paypal.amount).toBe(bundle.price - discountOf(bundle.price, 25));
    expect(await redemption(paypal.id)).toBe('held');
    // The payment left on the provider's page is cancelled there: it cannot be paid any more.
    expect(await redemption(first.id)).toBe('released');
    expect((await get(m, `/api/payment.php?id=${first.id}`)).json().payment.status).toBe(
      'canceled',
    );
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(first.checkout_url!).pathname,
      headers: { host: NL },
    });
    expect(page.body).not.toContain('value="pay"');
    await sandbox(paypal.checkout_url!, 'pay');
    expect(await redemption(paypal.id)).toBe('spent');
    expect(
      await t.db.query<{ delta: number }>(
        `select delta from credit_ledger where member_id = $1 and reason = 'purchase'`,
        [m.id],
      ),
    ).toEqual([{ delta: bundle.credits }]);
  });

  it('lets one of two first-purchase discounts through when both are tried at once', async () => {
    const m = await member();
    const { bundles } = await shop(m);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buy(m, {
          bundle_id: bundles[i % bundles.length]!.id,
          discount_code: i % 2 ? 'WELCOME25' : 'TIMEBONUS25',
        }),
      ),
    );
    await expectOneHolder(m, answers);
  });
});

describe('paying with a code', () => {
  it('rounds the discount half up to the minor unit', () => {
    expect(discountOf(995, 25)).toBe(249); // 248.75
    expect(discountOf(1995, 10)).toBe(200); // 199.5
    expect(discountOf(1994, 10)).toBe(199); // 199.4
    expect(discountOf(4495, 15)).toBe(674); // 674.25
    expect(discountOf(1, 25)).toBe(0);
  });

  it('computes the price on the server: the client cannot send one', async () => {
    const m = await member();
    const { bundles } = await shop(m);
    const res = await post(m, '/api/payment.php', {
      bundle_id: bundles[0]!.id,
      method: 'ideal',
      idempotency_key: key(),
      amount: 1,
    });
    expect(res.statusCode).toBe(400);
    for (const bad of ['', 'a b', 'X'.repeat(41), 12]) {
      const r = await buy(m, { bundle_id: bundles[0]!.id, discount_code: bad as string });
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.json().error.code).toBe('validation_failed');
    }
    const none = await buy(m, { bundle_id: bundles[0]!.id, discount_code: 'NOPE' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Code not found');
    expect(await t.db.query('select id from payments where member_id = $1', [m.id])).toEqual([]);
  });

  it("spends a code once per member: 'Code already used' afterwards, in the shop too", async () => {
    const m = await memberPastOffers();
    const c = await code({ percentage: 10 });
    const { bundles } = await shop(m);
    const p = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c });
    await sandbox(p.checkout_url!, 'pay');
    expect(await redemption(p.id)).toBe('spent');
    const again = await buy(m, { bundle_id: bundles[0]!.id, discount_code: c });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'discount_code_used',
      message: 'Code already used',
    });
    const s = await shop(m, `?code=${c.toLowerCase()}`);
    expect(s.discount_error).toEqual({ code: c, reason: 'used' });
    // Another member can still use it.
    const other = await memberPastOffers('Other');
    expect((await shop(other, `?code=${c}`)).discount).toMatchObject({ code: c, percentage: 10 });
  });

  it('holds the code while the payment is open; a failed or cancelled payment gives it back', async () => {
    const m = await memberPastOffers();
    const c = await code({ percentage: 20, maxUses: 1 });
    const { bundles } = await shop(m);
    const k = key();
    const p = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c, idempotency_key: k });
    // The same click again answers the same payment.
    expect(
      (await bought(m, { bundle_id: bundles[0]!.id, discount_code: c, idempotency_key: k })).id,
    ).toBe(p.id);
    const conflict = await buy(m, { bundle_id: bundles[0]!.id, idempotency_key: k });
    expect(conflict.json().error.code).toBe('payment_conflict');
    // Nobody else can take the single use while it is held.
    const other = await memberPastOffers('Other');
    expect(
      (await buy(other, { bundle_id: bundles[0]!.id, discount_code: c })).json().error.code,
    ).toBe('discount_code_used');
    expect((await shop(other, `?code=${c}`)).discount_error?.reason).toBe('used');
    // The member's own checkout would cancel the open payment: the shop shows the code.
    expect((await shop(m, `?code=${c}`)).discount).toMatchObject({ code: c });
    // Pending at the provider, it is not cancelled: another checkout is refused while held.
    await sandbox(p.checkout_url!, 'pending');
    const second = await buy(m, { bundle_id: bundles[1]!.id, discount_code: c });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('discount_code_held');
    expect((await shop(m, `?code=${c}`)).discount_error?.reason).toBe('held');

    await sandbox(p.checkout_url!, 'fail');
    expect(await redemption(p.id)).toBe('released');
    const p2 = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c });
    await sandbox(p2.checkout_url!, 'cancel');
    expect(await redemption(p2.id)).toBe('released');
    expect((await get(m, `/api/payment.php?id=${p2.id}`)).json().payment.status).toBe('canceled');
    // Never spent by a failed payment: the single use is still there, and no credits came.
    expect(
      await t.db.query(
        `select id from credit_ledger where member_id = $1 and reason = 'purchase'`,
        [m.id],
      ),
    ).toEqual([]);
    const p3 = await bought(other, { bundle_id: bundles[0]!.id, discount_code: c });
    await sandbox(p3.checkout_url!, 'pay');
    expect(await redemption(p3.id)).toBe('spent');
    expect((await buy(m, { bundle_id: bundles[0]!.id, discount_code: c })).json().error.code).toBe(
      'discount_code_used',
    );
  });

  it('releases the hold of a payment that expires without the provider', async () => {
    const m = await member();
    const c = await code({ percentage: 20, maxUses: 1 });
    const { bundles } = await shop(m);
    const p = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c });
    // As if the provider had never answered: no provider id, an hour and more old.
    await t.db.query(
      `update payments set provider_id = null, created_at = now() - interval '2 hours',
         check_after = now() - interval '1 second' where id = $1`,
      [p.id],
    );
    await runPaymentsRecheck();
    expect((await get(m, `/api/payment.php?id=${p.id}`)).json().payment.status).toBe('expired');
    expect(await redemption(p.id)).toBe('released');
  });

  it('gives the code back when the member leaves the payment page unfinished', async () => {
    const m = await member();
    const c = await code({ percentage: 20, maxUses: 1 });
    const { bundles } = await shop(m);
    const p = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c });
    const other = await member('Other');
    const taken = await buy(other, { bundle_id: bundles[1]!.id, discount_code: c });
    expect(taken.json().error.code).toBe('discount_code_used');
    // The sandbox's page was left open for longer than a real provider keeps a payment open.
    await t.db.query(
      `update sandbox_payments set created_at = now() - interval '16 minutes'
       where id = (select provider_id from payments where id = $1)`,
      [p.id],
    );
    await t.db.query(
      `update payments set check_after = now() - interval '1 second' where id = $1`,
      [p.id],
    );
    await runPaymentsRecheck();
    expect((await get(m, `/api/payment.php?id=${p.id}`)).json().payment.status).toBe('expired');
    expect(await redemption(p.id)).toBe('released');
    expect(
      (await bought(other, { bundle_id: bundles[1]!.id, discount_code: c })).amount,
    ).toBeLessThan(bundles[1]!.price);
  });

  it('applies a minimum order value to the bundle, and shows prices only where it applies', async () => {
    const m = await memberPastOffers();
    const { bundles } = await shop(m);
    const min = bundles[2]!.price;
    const c = await code({ percentage: 20, minimum: { value: min, currency: 'EUR' } });
    const s = await shop(m, `?code=${c}`);
    expect(s.discount).toMatchObject({ code: c, minimum_order_value: min, currency: 'EUR' });
    expect(s.discount!.prices.map((x) => x.bundle_id)).toEqual(
      bundles.filter((b) => b.price >= min).map((b) => b.id),
    );
    const small = await buy(m, { bundle_id: bundles[0]!.id, discount_code: c });
    expect(small.statusCode).toBe(422);
    expect(small.json().error.code).toBe('discount_code_minimum');
    const big = await bought(m, { bundle_id: bundles[2]!.id, discount_code: c });
    expect(big.amount).toBe(min - discountOf(min, 20));
    // A minimum in another currency: the code applies to no euro bundle.
    const gbp = await code({ percentage: 20, minimum: { value: 1, currency: 'GBP' } });
    expect((await shop(m, `?code=${gbp}`)).discount!.prices).toEqual([]);
  });

  it('applies a payment-method restriction', async () => {
    const m = await memberPastOffers();
    const { bundles } = await shop(m);
    const s = await shop(m, '?code=PAYPAL15');
    expect(s.discount).toMatchObject({ paymentmethods: ['paypal'] });
    const ideal = await buy(m, { bundle_id: bundles[0]!.id, discount_code: 'PAYPAL15' });
    expect(ideal.statusCode).toBe(422);
    expect(ideal.json().error.code).toBe('discount_code_method');
    const paypal = await bought(m, {
      bundle_id: bundles[0]!.id,
      discount_code: 'PAYPAL15',
      method: 'paypal',
    });
    expect(paypal.discount_amount).toBe(discountOf(bundles[0]!.price, 15));
  });

  it('refuses expired, foreign-country and unknown codes at checkout, and keeps no payment', async () => {
    const be = await member('Belgian', 'BE');
    const { bundles } = await shop(be);
    for (const [c, status, reason] of [
      ['SUMMER25', 410, 'expired'],
      ['HOME15NL', 403, 'country'],
      ['NOPE', 404, 'not_found'],
    ] as const) {
      const res = await buy(be, {
        bundle_id: bundles[0]!.id,
        discount_code: c,
        method: 'bancontact',
      });
      expect(res.statusCode, c).toBe(status);
      expect(res.json().error.code).toBe(`discount_code_${reason}`);
      expect((await shop(be, `?code=${c}`)).discount_error).toEqual({ code: c, reason });
    }
    expect(await t.db.query('select id from payments where member_id = $1', [be.id])).toEqual([]);
  });

  it('holds a single-use code for exactly one of 20 concurrent checkouts', async () => {
    const c = await code({ percentage: 30, maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`Rush${i}`)));
    const { bundles } = await shop(buyers[0]!);
    const answers = await Promise.all(
      buyers.map((b) => buy(b, { bundle_id: bundles[0]!.id, discount_code: c })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error.code).toBe('discount_code_used');
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from payments where discount_code = $1`,
      [c],
    );
    expect(n).toBe(1);
  });

  it('one member with one single-use code in 20 tabs at once: one payment holds it', async () => {
    const c = await code({ percentage: 30, maxUses: 1 });
    const m = await member('Tabs');
    const { bundles } = await shop(m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buy(m, { bundle_id: bundles[i % bundles.length]!.id, discount_code: c }),
      ),
    );
    await expectOneHolder(m, answers);
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from discount_redemptions r join discount_codes d on d.id = r.code_id
       where d.code = $1 and r.state = 'held'`,
      [c],
    );
    expect(n).toBe(1);
  });
});

describe('the deletion flow offer', () => {
  it("hands out one personal code of the company's delete_discount, usable in the shop", async () => {
    const m = await member();
    const offer = await get(m, '/api/retention-offer.php');
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toEqual({ percentage: 50, code: null, expires: null });
    const claimed = await post(m, '/api/retention-offer.php', {});
    expect(claimed.statusCode).toBe(200);
    const { code: c, expires } = claimed.json();
    expect(c).toMatch(/^STAY-[0-9A-F]{10}$/);
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await post(m, '/api/retention-offer.php', {})).json().code).toBe(c);
    expect((await get(m, '/api/retention-offer.php')).json().code).toBe(c);
    const s = await shop(m, `?code=${c}`);
    expect(s.discount).toMatchObject({ code: c, percentage: 50, kind: 'retention' });
    // Only for this member.
    const other = await member('Other');
    expect((await get(other, `/api/discountcode.php?code=${c}`)).statusCode).toBe(404);
    // A company without a deletion discount offers none.
    const site = (await new SitesService(t.db, {}).all()).find((x) => x.domain === NL)!;
    const stingy = { ...site, company: { ...site.company, delete_discount: 0 } };
    const offers = new OffersService({ db: t.db });
    expect(await offers.retentionOffer(m.id, stingy)).toEqual({
      percentage: null,
      code: null,
      expires: null,
    });
    await expect(offers.claimRetention(other.id, stingy)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('the deletion flow code, once spent', () => {
  it('is not handed out again, nor a new one', async () => {
    const m = await member('Stay');
    const { code: c } = (await post(m, '/api/retention-offer.php', {})).json();
    const { bundles } = await shop(m);
    const p = await bought(m, { bundle_id: bundles[0]!.id, discount_code: c });
    // Held by an open payment: still the member's code, and no second one.
    expect((await post(m, '/api/retention-offer.php', {})).json().code).toBe(c);
    expect((await get(m, '/api/retention-offer.php')).json().code).toBe(c);
    await sandbox(p.checkout_url!, 'pay');
    expect((await get(m, '/api/retention-offer.php')).json()).toEqual({
      percentage: null,
      code: null,
      expires: null,
    });
    const claim = await post(m, '/api/retention-offer.php', {});
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.code).toBe('discount_code_used');
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from discount_codes where member_id = $1 and kind = 'retention'`,
      [m.id],
    );
    expect(n).toBe(1);
  });

  it('is one code for eight claims at once', async () => {
    const m = await member('Stay');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(m, '/api/retention-offer.php', {})),
    );
    expect(new Set(answers.map((a) => a.json().code)).size).toBe(1);
  });

  it('is not replaced once it has expired', async () => {
    const m = await member('Stay');
    const { code: c } = (await post(m, '/api/retention-offer.php', {})).json();
    await t.db.query(
      `update discount_codes set expires = now() - interval '1 second' where code = $1`,
      [c],
    );
    expect((await get(m, '/api/retention-offer.php')).json().percentage).toBeNull();
    expect((await post(m, '/api/retention-offer.php', {})).json().error.code).toBe(
      'discount_code_expired',
    );
  });
});
