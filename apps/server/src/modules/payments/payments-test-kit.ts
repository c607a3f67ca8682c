import type { FastifyInstance } from 'fastify';
import type { TCreditsResponse, TPaymentResponse } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';

/** The Dutch demo site: bundles in euros, iDEAL among its methods. */
export const NL_HOST = 'hartjes.localhost';

let seq = 0;
let keys = 0;

/** A fresh idempotency key, as the page makes one per click of Buy. */
export const newKey = () => `key-${process.pid}-${Date.now()}-${++keys}`;

export type TKit = ReturnType<typeof paymentsKit>;

/** Calls of the payments API as a member of the NL site makes them (tests only). */
export function paymentsKit(app: FastifyInstance, db: Queryable) {
  const headers = (as: TTestMember | null, host = NL_HOST) => ({
    host,
    'accept-language': 'en',
    ...(as ? { cookie: as.cookie } : {}),
  });
  const kit = {
    async member(name = 'Buyer', country = 'NL'): Promise<TTestMember> {
      const m = await signUpMember(app, db, {
        email: `${name.toLowerCase()}-${++seq}-${process.pid}@payments.test`,
        name,
        host: NL_HOST,
      });
      await db.query('update profiles set country = $2 where member_id = $1', [m.id, country]);
      return m;
    },
    get: (as: TTestMember | null, url: string, host = NL_HOST) =>
      app.inject({ url, headers: headers(as, host) }),
    post: (as: TTestMember | null, url: string, body: unknown, host = NL_HOST) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers(as, host), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    del: (as: TTestMember | null, url: string) =>
      app.inject({
        method: 'DELETE',
        url,
        headers: { ...headers(as), 'x-request-type': 'client' },
      }),
    async shop(as: TTestMember): Promise<TCreditsResponse> {
      const res = await kit.get(as, '/api/credits.php');
      if (res.statusCode !== 200) throw new Error(`shop: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async buy(
      as: TTestMember,
      opts: { method?: string; bundle?: number; key?: string; returnPath?: string } = {},
    ): Promise<TPaymentResponse> {
      const bundle = opts.bundle ?? (await kit.shop(as)).bundles[0]!.id;
      const res = await kit.post(as, '/api/payment.php', {
        bundle_id: bundle,
        method: opts.method ?? 'ideal',
        idempotency_key: opts.key ?? newKey(),
        ...(opts.returnPath ? { return_path: opts.returnPath } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`buy: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** The member's choice on the sandbox's hosted page (a form post, as the browser sends it). */
    sandbox: (checkoutUrl: string, action: string, extra = '') =>
      app.inject({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: { host: NL_HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}${extra}`,
      }),
    webhook: (payload: string, host = NL_HOST, type = 'application/x-www-form-urlencoded') =>
      app.inject({
        method: 'POST',
        url: '/api/payment-webhook.php',
        headers: { host, 'content-type': type },
        payload,
      }),
    async payment(as: TTestMember, id: number): Promise<TPaymentResponse> {
      return (await kit.get(as, `/api/payment.php?id=${id}`)).json();
    },
    async balance(memberId: number): Promise<number> {
      const [row] = await db.query<{ credits: number }>(
        'select credits from members where id = $1',
        [memberId],
      );
      return row!.credits;
    },
    /** Every member's balance equals the sum of their ledger entries. */
    async ledgerMismatches(): Promise<unknown[]> {
      return db.query(
        `select m.id, m.credits, coalesce(sum(l.delta), 0)::int as ledger
         from members m left join credit_ledger l on l.member_id = m.id
         group by m.id having m.credits <> coalesce(sum(l.delta), 0)`,
      );
    },
    async purchases(paymentId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from credit_ledger where reason = 'purchase' and reference = $1`,
        [`payment:${paymentId}`],
      );
      return row!.n;
    },
  };
  return kit;
}
