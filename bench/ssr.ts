/**
 * SSR benchmark: a visitor's GET /members (the members search over the demo data) from the real
 * server over HTTP, against React's `renderToString` of the same tree with the same data
 * (bench/peers/ssr-render.ts); each in a process of its own pinned to CPU 0, the load generator
 * (this process) on the other CPUs where the machine allows. The page is asked for as a browser's
 * first visit asks (its user agent, language and encodings: no cookie, zstd compression).
 *
 * - Cupido, three times: as a first visit (no cookie: the page is rendered once a moment and
 *   served again, decision 42), on which the goals are judged; as a returning visitor (a locale
 *   cookie, a visitor's choice: served again like a first visit's); and as the demo member
 *   (logged in: the page is theirs, rendered for every request; it holds more than a visitor's,
 *   so its ratio is only a guide). Each: autocannon on 1 connection for a fixed
 *   time (after 1 s of warm-up): pages/s, and p50/p99 of the time to the whole page. Then, at half that rate, node:http (open loop: a
 *   request every 2/rate s, on another connection when the last has not answered yet) measures
 *   the time to the first byte (the 'response' event, status line and headers) and to the end.
 * - Peer: `renderToString(<ServerRouter>)` over the built web app's route modules, the tree
 *   `apps/web/app/entry.server.tsx` streams, with the EntryContext React Router's request handler
 *   builds for this page (the peer runs the loaders once, at its start, against the same server)
 *   and the hydration data already encoded: the same markup and data scripts, checked against
 *   Cupido's page, rendered back to back for the same time (after 1 s of warm-up): pages/s and
 *   p50/p99 of one render (its p99 stands beside the TTFB p99, the whole page's render).
 *
 * So the ratios are what serving the page costs beyond React rendering it. The peer leaves out
 * HTTP and Fastify (hooks: session, site, security headers, the log line), React Router's
 * request handling (matching, the loaders, encoding their data for hydration), the loaders' API
 * calls through `app.inject` (each with its own hooks, log line, database queries and zod
 * schemas), streaming (`renderToPipeableStream`, its boundary scripts, web streams bridged to
 * Node's) and compression.
 *
 * Both run with NODE_ENV=production: React's development build renders this page about 15 times
 * slower and would hide everything else. Demo data is never seeded in production: this process
 * seeds it first, as the server's first run in development would, into the DATA_DIR or schema
 * the server then serves.
 *
 *   node bench/ssr.ts [--short]   (PGlite; with DATABASE_URL, a schema on PostgreSQL)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEMO_LOGIN, ensureSites } from '../apps/server/src/modules/demo/index.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { openDb } from '../apps/server/src/platform/db/open-db.ts';
import { openPostgres } from '../apps/server/src/platform/db/postgres-db.ts';
import {
  emitRows,
  freePort,
  pinLoadGenerator,
  SHORT,
  spawnServer,
  startCupido,
  stats,
  waitFor,
  type TRunningServer,
} from './lib/bench-kit.ts';

const PAGE = '/members';
const SECONDS = SHORT ? 2 : 10;
/** A browser's first visit: no cookie, its language, compression. */
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
};

pinLoadGenerator();

type TTimes = { ttfb: number; whole: number };

/** One GET on node:http: time to the answer's first bytes and to its end, in ms. */
function timed(url: string, agent: Agent, headers: Record<string, string>): Promise<TTimes> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    get(url, { agent, headers }, (res) => {
      const ttfb = performance.now() - t0;
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      res.resume();
      res.once('end', () => resolve({ ttfb, whole: performance.now() - t0 }));
    }).once('error', reject);
  });
}

/**
 * `rate` requests a second for `seconds`, each sent on schedule whatever the answers do. A slot
 * this process itself missed by more than an interval (its CPU taken) is skipped, not sent in a
 * burst with the next.
 */
async function paced(
  url: string,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<TTimes[]> {
  const agent = new Agent({ keepAlive: true });
  const interval = 1000 / rate;
  const until = performance.now() + seconds * 1000;
  const answers: Promise<TTimes>[] = [];
  for (let next = performance.now(); next < until; next += interval) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -interval) next = performance.now();
    answers.push(timed(url, agent, headers));
  }
  const times = await Promise.all(answers);
  agent.destroy();
  return times;
}

