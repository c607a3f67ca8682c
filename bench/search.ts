/**
 * Search benchmark: generated profiles (100,000 by default), GET /api/search.php with each
 * filter through the real app (in-process, no network), against a peer measured in the same
 * run: GET /healthz, which crosses the same framework, hooks and one database round trip.
 * Prints p50/p99 of both and their ratio, and checks the answers against a direct SQL count.
 * The goal's comparison, a deep page reached from the Next link against page 1, measures the two
 * alternately.
 * Last activity spans about 3.5 days (four or five UTC days) and completeness (profile_rank)
 * is spread evenly, so the walk crosses every key of the search order.
 *
 *   node bench/search.ts [profiles] [--short]   (PGlite in memory; with DATABASE_URL, a schema
 *                                                on PostgreSQL); `npm run bench` runs it on both
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { openTestDb } from '../apps/server/src/test/test-app.ts';
import { insertSite, ZSiteConfig } from '../apps/server/src/modules/sites/index.ts';
import { DEMO_SITES } from '../apps/server/src/modules/demo/index.ts';
import { emitRows, SHORT, type TBenchRow } from './lib/bench-kit.ts';

const PROFILES = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? (SHORT ? 5_000 : 100_000));
const RUNS = SHORT ? 30 : 200;
/** A deep page: 20 of 100,000 profiles; 5 of the short run's 5,000 (GB has a fifteenth). */
const PAGE = SHORT ? 5 : 20;

const { db, drop } = await openTestDb();
await migrate(db);
const site = DEMO_SITES[0]!;
const siteId = await insertSite(db, {
  ...site,
  config: ZSiteConfig.parse(site.config),
  isDemo: true,
});

const started = Date.now();
await db.exec(`
  insert into members (site_id, email, password_hash, name, status, last_active_at, profile_rank, is_demo)
  select ${siteId}, 'bench' || g || '@example.com', 'x', 'Member ' || g, 'active',
         now() - (g % 5000) * interval '1 minute', (g / 7) % 3, true
  from generate_series(1, ${PROFILES}) g;
  insert into profiles (member_id, status, gender, birth_date, country, region)
  select m.id, 'active', case when m.id % 2 = 0 then 'female' else 'male' end,
         (current_date - ((18 + m.id % 50) * 365 + m.id % 300) * interval '1 day')::date,
         (array['NL','BE','GB','IE','DE','AT','IT','FR','CH','ES','US','CA','AU','NZ','PL'])[1 + m.id % 15],
         case when m.id % 3 = 0 then 'NH' else 'UT' end
  from members m;
  analyze members; analyze profiles;
`);
console.log(`${PROFILES} profiles generated in ${Date.now() - started} ms (${db.kind})`);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'cupido-bench-')),
});
const app = await buildApp({ config, db });
await app.ready();

type TBody = { profiles: unknown[]; has_more: boolean; next: string | null };
type TResult = { p50: number; p99: number; body: TBody };
async function measure(url: string): Promise<TResult> {
  const times: number[] = [];
  let body: TBody = { profiles: [], has_more: false, next: null };
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url });
    times.push(performance.now() - t0);
    body = res.json();
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)]!, p99: times[Math.floor(RUNS * 0.99)]!, body };
}

/**
 * Two addresses measured alternately (a call of each in turn, the order switching every round),
 * so both meet the same conditions: a comparison of the two measured one after the other would
 * also measure what changed in between (caches, plans, other work).
 */
async function measurePair(a: string, b: string): Promise<[TResult, TResult]> {
  const times: [number[], number[]] = [[], []];
  const bodies: [TBody, TBody] = [
    { profiles: [], has_more: false, next: null },
    { profiles: [], has_more: false, next: null },
  ];
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 ? [0, 1] : [1, 0]) {
      const t0 = performance.now();
      const res = await app.inject({ url: k === 0 ? a : b });
      times[k]!.push(performance.now() - t0);
      bodies[k] = res.json();
    }
  }
  const result = (k: 0 | 1): TResult => {
    const sorted = [...times[k]].sort((x, y) => x - y);
    return {
      p50: sorted[Math.floor(RUNS * 0.5)]!,
      p99: sorted[Math.floor(RUNS * 0.99)]!,
      body: bodies[k],
    };
  };
  return [result(0), result(1)];
}

const peer = await measure('/healthz');
console.log(`peer GET /healthz: p50 ${peer.p50.toFixed(2)} ms, p99 ${peer.p99.toFixed(2)} ms`);

