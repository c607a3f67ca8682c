/**
 * Cupido for `bench/capacity.ts` and `bench/live.ts`: the server booted as
 * `apps/server/src/main.ts` boots it (the database from the environment: PGlite under DATA_DIR,
 * or a schema of its own on DATABASE_URL; Redis when REDIS_URL is set; info logs on standard
 * output, which spawnServer discards; the job worker running), plus what main.ts has no need
 * for, on a second port (CONTROL_PORT) that the load never touches:
 *
 *   POST /seed?count=n  n members made with SQL: active, an active profile, credits, a session;
 *                       answers their ids and session tokens
 *   GET  /info          the ids of the generated profiles (BASE_PROFILES of them, made at start)
 *   GET  /stats         what the process spent since the last call: CPU, event-loop delay, garbage
 *                       collection, the database's queries and how many were in flight (a query,
 *                       or a transaction as a whole, holds a connection of the pool while in
 *                       flight), and on PostgreSQL its backends' CPU and what they were doing
 *                       (pg_stat_activity every 50 ms from the first call on, on a connection
 *                       of its own)
 *
 * SIGTERM closes the app and removes its database (the schema on PostgreSQL).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openRedis } from '../../apps/server/src/platform/bus/redis-client.ts';
import type { Db, Queryable } from '../../apps/server/src/platform/db/db.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';
import { openDb } from '../../apps/server/src/platform/db/open-db.ts';
import { ensureSites } from '../../apps/server/src/modules/demo/index.ts';

// Names this server's PostgreSQL connections, so /stats can find their backends' CPU time.
const APP_NAME = `cupido-seeded-${process.pid}`;
process.env.PGAPPNAME = APP_NAME;
let closing = false;
const dataDir = mkdtempSync(join(tmpdir(), 'cupido-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `bench_${process.pid}` } : {}),
  REDIS_PREFIX: `cupido-bench-${process.pid}:`,
});

// ---- The database, measured -------------------------------------------------------------------

const counters = { queries: 0, txns: 0, units: 0, unitMs: 0, maxMs: 0, busyMs: 0, maxInFlight: 0 };
let inFlight = 0;
let busySince = 0;
let periodStart = performance.now();

/** One query outside a transaction, or a transaction as a whole: it holds a connection. */
async function unit<T>(run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  if (inFlight++ === 0) busySince = t0;
  counters.maxInFlight = Math.max(counters.maxInFlight, inFlight);
  try {
    return await run();
  } finally {
    const t1 = performance.now();
    counters.units++;
    counters.unitMs += t1 - Math.max(t0, periodStart);
    counters.maxMs = Math.max(counters.maxMs, t1 - t0);
    if (--inFlight === 0) counters.busyMs += t1 - Math.max(busySince, periodStart);
  }
}

function counted(q: Queryable): Queryable {
  return {
    query: (text, params) => {
      counters.queries++;
      return q.query(text, params);
    },
    exec: (text) => q.exec(text),
  };
}

function measured(db: Db): Db {
  return {
    kind: db.kind,
    query: (text, params) => unit(() => counted(db).query(text, params)),
    exec: (text) => unit(() => db.exec(text)),
    transaction: (fn) => {
      counters.txns++;
      return unit(() => db.transaction((tx) => fn(counted(tx))));
    },
    close: () => db.close(),
  };
}

// ---- Boot, as main.ts ---------------------------------------------------------------------------

const db = await openDb(config);
await migrate(db);
await ensureSites(db, config, () => {});
const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : null;
const app = await buildApp({ config, db: measured(db), redis });
app.jobs.start();

const [site] = await db.query<{ id: number }>('select id from sites order by id limit 1');
const COUNTRIES = ['NL', 'BE', 'GB', 'IE', 'DE', 'AT', 'IT', 'FR', 'CH', 'ES', 'US', 'CA', 'AU'];
const countries = `(array[${COUNTRIES.map((c) => `'${c}'`).join(',')}])[1 + m.id % ${COUNTRIES.length}]`;

// Profiles to browse and search, as bench/search.ts makes them: last activity over 3.5 days,
// completeness spread evenly.
const BASE = Number(process.env.BASE_PROFILES ?? 1_000);
const base = await db.query<{ id: number }>(
  `insert into members (site_id, email, password_hash, name, status, last_active_at, profile_rank)
   select $1, 'base' || g || '@bench.test', 'x', 'Member ' || g, 'active',
          now() - (g % 5000) * interval '1 minute', (g / 7) % 3
   from generate_series(1, $2::int) g returning id`,
  [site!.id, BASE],
);
await db.query(
  `insert into profiles (member_id, status, gender, birth_date, country, region)
   select m.id, 'active', case when m.id % 2 = 0 then 'female' else 'male' end,
          (current_date - ((18 + m.id % 50) * 365 + m.id % 300) * interval '1 day')::date,
          ${countries}, case when m.id % 3 = 0 then 'NH' else 'UT' end
   from members m where m.id = any($1)`,
  [base.map((r) => r.id)],
);
await db.exec('analyze members; analyze profiles;');