/** autocannon on 1 connection: its result, and each answer's time in ms (its own are whole ms). */
function oneConnection(url: string, seconds: number, headers: Record<string, string>) {
  const times: number[] = [];
  return new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
    autocannon(
      { url, connections: 1, duration: seconds, headers },
      (error: unknown, result: autocannon.Result) =>
        error ? reject(error) : resolve({ result, times }),
    ).on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * One connection for SECONDS: pages/s and each page's time; then at half that rate, the time to
 * the first byte and to the whole page.
 */
async function measure(url: string, headers: Record<string, string>) {
  await oneConnection(url, 1, headers); // warm-up
  const { result, times } = await oneConnection(url, SECONDS, headers);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const pagesPerSecond = result.requests.total / result.duration;
  const half = await paced(url, pagesPerSecond / 2, SECONDS, headers);
  return {
    pagesPerSecond,
    latency: stats(times),
    ttfb: stats(half.map((t) => t.ttfb)),
    whole: stats(half.map((t) => t.whole)),
  };
}

// Demo data is seeded in development only: this process seeds it as the server's first run
// would (`apps/server/src/main.ts`), then the server serves it in production (React's
// production build, as a site runs it) from the same data directory or schema.
const dataDir = mkdtempSync(join(tmpdir(), 'cupido-bench-ssr-'));
const schema = `bench_ssr_${process.pid}`;
const data = {
  DATA_DIR: dataDir,
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
    : {}),
};
let cupido: TRunningServer | undefined;
let peer: ChildProcess | undefined;
try {
  const seeding = loadConfig({ ...data, NODE_ENV: 'development', DEMO_DATA: 'true' });
  const db = await openDb(seeding);
  await migrate(db);
  await ensureSites(db, seeding, () => {});
  await db.close();
  cupido = await startCupido({
    ...data,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://cupido.localhost',
  });
  const url = `${cupido.origin}${PAGE}`;
  const visit = async () => {
    const page = await fetch(url, { headers: HEADERS });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<html'))
      throw new Error(`${PAGE} answered ${page.status} without a page: is the web app built?`);
    return html;
  };
  await visit();

  const firstVisit = await measure(url, HEADERS);
  // A returning visitor's cookie (the locale the first visit set): a choice, shared.
  const returning = await measure(url, { ...HEADERS, cookie: 'locale=en' });
  const login = await fetch(`${cupido.origin}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cupido.origin },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (login.status !== 200 || session.length === 0)
    throw new Error(`the demo member's log-in answered ${login.status}`);
  const member = await measure(url, { ...HEADERS, cookie: ['locale=en', ...session].join('; ') });
  // The page as the peer will be given its data (the member's log-in moved them up the list).
  const html = await visit();

  // The peer takes the page's data from the server once, then renders on its own.
  const port = await freePort();
  peer = spawnServer(['bench/peers/ssr-render.ts'], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    ORIGIN: cupido.origin,
    PAGE,
    HEADERS: JSON.stringify(HEADERS),
  });
  const control = `http://127.0.0.1:${port}`;
  await waitFor(`${control}/`);
  await cupido.stop();
  cupido = undefined;
  const peerHtml = await (await fetch(`${control}/html`)).text();
  // Same tree, same data: the same markup and hydration data (both without a nonce: a first
  // visit's page is served again to every visitor, decision 50).
  const body = (page: string) =>
    page.slice(page.indexOf('<body'), page.indexOf('<script', page.indexOf('<body')));
  const hydration = (page: string) => /streamController\.enqueue\((".*?")\);/.exec(page)?.[1];
  if (body(html) !== body(peerHtml) || !hydration(html) || hydration(html) !== hydration(peerHtml))
    throw new Error('the peer did not render the page Cupido answered');
  const run = (await (await fetch(`${control}/run?seconds=${SECONDS}`)).json()) as {
    pages: number;
    seconds: number;
    p50: number;
    p99: number;
    mean: number;
  };
  const peerPagesPerSecond = run.pages / run.seconds;

  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    `${PAGE}, ${html.length} characters (the peer's ${peerHtml.length}): renderToString ` +
      `${peerPagesPerSecond.toFixed(1)} pages/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, ` +
      `mean ${ms(run.mean)}`,
  );
  const rows = (label: string, m: typeof firstVisit, judged: boolean) => {
    const ratio = m.pagesPerSecond / peerPagesPerSecond;
    console.log(
      `${label}: ${m.pagesPerSecond.toFixed(1)} pages/s, p50 ${ms(m.latency.p50)}, ` +
        `p99 ${ms(m.latency.p99)} (${ratio.toFixed(2)}x); at ${(m.pagesPerSecond / 2).toFixed(1)} ` +
        `pages/s: TTFB p50 ${ms(m.ttfb.p50)}, p99 ${ms(m.ttfb.p99)}; whole page p50 ` +
        `${ms(m.whole.p50)}, p99 ${ms(m.whole.p99)}`,
    );
    return [
      {
        figure: `SSR ${PAGE}, ${label}, one connection`,
        unit: 'pages/s',
        cupido: m.pagesPerSecond,
        peer: peerPagesPerSecond,
        ratio,
        goal: judged ? '≥ 0.6×' : '—',
        holds: SHORT || !judged ? null : ratio >= 0.6,
      },
      {
        figure: `SSR ${PAGE}, ${label}, p50`,
        unit: 'ms',
        cupido: m.latency.p50,
        peer: run.p50,
        ratio: m.latency.p50 / run.p50,
        goal: '—',
        holds: null,
      },
      {
        figure: `SSR ${PAGE}, ${label}, TTFB p99 at half saturation`,
        unit: 'ms',
        cupido: m.ttfb.p99,
        peer: run.p99,
        ratio: m.ttfb.p99 / run.p99,
        goal: judged ? '≤ 20 ms' : '—',
        holds: SHORT || !judged ? null : m.ttfb.p99 <= 20,
      },
    ];
  };
  // The goal is judged on a visitor's first visit, the page every new visitor is served; a
  // returning visitor's page (served again too) and a member's (rendered each time) are
  // printed beside it.
  emitRows([
    ...rows('first visit', firstVisit, true),
    ...rows('returning visitor', returning, false),
    ...rows('member', member, false),
  ]);
} finally {
  peer?.kill();
  await cupido?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const db = await openPostgres(process.env.DATABASE_URL, { schema: 'public' });
    await db.query(`drop schema if exists "${schema}" cascade`);
    await db.close();
  }
}
