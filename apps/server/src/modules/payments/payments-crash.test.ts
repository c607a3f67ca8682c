import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { openDb } from '../../platform/db/open-db.ts';
import { DATABASE_URL } from '../../test/test-app.ts';
import { seedDemoShop, DEMO_SITES } from '../demo/index.ts';
import { ZSiteConfig, insertSite } from '../sites/index.ts';

/**
 * The real server in a child process, killed with SIGKILL at random points of 200 purchase
 * flows and restarted: every payment the sandbox (the provider) took is credited exactly once,
 * and every balance is the sum of its ledger. PostgreSQL when DATABASE_URL is set, else PGlite
 * in a data directory. The calls go to 127.0.0.1: the default site (fetch sets no Host of its own).
 */
const MAIN = new URL('../../main.ts', import.meta.url).pathname;
const FLOWS = 200;
const BATCH = 25;

const dataDir = mkdtempSync(join(tmpdir(), 'cupido-crash-'));
const schema = `crash_${randomBytes(5).toString('hex')}`;
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  SIGNUPS_PER_HOUR: '10000',
  PAYMENTS_RECHECK_SECONDS: '1',
  ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let port = 0;
let child: ChildProcess | null = null;

async function start() {
  child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error('the server did not start');
}

async function kill(signal: 'SIGKILL' | 'SIGTERM') {
  const c = child;
  if (!c || c.exitCode !== null) return;
  const exited = new Promise((resolve) => c.once('exit', resolve));
  c.kill(signal);
  await exited;
  child = null;
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(loadConfig(env));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

type TMember = { cookie: string; id: number };

async function call(
  path: string,
  init: { method?: string; body?: string; cookie?: string; form?: boolean } = {},
): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      'accept-language': 'en',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body
        ? {
            'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
          }
        : {}),
    },
    ...(init.body ? { body: init.body } : {}),
  });
}