let seeded = 0;
/** Members who use the site: active profile, credits to write with, a session each. */
async function seed(count: number): Promise<{ id: number; token: string }[]> {
  const rows = await db.query<{ id: number }>(
    `insert into members (site_id, email, password_hash, name, status, credits, profile_rank)
     select $1, 'sim' || g || '@bench.test', 'x', 'Member ' || g, 'active', 1000000, 1
     from generate_series($2::int, $3::int) g order by g returning id`,
    [site!.id, seeded + 1, seeded + count],
  );
  seeded += count;
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await db.query(
    `insert into profiles (member_id, status, gender, birth_date, country)
     select m.id, 'active', case when m.id % 2 = 0 then 'female' else 'male' end,
            (current_date - ((20 + m.id % 40) * 365) * interval '1 day')::date, ${countries}
     from members m where m.id = any($1)`,
    [ids],
  );
  // A session row keeps the hex SHA-256 of its cookie's token, as createSession writes it.
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await db.query(
    `insert into sessions (id, member_id, expires_at, user_agent)
     select h, m, now() + interval '30 days', 'bench' from unnest($1::text[], $2::int[]) as s(h, m)`,
    [hashes, ids],
  );
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

// ---- Control port -------------------------------------------------------------------------------

// The histogram holds the time between ticks 10 ms apart: the delay is what exceeds 10 ms.
const eld = monitorEventLoopDelay({ resolution: 10 });
const delay = (ns: number) => Math.max(0, ns / 1e6 - 10);
eld.enable();
let cpu = process.cpuUsage();
/** Garbage collection pauses of the period. */
const gc = { ms: 0, max: 0, count: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.ms += entry.duration;
    gc.max = Math.max(gc.max, entry.duration);
    gc.count++;
  }
}).observe({ entryTypes: ['gc'] });

/** CPU ticks (1/100 s) of this server's PostgreSQL backends when last asked, by process id. */
let backendTicks = new Map<number, number>();
async function backendsCpuMs(): Promise<number | null> {
  if (db.kind !== 'postgres') return null;
  const rows = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [APP_NAME],
  );
  const ticks = new Map<number, number>();
  let ms = 0;
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const t = Number(f[11]) + Number(f[12]); // utime, stime
      ticks.set(pid, t);
      ms += (t - (backendTicks.get(pid) ?? 0)) * 10;
    } catch {
      // another machine's PostgreSQL: no figure
      return null;
    }
  }
  backendTicks = ticks;
  return ms;
}

/**
 * What this server's PostgreSQL backends are doing, sampled every 50 ms on a connection of its
 * own: running (CPU), waiting (by wait event: IO, Lock, LWLock…), idle in a transaction (waiting
 * for the server), or idle.
 */
const backendStates = new Map<string, number>();
let stateSamples = 0;
let sampling = false;
async function startSampling() {
  if (sampling || db.kind !== 'postgres') return;
  sampling = true;
  // A name of its own: its backend is not among those it samples or whose CPU is counted.
  const sampler = new pg.Client({
    connectionString: process.env.DATABASE_URL!,
    application_name: `${APP_NAME}-sampler`,
  });
  await sampler.connect();
  const sample = async () => {
    if (closing) return sampler.end();
    const { rows } = await sampler.query<{ state: string; wait: string | null }>(
      `select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
       where application_name = $1`,
      [APP_NAME],
    );
    stateSamples++;
    for (const { state, wait } of rows) {
      const key = state === 'active' ? (wait ?? 'CPU') : state;
      backendStates.set(key, (backendStates.get(key) ?? 0) + 1);
    }
    setTimeout(() => void sample().catch(() => {}), 50);
  };
  void sample().catch(() => {});
}

async function stats() {
  await startSampling();
  const backendsMs = await backendsCpuMs();
  const states = Object.fromEntries(
    [...backendStates].map(([key, n]) => [key, n / Math.max(1, stateSamples)]),
  );
  backendStates.clear();
  stateSamples = 0;
  const now = performance.now();
  const wallMs = now - periodStart;
  const used = process.cpuUsage(cpu);
  const out = {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    eld: { p50: delay(eld.percentile(50)), p99: delay(eld.percentile(99)), max: delay(eld.max) },
    db: {
      queries: counters.queries,
      txns: counters.txns,
      avgMs: counters.units ? counters.unitMs / counters.units : 0,
      inUse: counters.unitMs / wallMs,
      busy:
        (counters.busyMs + (inFlight > 0 ? now - Math.max(busySince, periodStart) : 0)) / wallMs,
      maxInFlight: counters.maxInFlight,
      /** The longest query or transaction. */
      maxMs: counters.maxMs,
      /** Share of a CPU this server's PostgreSQL backends used; null on PGlite. */
      backendsCpu: backendsMs === null ? null : backendsMs / wallMs,
      /** How many of its backends were in each state on average (PostgreSQL). */
      states,
    },
    gc: { ...gc },
    sockets: app.live.size,
    rssMb: process.memoryUsage.rss() / 2 ** 20,
  };
  Object.assign(counters, { queries: 0, txns: 0, units: 0, unitMs: 0, maxMs: 0, busyMs: 0 });
  Object.assign(gc, { ms: 0, max: 0, count: 0 });
  counters.maxInFlight = inFlight;
  periodStart = now;
  cpu = process.cpuUsage();
  eld.reset();
  return out;
}

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const answer = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (error: unknown) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  };
  if (url.pathname === '/seed' && req.method === 'POST')
    seed(Number(url.searchParams.get('count'))).then((members) => answer({ members }), fail);
  else if (url.pathname === '/info')
    answer({ browse: base.length ? [base[0]!.id, base.at(-1)!.id] : null, kind: db.kind });
  else if (url.pathname === '/stats') stats().then(answer, fail);
  else fail('unknown');
});

process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void (async () => {
    control.close();
    await app.close();
    await redis?.quit().catch(() => {});
    if (config.DATABASE_SCHEMA)
      await db.query(`drop schema if exists "${config.DATABASE_SCHEMA}" cascade`);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});

await app.listen({ port: config.PORT, host: config.HOST });
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1');