/**
 * The cursor of page PAGE of GB (the Next link's `after`), found by following Next, and that
 * page's Previous link (its `previous`, sent as `before`) to page PAGE - 1.
 */
let after = '';
for (let page = 1; page < PAGE; page++) {
  const body = (
    await app.inject({ url: `/api/search.php?country=GB&page=${page}${after}` })
  ).json() as TBody;
  after = `&after=${body.next}`;
}
const { previous } = (
  await app.inject({ url: `/api/search.php?country=GB&page=${PAGE}${after}` })
).json() as { previous: string };
const before = `&before=${previous}`;

const cases: [string, string][] = [
  ['no filter', ''],
  ['gender', 'gender=female'],
  ['country', 'country=NL'],
  ['country + region', 'country=NL&countryregion=NH'],
  ['age range', 'min_age=30&max_age=40'],
  ['all filters', 'gender=female&country=DE&countryregion=UT&min_age=25&max_age=45'],
  [`page ${PAGE} by number`, `country=GB&page=${PAGE}`],
];
const p50s = new Map<string, number>();
for (const [name, query] of cases) {
  const r = await measure(`/api/search.php?${query}`);
  p50s.set(name, r.p50);
  console.log(
    `search ${name.padEnd(16)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms` +
      `  ratio to peer (p50) ${(r.p50 / peer.p50).toFixed(1)}x  results ${r.body.profiles.length}${r.body.has_more ? '+' : ''}`,
  );
  if (r.body.profiles.length === 0)
    throw new Error(`search "${name}" found nothing in ${PROFILES} profiles`);
}
const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
  `select count(*)::int as n from profiles where country = 'NL' and region = 'NH' and gender = 'female'`,
);
const check = (
  await app.inject({ url: '/api/search.php?country=NL&countryregion=NH&gender=female' })
).json() as {
  has_more: boolean;
};
if (n > 24 !== check.has_more) throw new Error('has_more disagrees with the database count');
console.log(
  `correctness: ${n} matching rows in SQL; the API pages them (has_more ${check.has_more})`,
);

// Page 1 and page PAGE (reached from page PAGE - 1's Next link), alternately; then page 1 and
// page PAGE - 1 (from page PAGE's Previous link).
const [page1, deep] = await measurePair(
  '/api/search.php?country=GB',
  `/api/search.php?country=GB&page=${PAGE}${after}`,
);
const [page1Again, back] = await measurePair(
  '/api/search.php?country=GB',
  `/api/search.php?country=GB&page=${PAGE - 1}${before}`,
);
for (const [name, r] of [
  ['page 1', page1],
  [`page ${PAGE}`, deep],
  ['page 1 again', page1Again],
  [`page ${PAGE - 1} back`, back],
] as const) {
  console.log(
    `search ${name.padEnd(16)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms` +
      `  (country GB, alternately)  results ${r.body.profiles.length}${r.body.has_more ? '+' : ''}`,
  );
  if (r.body.profiles.length === 0) throw new Error(`search ${name} found nothing`);
}
const page20 = deep.p50;
const byNumber = p50s.get(`page ${PAGE} by number`)!;
const rows: TBenchRow[] = [
  {
    figure: `search page ${PAGE} from the Next link (${PROFILES} profiles), p50`,
    unit: 'ms',
    cupido: page20,
    peer: page1.p50,
    ratio: page20 / page1.p50,
    goal: '≤ 1.2× page 1',
    holds: SHORT ? null : page20 / page1.p50 <= 1.2,
  },
  {
    figure: `search page ${PAGE - 1} from page ${PAGE}'s Previous link, p50`,
    unit: 'ms',
    cupido: back.p50,
    peer: page1Again.p50,
    ratio: back.p50 / page1Again.p50,
    goal: '≤ 1.2× page 1',
    holds: SHORT ? null : back.p50 / page1Again.p50 <= 1.2,
  },
  {
    figure: `search page ${PAGE} by number only (an address without the cursor), p50`,
    unit: 'ms',
    cupido: byNumber,
    peer: page1.p50,
    ratio: byNumber / page1.p50,
    goal: '—',
    holds: null,
  },
  {
    figure: `search page 1 (${PROFILES} profiles) against GET /healthz, p50`,
    unit: 'ms',
    cupido: page1.p50,
    peer: peer.p50,
    ratio: page1.p50 / peer.p50,
    goal: '—',
    holds: null,
  },
];
await app.close();
await drop();
emitRows(rows);