async function signUp(n: number): Promise<TMember> {
  const res = await call('/api/signup.php', {
    method: 'POST',
    body: JSON.stringify({
      email: `crash-${n}-${schema}@payments.test`,
      name: `Crash${n}`,
      password: 'correct horse',
      date_of_birth: '1990-01-01',
    }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth.sid='))!;
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  return { cookie: cookie.split(';')[0]!, id };
}

const ACTIONS = ['pay', 'pay', 'pay', 'pay', 'pay', 'pay', 'fail', 'cancel', 'pending'] as const;

/** One purchase as a browser makes it; any step may die with the server (then it stops). */
async function flow(m: TMember, bundles: number[], i: number): Promise<void> {
  const key = `crash-flow-${i}`;
  const body = JSON.stringify({
    bundle_id: bundles[i % bundles.length],
    method: 'paypal',
    idempotency_key: key,
  });
  // A double click now and then.
  const buys = await Promise.all(
    Array.from({ length: i % 7 === 0 ? 2 : 1 }, () =>
      call('/api/payment.php', { method: 'POST', body, cookie: m.cookie }),
    ),
  );
  const bought = (await buys[0]!.json()) as { payment?: { checkout_url: string | null } };
  const url = bought.payment?.checkout_url;
  if (!url) return;
  const page = new URL(url).pathname;
  const action = ACTIONS[i % ACTIONS.length]!;
  await call(page, { method: 'POST', body: `action=${action}`, form: true });
  // The provider's webhook replayed now and then.
  if (i % 5 === 0)
    await call('/api/payment-webhook.php', {
      method: 'POST',
      body: `id=${page.split('/').pop()}`,
      form: true,
    });
}

/** Sandbox payments the payer paid whose payment is not (yet) credited. */
async function uncredited(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from sandbox_payments s
     left join payments p on p.provider = 'sandbox' and p.provider_id = s.id
     where s.status = 'paid' and (p.id is null or p.status <> 'paid'
       or (select count(*) from credit_ledger l
           where l.reason = 'purchase' and l.reference = 'payment:' || p.id) <> 1)`,
  );
  return row!.n;
}

afterAll(async () => {
  await kill('SIGKILL');
  if (DATABASE_URL)
    await withDb((db) => db.query(`drop schema if exists "${schema}" cascade`)).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('payments survive SIGKILL', () => {
  it(
    'credits every paid payment exactly once across kills at random points of 200 flows',
    { timeout: 600_000 },
    async () => {
      port = await freePort();
      await withDb(async (db) => {
        await migrate(db);
        for (const site of DEMO_SITES)
          await insertSite(db, { ...site, config: ZSiteConfig.parse(site.config), isDemo: true });
        await seedDemoShop(db);
      });
      await start();
      const members = await Promise.all(Array.from({ length: 8 }, (_, n) => signUp(n)));
      const shop = (await (
        await call('/api/credits.php', { cookie: members[0]!.cookie })
      ).json()) as {
        bundles: { id: number }[];
      };
      const bundles = shop.bundles.map((b) => b.id);
      expect(bundles.length).toBeGreaterThan(0);

      let kills = 0;
      for (let first = 0; first < FLOWS; first += BATCH) {
        const batch = Array.from({ length: BATCH }, (_, k) => first + k);
        const running = Promise.allSettled(
          batch.map((i) => flow(members[i % members.length]!, bundles, i)),
        );
        // Three batches are cut short by a SIGKILL at a random moment.
        if ([1, 3, 5].includes(first / BATCH)) {
          await sleep(20 + Math.floor(Math.random() * 400));
          await kill('SIGKILL');
          kills++;
          await running;
          await start();
        } else {
          await running;
        }
      }
      expect(kills).toBe(3);

      // Restarted, the recovery job catches up on what the kills interrupted. A kill during the
      // job's own run leaves its row leased for the job lease (120 s) before a worker may take it
      // again, so the last round runs past one lease. (The database is read with the server
      // stopped: PGlite belongs to one process at a time.)
      await kill('SIGTERM');
      let left = await withDb(uncredited);
      for (const seconds of [3, 3, 125, 3]) {
        if (left === 0) break;
        await start();
        await sleep(seconds * 1000);
        await kill('SIGTERM');
        left = await withDb(uncredited);
      }
      expect(left).toBe(0);

      await withDb(async (db) => {
        // Exactly once, both ways: a purchase entry for each paid payment and for nothing else.
        const wrong = await db.query(
          `select p.id, p.status, count(l.id)::int as entries from payments p
           left join credit_ledger l on l.reason = 'purchase' and l.reference = 'payment:' || p.id
           group by p.id, p.status
           having (p.status = 'paid' and count(l.id) <> 1) or (p.status <> 'paid' and count(l.id) <> 0)`,
        );
        expect(wrong).toEqual([]);
        // Our paid payments are paid at the provider.
        const unpaid = await db.query(
          `select p.id from payments p join sandbox_payments s on s.id = p.provider_id
           where p.status = 'paid' and s.status <> 'paid'`,
        );
        expect(unpaid).toEqual([]);
        // One payment per idempotency key (double clicks, retries after a kill).
        const [dupes] = await db.query<{ n: number }>(
          `select count(*)::int as n from (select member_id, idempotency_key from payments
             group by 1, 2 having count(*) > 1) d`,
        );
        expect(dupes!.n).toBe(0);
        const mismatched = await db.query(
          `select m.id from members m left join credit_ledger l on l.member_id = m.id
           group by m.id, m.credits having m.credits <> coalesce(sum(l.delta), 0)`,
        );
        expect(mismatched).toEqual([]);
        const [paid] = await db.query<{ n: number }>(
          `select count(*)::int as n from payments where status = 'paid'`,
        );
        expect(paid!.n).toBeGreaterThan(FLOWS / 4);
        const premium = await db.query(
          `select m.id from members m where not m.paid_user
             and exists (select 1 from payments p where p.member_id = m.id and p.status = 'paid')`,
        );
        expect(premium).toEqual([]);
      });
    },
  );
});
