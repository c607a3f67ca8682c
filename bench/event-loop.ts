/**
 * Event-loop delay under a mixed load with 50 logins a second: whether password hashing (and
 * anything else) stays off the main loop. The real app (bench/peers/event-loop-cupido.ts, in a
 * process of its own pinned to CPU 0) measures its own event-loop delay with
 * `monitorEventLoopDelay` while this process (pinned to the other CPUs) sends it, open loop at
 * fixed rates for a fixed time:
 *
 *   POST /api/user.php        50/s  logins of members who signed up through the product (their
 *                                   passwords hashed with its argon2id), each from an address of
 *                                   its own (X-Forwarded-For, TRUST_PROXY) so that the limit of
 *                                   30 a minute per address never binds
 *   GET  /api/search.php      20/s  a few filters and pages, as logged-in members
 *   GET  /api/member.php      20/s  members' profiles
 *   GET  /api/interests.php   10/s
 *   POST /api/message.php      2/s  chat sends (members with credits and profiles)
 *
 * The peer is bare `node:http` (bench/peers/event-loop-bare.ts, pinned the same way) answering
 * the same requests at the same rates with the bytes Cupido answered each route once (a login
 * too, as a minimal server would), measuring its event-loop delay the same way. Figures are the
 * histogram's, less the sampling interval (5 ms) each sample includes, read when the last request
 * has been sent; each side also reports how busy its main thread was and the CPU used by it and by
 * the process's other threads (libuv's pool, where argon2 hashes, and V8's). Every answer must be
 * a 2xx, or the run fails; requests left without one (30 s, 3 s short; or a connection error)
 * are counted. Cupido's idle delay is printed too.
 *
 *   node bench/event-loop.ts [--short] [--cpu-prof]   (20 s of load, 5 s short; --cpu-prof
 *                                                      writes a profile of Cupido's process)
 *
 * PGlite in memory; with DATABASE_URL, a schema on PostgreSQL; with REDIS_URL, rate limits and
 * live events through Redis.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TLoopFigures as TLoop } from './peers/loop-monitor.ts';
import {
  emitRows,
  freePort,
  httpCall,
  pinLoadGenerator,
  SHORT,
  spawnServer,
  stats,
  waitFor,
  type THttpAnswer,
} from './lib/bench-kit.ts';

const SECONDS = SHORT ? 5 : 20;
const WARMUP_SECONDS = SHORT ? 1 : 3;
const IDLE_SECONDS = SHORT ? 1 : 5;
const LOGIN_RATE = 50;
const GOAL_MS = 20;
const RESOLUTION_MS = 5;
/** An answer later than this counts as none (an error); non-2xx answers fail the run outright. */
const REQUEST_TIMEOUT_MS = SHORT ? 3_000 : 30_000;
const CPU_PROF = process.argv.includes('--cpu-prof');
const SIZES = {
  MEMBERS: SHORT ? 300 : 2_000,
  LOGIN_MEMBERS: SHORT ? 10 : 50,
  VIEWERS: 20,
  CHAT_SENDERS: 5,
};

pinLoadGenerator();

// ---- Requests --------------------------------------------------------------------------------

type TRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};
type TSetup = {
  logins: { email: string; password: string }[];
  cookies: string[];
  memberIds: number[];
  database: string;
};

/**
 * At most 256 connections to a server, so that a stalled one is not sent more than its listen
 * backlog (511) holds; idle ones are closed after 4 s, before bare node:http's keep-alive (5 s)
 * does, so that no request is written to a socket the server is closing.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
/** As a browser asks: compressed answers welcome. */
const BASE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

function send(port: number, r: TRequest): Promise<THttpAnswer> {
  const headers = {
    ...BASE_HEADERS,
    ...r.headers,
    ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return httpCall({
    agent,
    port,
    method: r.method,
    path: r.path,
    headers,
    body: r.body,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
}

const SEARCHES = [
  '',
  'gender=female',
  'country=NL',
  'country=DE&countryregion=NH',
  'min_age=30&max_age=40',
  'gender=male&country=GB&min_age=25&max_age=45',
  'country=FR&page=2',
];

type TStream = { name: string; rate: number; make: (k: number) => TRequest };
function streams(setup: TSetup): TStream[] {
  const { logins, cookies, memberIds } = setup;
  const viewer = (k: number) => ({ cookie: cookies[k % cookies.length]! });
  return [
    {
      name: 'POST /api/user.php (login)',
      rate: LOGIN_RATE,
      make: (k) => ({
        method: 'POST',
        path: '/api/user.php',
        // A client address of its own for every login: 10.x.y.z.
        headers: { 'x-forwarded-for': `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}` },
        body: JSON.stringify(logins[k % logins.length]),
      }),
    },
    {
      name: 'GET /api/search.php',
      rate: 20,
      make: (k) => ({
        method: 'GET',
        path: `/api/search.php?${SEARCHES[k % SEARCHES.length]}`,
        headers: viewer(k),
      }),
    },
    {
      name: 'GET /api/member.php',
      rate: 20,
      make: (k) => ({
        method: 'GET',
        path: `/api/member.php?id=${memberIds[(k * 7919) % memberIds.length]}`,
        headers: viewer(k + 1),
      }),
    },
    {
      name: 'GET /api/interests.php',
      rate: 10,
      make: (k) => ({ method: 'GET', path: '/api/interests.php', headers: viewer(k + 2) }),
    },
    {
      name: 'POST /api/message.php',
      rate: 2,
      make: (k) => {
        const sender = k % SIZES.CHAT_SENDERS; // the first viewers have credits
        return {
          method: 'POST',
          path: '/api/message.php',
          headers: { cookie: cookies[sender]! },
          body: JSON.stringify({
            client_id: randomUUID(),
            member_id: memberIds[SIZES.VIEWERS + sender],
            type: 'text',
            text: `Bench message ${k}`,
          }),
        };
      },
    },
  ];
}

// ---- Load ------------------------------------------------------------------------------------

type TStreamResult = {
  name: string;
  ok: number;
  /** 2xx answers that arrived before the last request was sent. */
  okInWindow: number;
  /** Requests with no answer: timed out, or the connection failed (reason: count). */
  unanswered: Map<string, number>;
  failures: string[];
  latencies: number[];
};

const count = (tally: Map<string, number>) => [...tally.values()].reduce((a, b) => a + b, 0);
/** Each stream's own counter, so that no login address repeats within a run. */
const counters = new Map<string, number>();

/** Sends `stream` at its rate from t0 for `seconds`, without waiting for answers (open loop). */
async function paced(port: number, stream: TStream, phase: number, t0: number, seconds: number) {
  const n = Math.round(stream.rate * seconds);
  const end = t0 + seconds * 1000;
  const result: TStreamResult = {
    name: stream.name,
    ok: 0,
    okInWindow: 0,
    unanswered: new Map(),
    failures: [],
    latencies: [],
  };
  const pending: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const wait = t0 + ((i + phase) * 1000) / stream.rate - performance.now();
    if (wait > 0) await sleep(wait);
    const k = counters.get(stream.name) ?? 0;
    counters.set(stream.name, k + 1);
    const r = stream.make(k);
    const started = performance.now();
    pending.push(
      send(port, r).then(
        (answer) => {
          const now = performance.now();
          result.latencies.push(now - started);
          if (answer.status >= 200 && answer.status < 300) {
            result.ok++;
            if (now <= end) result.okInWindow++;
          } else
            result.failures.push(
              `${r.method} ${r.path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`,
            );
        },
        (error: Error) => {
          const reason = (error as NodeJS.ErrnoException).code ?? error.message;
          result.unanswered.set(reason, (result.unanswered.get(reason) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(pending);
  return result;
}

type TServer = { port: number; reset: () => Promise<void>; read: () => Promise<TLoop> };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The mixed load for `seconds`. The delay is read and the logins answered are counted when the
 * last request has been sent; then the answers still due are awaited (up to the timeout).
 */
async function mix(server: TServer, all: TStream[], seconds: number) {
  await server.reset();
  const t0 = performance.now();
  const running = all.map((s, i) => paced(server.port, s, i / all.length, t0, seconds));
  await sleep(t0 + seconds * 1000 - performance.now());
  const loop = await server.read();
  const results = await Promise.all(running);
  const failures = results.flatMap((r) => r.failures);
  if (failures.length > 0)
    throw new Error(`${failures.length} requests failed:\n  ${failures.slice(0, 10).join('\n  ')}`);
  return {
    loop,
    results,
    loginRate: results[0]!.okInWindow / seconds,
    errors: results.reduce((n, r) => n + count(r.unanswered), 0),
  };
}

const describe = (loop: TLoop) =>
  `main thread busy ${Math.round(loop.utilization * 100)}%, CPU s/s: main thread ${loop.mainCpu.toFixed(2)}, other threads ${(loop.cpu - loop.mainCpu).toFixed(2)}`;

function report(label: string, run: Awaited<ReturnType<typeof mix>>) {
  const { loop } = run;
  console.log(
    `${label}: event-loop delay p50 ${loop.p50.toFixed(2)} ms, p99 ${loop.p99.toFixed(2)} ms, max ${loop.max.toFixed(1)} ms (${loop.samples} samples); ${describe(loop)}; logins answered ${run.loginRate.toFixed(1)}/s`,
  );
  for (const r of run.results) {
    const s = r.latencies.length ? stats(r.latencies) : { p50: NaN, p99: NaN };
    const unanswered = r.unanswered.size
      ? `  no answer: ${[...r.unanswered].map(([why, n]) => `${n} ${why}`).join(', ')}`
      : '';
    console.log(
      `  ${r.name.padEnd(28)} ${String(r.ok).padStart(5)} ok  latency p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms${unanswered}`,
    );
  }
}

// ---- Cupido ----------------------------------------------------------------------------------

const children: ChildProcess[] = [];
const answersFile = join(tmpdir(), `cupido-event-loop-${process.pid}.json`);
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(answersFile, { force: true });
};
process.once('exit', stopAll);

let started = Date.now();
const port = await freePort();
const controlPort = await freePort();
const profileDir = CPU_PROF ? mkdtempSync(join(tmpdir(), 'cupido-event-loop-prof-')) : null;
const cupido = spawnServer(
  [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    'bench/peers/event-loop-cupido.ts',
  ],
  {
    ...process.env,
    PORT: String(port),
    CONTROL_PORT: String(controlPort),
    RESOLUTION_MS: String(RESOLUTION_MS),
    ...Object.fromEntries(Object.entries(SIZES).map(([k, v]) => [k, String(v)])),
  },
);
children.push(cupido);
const cupidoExited = new Promise<number | null>((resolve) => cupido.once('exit', resolve));
const control = `http://127.0.0.1:${controlPort}`;
await Promise.race([
  waitFor(`${control}/read`),
  cupidoExited.then(() => {
    throw new Error('the server exited before it answered');
  }),
]);
const setup = await getJson<TSetup>(`${control}/setup`);
const all = streams(setup);
console.log(
  `Cupido up with ${SIZES.MEMBERS} members and ${setup.logins.length} signed up to log in, in ${Date.now() - started} ms (${setup.database}${process.env.REDIS_URL ? ', Redis' : ''})`,
);
const cupidoServer: TServer = {
  port,
  reset: () => getJson(`${control}/reset`),
  read: () => getJson<TLoop>(`${control}/read`),
};

await sleep(1000); // boot's garbage settles
await cupidoServer.reset();
await sleep(IDLE_SECONDS * 1000);
const idle = await cupidoServer.read();
console.log(
  `Cupido idle: event-loop delay p50 ${idle.p50.toFixed(2)} ms, p99 ${idle.p99.toFixed(2)} ms, max ${idle.max.toFixed(1)} ms; ${describe(idle)}`,
);

// One answer of each route, kept as it came over the wire for the peer to serve.
const answers: Record<
  string,
  { status: number; type: string; encoding: string | null; body: string }
> = {};
for (const stream of all) {
  const r = stream.make(1_000_000 + all.indexOf(stream));
  const answer = await send(port, r);
  if (answer.status !== 200)
    throw new Error(`${r.method} ${r.path}: ${answer.status} ${answer.body.toString()}`);
  answers[`${r.method} ${r.path.split('?')[0]}`] = {
    status: answer.status,
    type: String(answer.headers['content-type']),
    encoding: (answer.headers['content-encoding'] as string | undefined) ?? null,
    body: answer.body.toString('base64'),
  };
}

started = Date.now();
await mix(cupidoServer, all, WARMUP_SECONDS);
const cupidoRun = await mix(cupidoServer, all, SECONDS);
report('Cupido', cupidoRun);
cupido.kill('SIGTERM');
if ((await cupidoExited) !== 0) throw new Error('the Cupido process did not close cleanly');
if (profileDir) console.log(`CPU profile of Cupido's process in ${profileDir}`);

// ---- Peer: bare node:http --------------------------------------------------------------------

writeFileSync(answersFile, JSON.stringify(answers));
const peerPort = await freePort();
const peer = spawnServer(['bench/peers/event-loop-bare.ts'], {
  ...process.env,
  PORT: String(peerPort),
  ANSWERS_FILE: answersFile,
  RESOLUTION_MS: String(RESOLUTION_MS),
});
children.push(peer);
const peerOrigin = `http://127.0.0.1:${peerPort}`;
await waitFor(`${peerOrigin}/__loop/read`);
const peerServer: TServer = {
  port: peerPort,
  reset: () => getJson(`${peerOrigin}/__loop/reset`),
  read: () => getJson<TLoop>(`${peerOrigin}/__loop/read`),
};
await mix(peerServer, all, WARMUP_SECONDS);
const peerRun = await mix(peerServer, all, SECONDS);
report('bare node:http', peerRun);
peer.kill();
agent.destroy();
console.log(`load runs took ${Date.now() - started} ms`);

// ---- Report ----------------------------------------------------------------------------------

const [c, p] = [cupidoRun.loop.p99, peerRun.loop.p99];
emitRows([
  {
    figure: `event-loop delay p99, mixed load with ${LOGIN_RATE} logins/s`,
    unit: 'ms',
    cupido: c,
    peer: p,
    ratio: p > 0 ? c / p : null,
    goal: `≤ ${GOAL_MS} ms`,
    holds: SHORT ? null : c <= GOAL_MS,
  },
  {
    figure: `achieved login rate, ${LOGIN_RATE} logins/s sent`,
    unit: '/s',
    cupido: cupidoRun.loginRate,
    peer: peerRun.loginRate,
    ratio: cupidoRun.loginRate / peerRun.loginRate,
    goal: `≥ ${LOGIN_RATE * 0.98}/s`,
    holds: SHORT ? null : cupidoRun.loginRate >= LOGIN_RATE * 0.98,
  },
  {
    figure: 'requests without an answer (timeout or connection error), mixed load',
    unit: '',
    cupido: cupidoRun.errors,
    peer: peerRun.errors,
    ratio: null,
    goal: '0',
    holds: SHORT ? null : cupidoRun.errors === 0,
  },
]);
