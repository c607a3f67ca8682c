/**
 * Capacity: how many simulated active members one instance holds with the p99 of their actions
 * ≤ 200 ms, against a peer measured the same way in the same run: bare `node:http` + `ws`
 * answering each path with the bytes Cupido answered it with (bench/peers/capacity-peer.ts).
 *
 * A simulated member has a session and an open live socket (GET /api/live, greeted; a ping every
 * 25 s as the web app sends) and repeats, after 1–5 s of thought (3 s on average), one of:
 * browse (GET /api/member.php of a generated profile, then GET /api/interests.php; 40%), search
 * (GET /api/search.php with one of a few filters, page 1–3, pages 2 and 3 from the Next link of
 * the page before; 30%), chat (POST /api/message.php to
 * their partner, another simulated member, whose socket receives it; 30%). The HTTP calls of a
 * generator process share 64 keep-alive connections, as a load balancer's in front of an
 * instance; every live socket is a connection of its own. Every answer must be 2xx and every
 * message delivered (10 s at most).
 *
 * Ramp: 100 members, doubling until a step fails, then bisecting to within an eighth. A step opens
 * the new members' sockets (or closes the surplus), lets them run 5 s, then measures 15 s; it
 * holds when nothing failed and the p99 of all calls and of send → delivered are ≤ 200 ms. Other
 * work on the machine only ever slows a step, so one that failed on latency alone is measured
 * once more and the better measurement counts. The capacity is the largest count that held, up
 * to a cap (20,000, or less where a process may not open that many files: "≥ cap" then).
 *
 * Cupido runs as main.ts boots it (bench/peers/seeded-cupido.ts, which also makes members with
 * SQL and reports its CPU, event-loop delay and database use on a port of its own), the peer in a
 * process of its own; both pinned to CPU 0. The members run in child processes of this one (one
 * per remaining CPU, at least one; `--workers=n`), pinned with it to the other CPUs. Every step
 * prints, besides the latencies, what may have limited it: the server's CPU, event-loop delay and
 * time spent waiting for a CPU (other processes on CPU 0), its database use (queries per call,
 * connections in use, its PostgreSQL backends' CPU), the generator's CPU, event-loop delay and
 * waiting, and each CPU's load.
 *
 * Goal: ≥ 5,000 members on PostgreSQL + Redis, as deployed. That is a site of ~100,000 members
 * with one in twenty online at the evening peak, carried by one instance of this 2-core machine:
 * ~2,300 calls/s and ~500 messages/s, a quarter of what the JSON route alone answers here
 * (docs/performance.md), which leaves room for the database work behind each call.
 *
 *   node bench/capacity.ts [--short] [--workers=n] [--max=n]
 *   short: 20 then 40 members for 3 s each, no bisection, no goal judged.
 *
 * PGlite under the server's data directory; with DATABASE_URL, a schema on PostgreSQL; with
 * REDIS_URL, live fan-out and rate limits through Redis.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import type { TCapture, TCapturedAnswer } from './peers/capacity-peer.ts';
import {
  DATABASE_LABEL,
  emitRows,
  freePort,
  httpCall,
  pinLoadGenerator,
  SHORT,
  spawnServer,
  startSeededCupido,
  stats,
  waitFor,
} from './lib/bench-kit.ts';

const LIMIT_MS = 200;
const THINK_MIN_MS = 1_000;
const THINK_MAX_MS = 5_000;
const PING_MS = 25_000;
const TIMEOUT_MS = 10_000;
/** Keep-alive HTTP connections per generator process. */
const POOL = 64;
const SEARCHES = [
  'gender=female',
  'gender=male&country=GB',
  'country=NL&min_age=25&max_age=45',
  'gender=female&country=DE&min_age=30',
];

type TMember = { id: number; cookie: string; partner: number };
const KINDS = ['profile', 'interests', 'search', 'send', 'delivered'] as const;
type TKind = (typeof KINDS)[number];
type TDelay = { p50: number; p99: number; max: number };
type TGeneratorReport = {
  samples: Record<TKind, number[]>;
  errors: number;
  errorSamples: string[];
  eld: TDelay;
  cpuMs: number;
  wallMs: number;
};
type TToWorker =
  | { type: 'init'; port: number; browse: [number, number] }
  | { type: 'set'; members: TMember[] }
  | { type: 'collect' };
type TReady = { type: 'ready'; failed: number };
const collect: TToWorker = { type: 'collect' };

const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);

if (process.env.CAPACITY_WORKER) await generator();
else await main();

// ---- A generator process: the members themselves -----------------------------------------------

async function generator() {
  let port = 0;
  let browse: [number, number] = [1, 1];
  const agent = new Agent({ keepAlive: true, maxSockets: POOL });

  let samples = emptySamples();
  let errors = 0;
  let errorSamples: string[] = [];
  const fail = (why: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(why);
  };
  // The histogram holds the time between ticks 10 ms apart: the delay is what exceeds 10 ms.
  const eld = monitorEventLoopDelay({ resolution: 10 });
  const delay = (ns: number) => Math.max(0, ns / 1e6 - 10);
  eld.enable();
  let cpu = process.cpuUsage();
  let periodStart = performance.now();

  /** Messages on their way, by client id. */
  const pending = new Map<string, { t0: number; to: number; timer: NodeJS.Timeout }>();
  function delivered(clientId: string, t1: number) {
    const p = pending.get(clientId);
    if (!p) return;
    pending.delete(clientId);
    clearTimeout(p.timer);
    samples.delivered.push(t1 - p.t0);
  }

  /** One HTTP call; resolves with its time to the end of the answer, rejects unless 2xx. */
  async function call(method: string, path: string, cookie: string, body?: string) {
    return (await answered(method, path, cookie, body)).ms;
  }

  /** One HTTP call; resolves with its time to the end of the answer and the answer. */
  async function answered(method: string, path: string, cookie: string, body?: string) {
    const t0 = performance.now();
    const answer = await httpCall({
      agent,
      port,
      method,
      path,
      headers: callHeaders(port, cookie, body),
      body,
      timeoutMs: TIMEOUT_MS,
    });
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${String(answer.body)}`);
    return { ms: performance.now() - t0, answer };
  }

  /**
   * The Next links the members saw, by filter and page: `page=2` and `page=3` are reached from
   * the page before's Next link, with its cursor (`after`), as the members page does. The
   * cursor is the one of that page seen last, by any member.
   */
  const nextLinks = new Map<string, string>();
  async function search(filter: string, page: number, cookie: string): Promise<number> {
    const after = page > 1 ? nextLinks.get(`${filter}&page=${page - 1}`) : undefined;
    const path = `/api/search.php?${filter}&page=${page}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const { ms, answer } = await answered('GET', path, cookie);
    const encoding = answer.headers['content-encoding'];
    const json =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    const { next } = JSON.parse(json.toString()) as { next?: string | null };
    if (next) nextLinks.set(`${filter}&page=${page}`, next);
    return ms;
  }

  type TSim = {
    member: TMember;
    ws: WebSocket;
    running: boolean;
    wake: (() => void) | null;
    ping: NodeJS.Timeout;
    done: Promise<void>;
  };
  const sims = new Map<number, TSim>();
  let started = 0;

  function think(sim: TSim, ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      sim.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function act(sim: TSim, kind: number) {
    const { member } = sim;
    if (kind < 4) {
      const id = Math.floor(between(browse[0], browse[1] + 1));
      samples.profile.push(await call('GET', `/api/member.php?id=${id}`, member.cookie));
      samples.interests.push(await call('GET', '/api/interests.php', member.cookie));
    } else if (kind < 7) {
      const filter = SEARCHES[Math.floor(Math.random() * SEARCHES.length)]!;
      const page = 1 + Math.floor(Math.random() * 3);
      samples.search.push(await search(filter, page, member.cookie));
    } else {
      const clientId = randomUUID();
      const timer = setTimeout(() => {
        pending.delete(clientId);
        fail(`message ${clientId} not delivered within ${TIMEOUT_MS} ms`);
      }, TIMEOUT_MS);
      pending.set(clientId, { t0: performance.now(), to: member.partner, timer });
      const body = JSON.stringify({
        client_id: clientId,
        member_id: member.partner,
        type: 'text',
        text: `Hello, how was your day? (${started})`,
      });
      try {
        samples.send.push(await call('POST', '/api/message.php', member.cookie, body));
      } catch (error) {
        clearTimeout(timer);
        pending.delete(clientId);
        throw error;
      }
    }
  }

  async function run(sim: TSim, first: number) {
    // The first action of each member in turn browses, searches and chats, so a short run sees
    // each; later ones are drawn (4 in 10 browse, 3 search, 3 chat).
    await think(sim, between(0, THINK_MAX_MS));
    let kind = [0, 4, 7][first % 3]!;
    while (sim.running) {
      try {
        await act(sim, kind);
      } catch (error) {
        if (sim.running) fail((error as Error).message);
      }
      if (!sim.running) break;
      await think(sim, between(THINK_MIN_MS, THINK_MAX_MS));
      kind = Math.floor(Math.random() * 10);
    }
  }

  /** A live socket, open once the greeting (badge totals, credits) has arrived. */
  function openLive(member: TMember): Promise<WebSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
      headers: {
        origin: `http://127.0.0.1:${port}`,
        cookie: member.cookie,
        'x-bench-member': String(member.id),
      },
    });
    ws.on('message', (data) => {
      const t1 = performance.now();
      const event = JSON.parse(String(data)) as {
        type: string;
        message?: { mine: boolean; client_id: string };
      };
      if (event.type === 'message' && !event.message!.mine) delivered(event.message!.client_id, t1);
    });
    return new Promise((resolve, reject) => {
      const no = (why: string) => {
        clearTimeout(timer);
        ws.terminate();
        reject(new Error(`live socket of ${member.id}: ${why}`));
      };
      const timer = setTimeout(() => no('no greeting'), TIMEOUT_MS);
      ws.once('unexpected-response', (_req, res) => no(`HTTP ${res.statusCode}`));
      ws.once('error', (error) => no(error.message));
      const closed = (code: number) => no(`closed (${code}) before the greeting`);
      ws.once('close', closed);
      ws.on('message', function greeted(data) {
        if ((JSON.parse(String(data)) as { type: string }).type !== 'credits') return;
        ws.off('message', greeted);
        ws.off('close', closed);
        clearTimeout(timer);
        resolve(ws);
      });
    });
  }

  function start(member: TMember, ws: WebSocket) {
    const sim: TSim = {
      member,
      ws,
      running: true,
      wake: null,
      ping: setInterval(() => ws.send('{"type":"ping"}'), PING_MS),
      done: Promise.resolve(),
    };
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (sim.running) fail(`live socket of ${member.id} closed (${code})`);
    });
    sims.set(member.id, sim);
    sim.done = run(sim, started++);
  }

  async function stop(sim: TSim) {
    sim.running = false;
    clearInterval(sim.ping);
    sim.wake?.();
    sims.delete(sim.member.id);
    for (const [clientId, p] of pending)
      if (p.to === sim.member.id) {
        clearTimeout(p.timer);
        pending.delete(clientId);
      }
    await new Promise<void>((resolve) => {
      if (sim.ws.readyState === WebSocket.CLOSED) return resolve();
      sim.ws.once('close', () => resolve());
      sim.ws.close();
    });
    await sim.done;
  }

  async function set(members: TMember[]): Promise<TReady> {
    const wanted = new Set(members.map((m) => m.id));
    await Promise.all([...sims.values()].filter((s) => !wanted.has(s.member.id)).map(stop));
    const fresh = members.filter((m) => !sims.has(m.id));
    let failed = 0;
    // 100 at a time, so the handshakes do not all land at once.
    for (let i = 0; i < fresh.length; i += 100) {
      await Promise.all(
        fresh.slice(i, i + 100).map((m) =>
          openLive(m).then(
            (ws) => start(m, ws),
            (error: unknown) => {
              failed++;
              fail((error as Error).message);
            },
          ),
        ),
      );
    }
    return { type: 'ready', failed };
  }

  function collect(): TGeneratorReport {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    const report = {
      samples,
      errors,
      errorSamples,
      eld: { p50: delay(eld.percentile(50)), p99: delay(eld.percentile(99)), max: delay(eld.max) },
      cpuMs: (used.user + used.system) / 1000,
      wallMs: now - periodStart,
    };
    [samples, errors, errorSamples] = [emptySamples(), 0, []];
    [periodStart, cpu] = [now, process.cpuUsage()];
    eld.reset();
    return report;
  }

  process.on('message', (message: TToWorker) => {
    if (message.type === 'init') {
      [port, browse] = [message.port, message.browse];
      process.send!({ type: 'ok' });
    } else if (message.type === 'set') void set(message.members).then((r) => process.send!(r));
    else process.send!(collect());
  });
  process.on('disconnect', () => process.exit(0));
}

function emptySamples(): Record<TKind, number[]> {
  return Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<TKind, number[]>;
}

// ---- The run: targets, steps, ramp ----------------------------------------------------------

type TServerStats = {
  wallMs: number;
  cpuMs: number;
  eld: TDelay;
  sockets: number;
  rssMb: number;
  db?: {
    queries: number;
    txns: number;
    avgMs: number;
    inUse: number;
    busy: number;
    maxInFlight: number;
    maxMs: number;
    backendsCpu: number | null;
    states: Record<string, number>;
  };
  gc?: { ms: number; max: number; count: number };
};
type TTarget = {
  name: string;
  /** The server's process. */
  pid: number;
  port: number;
  browse: [number, number];
  members: (n: number) => Promise<TMember[]>;
  stats: () => Promise<TServerStats>;
  stop: () => Promise<void>;
};
type TStep = {
  n: number;
  held: boolean;
  calls: number;
  perSecond: number;
  p99: number;
  p99Of: Record<TKind, number>;
  errors: number;
  errorSamples: string[];
  server: TServerStats;
  generator: { cpu: number; eld: TDelay };
  machine: TMachine;
  openMs: number;
};
type TMachine = {
  cpus: number[];
  postgres: number;
  redis: number;
  /** Share of the time the server's main thread waited for a CPU to run on. */
  serverWaited: number;
  /** The same for the generator processes (the most of them). */
  generatorWaited: number;
};

async function main() {
  pinLoadGenerator();
  const { SESSION_COOKIE } = await import('../apps/server/src/modules/accounts/index.ts');
  const option = (name: string) => {
    const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : undefined;
  };
  const WORKERS = option('workers') ?? Math.max(1, availableParallelism() - 1);
  const MAX = option('max') ?? openFilesCap();
  const START = SHORT ? 20 : 100;
  const SETTLE_MS = SHORT ? 1_000 : 5_000;
  const HOLD_MS = SHORT ? 3_000 : 15_000;
  const BASE_PROFILES = SHORT ? 500 : 20_000;
  console.log(
    `${DATABASE_LABEL}; ${WORKERS} generator process(es), ${POOL} HTTP connections each; cap ${MAX} members`,
  );

  // ---- Cupido ----
  const cupido = await startSeededCupido({ BASE_PROFILES: String(BASE_PROFILES) });
  const seeded: TMember[] = [];
  async function seed(n: number) {
    if (seeded.length < n)
      for (const m of await cupido.seed(n - seeded.length))
        seeded.push({ id: m.id, cookie: `${SESSION_COOKIE}=${m.token}`, partner: 0 });
    for (let i = 0; i < seeded.length; i++) seeded[i]!.partner = seeded[i ^ 1]!.id;
  }
  const captureFile = join(tmpdir(), `cupido-capacity-${process.pid}.json`);

  const cupidoTarget: TTarget = {
    name: 'Cupido',
    pid: cupido.pid,
    port: cupido.port,
    browse: cupido.browse!,
    members: async (n) => {
      await seed(n + 2);
      return seeded.slice(2, n + 2);
    },
    stats: async () => (await fetch(`${cupido.control}/stats`)).json() as Promise<TServerStats>,
    stop: cupido.stop,
  };
  const cupidoRamp = await (async () => {
    // The first pair answers the captures for the peer; the simulated members come after them.
    await seed(2);
    const capture = await captureCupido(cupido.port, seeded[0]!, seeded[1]!, cupido.browse![0]);
    writeFileSync(captureFile, JSON.stringify(capture));
    return ramp(cupidoTarget);
  })().finally(cupidoTarget.stop);

  // ---- Peer ----
  const peerPort = await freePort();
  const peerProcess = spawnServer(['bench/peers/capacity-peer.ts'], {
    ...process.env,
    PORT: String(peerPort),
    CAPTURE_FILE: captureFile,
  });
  const peerExited = new Promise<void>((resolve) => peerProcess.once('exit', () => resolve()));
  const synthetic: TMember[] = [];
  const peerTarget: TTarget = {
    name: 'peer',
    pid: peerProcess.pid!,
    port: peerPort,
    browse: cupido.browse!,
    members: async (n) => {
      while (synthetic.length < n) {
        const id = 10_000_000 + synthetic.length;
        const partner = synthetic.length % 2 === 0 ? id + 1 : id - 1;
        const cookie = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
        synthetic.push({ id, cookie, partner });
      }
      return synthetic.slice(0, n);
    },
    stats: async () =>
      (await fetch(`http://127.0.0.1:${peerPort}/__bench/stats`)).json() as Promise<TServerStats>,
    stop: async () => {
      peerProcess.kill();
      await peerExited;
    },
  };
  const peerRamp = await waitFor(`http://127.0.0.1:${peerPort}/api/interests.php`)
    .then(() => ramp(peerTarget))
    .finally(async () => {
      await peerTarget.stop();
      rmSync(captureFile, { force: true });
    });

  // ---- Report ----
  const shown = (r: TRamp) => `${r.capped ? '≥ ' : ''}${r.capacity.toLocaleString('en')}`;
  const ratio = peerRamp.capacity > 0 ? cupidoRamp.capacity / peerRamp.capacity : null;
  console.log(
    `\ncapacity at p99 ≤ ${LIMIT_MS} ms: Cupido ${shown(cupidoRamp)} members, peer ${shown(peerRamp)}` +
      ` (${ratio === null ? '—' : `${ratio.toFixed(3)}×`}); p99 there: Cupido ` +
      `${cupidoRamp.at?.p99.toFixed(1) ?? '—'} ms, peer ${peerRamp.at?.p99.toFixed(1) ?? '—'} ms`,
  );
  explainLimit(cupidoRamp);
  for (const r of [cupidoRamp, peerRamp]) {
    const busy = r.steps.filter(
      (s) =>
        s.generator.cpu >= 0.9 || s.generator.eld.p99 >= 50 || s.machine.generatorWaited >= 0.2,
    );
    if (busy.length)
      console.log(
        `note: the generator was slowed (its CPU ≥ 90%, event-loop delay p99 ≥ 50 ms or waiting` +
          ` for a CPU ≥ 20% of the time) in ${r.name}'s` +
          ` steps of ${busy.map((s) => s.n).join(', ')} members: those figures may be its own`,
      );
  }
  const p99 = (r: TRamp) => r.at?.p99 ?? NaN;
  emitRows([
    {
      figure: `active members held at p99 ≤ ${LIMIT_MS} ms (browse, search, chat; ~3 s apart; cap ${MAX.toLocaleString('en')})`,
      unit: 'members',
      cupido: cupidoRamp.capacity,
      peer: peerRamp.capacity,
      ratio,
      goal: '≥ 5,000 (PostgreSQL)',
      holds: SHORT || !process.env.DATABASE_URL ? null : cupidoRamp.capacity >= 5_000,
    },
    {
      figure: 'p99 of all calls at that capacity',
      unit: 'ms',
      cupido: p99(cupidoRamp),
      peer: p99(peerRamp),
      ratio: p99(cupidoRamp) / p99(peerRamp),
      goal: `≤ ${LIMIT_MS} ms`,
      holds: null,
    },
  ]);

  // ---- The ramp ----

  type TRamp = {
    name: string;
    capacity: number;
    capped: boolean;
    at: TStep | null;
    steps: TStep[];
  };

  async function ramp(target: TTarget): Promise<TRamp> {
    const workers = await startWorkers(target);
    const steps: TStep[] = [];
    let [ok, bad] = [0, Infinity];
    let at: TStep | null = null;
    const attempt = async (count: number) => {
      const n = 2 * Math.ceil(count / 2); // in pairs
      if (steps.length && !steps[steps.length - 1]!.held) await sleep(SETTLE_MS); // drain
      let s = await step(target, workers, n);
      steps.push(s);
      // Other work on the machine only ever slows a step: one that failed on latency alone is
      // measured once more with the same members, and the better measurement counts.
      if (!s.held && !SHORT && s.errors === 0) {
        const again = await step(target, workers, n);
        steps.push(again);
        if (again.held) s = again;
      }
      if (s.held && n > ok) [ok, at] = [n, s];
      if (!s.held) bad = Math.min(bad, n);
      return s.held;
    };
    try {
      if (SHORT) {
        for (const n of [START, 2 * START]) await attempt(n);
      } else {
        for (let n = Math.min(START, MAX); await attempt(n); n = Math.min(MAX, 2 * n))
          if (n >= MAX) break;
        while (bad !== Infinity && bad - ok > Math.max(10, ok / 8)) {
          const mid = 2 * Math.round((ok + bad) / 4);
          if (mid <= ok || mid >= bad) break;
          await attempt(mid);
        }
      }
    } finally {
      for (const w of workers) w.disconnect();
    }
    return { name: target.name, capacity: ok, capped: ok >= MAX, at, steps };
  }

  async function startWorkers(target: TTarget): Promise<ChildProcess[]> {
    const workers = Array.from({ length: WORKERS }, () =>
      fork(import.meta.filename, [], {
        env: { ...process.env, CAPACITY_WORKER: '1' },
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(
      workers.map((w) => ask(w, { type: 'init', port: target.port, browse: target.browse })),
    );
    return workers;
  }

  async function step(target: TTarget, workers: ChildProcess[], n: number): Promise<TStep> {
    const members = await target.members(n);
    // A pair (2k, 2k+1) stays in one process, so send → delivered is timed on one clock.
    const shares = workers.map(() => [] as TMember[]);
    for (let i = 0; i < members.length; i++)
      shares[Math.floor(i / 2) % workers.length]!.push(members[i]!);
    const t0 = performance.now();
    const ready = await Promise.all(
      workers.map((w, k) => ask<TReady>(w, { type: 'set', members: shares[k]! })),
    );
    const openMs = performance.now() - t0;
    await sleep(SETTLE_MS);
    const settling = await Promise.all(workers.map((w) => ask<TGeneratorReport>(w, collect)));
    await target.stats();
    const [m0, t1] = [machine(), performance.now()];
    const [server0, workers0] = [sched(target.pid), workers.map((w) => sched(w.pid))];
    await sleep(HOLD_MS);
    const reports = await Promise.all(workers.map((w) => ask<TGeneratorReport>(w, collect)));
    const server = await target.stats();
    const [m1, wallNs] = [machine(), (performance.now() - t1) * 1e6];
    const [server1, workers1] = [sched(target.pid), workers.map((w) => sched(w.pid))];

    const all = (kind: TKind) => reports.flatMap((r) => r.samples[kind]);
    const p99Of = Object.fromEntries(
      KINDS.map((k) => [k, all(k).length ? stats(all(k)).p99 : NaN]),
    ) as Record<TKind, number>;
    const calls = (['profile', 'interests', 'search', 'send'] as const).flatMap(all);
    const p99 = calls.length ? stats(calls).p99 : NaN;
    const failedOpens = ready.reduce((s, r) => s + r.failed, 0);
    const errors = reports.reduce((s, r) => s + r.errors, 0) + failedOpens;
    const held =
      errors === 0 &&
      calls.length > 0 &&
      p99 <= LIMIT_MS &&
      !(all('delivered').length && p99Of.delivered > LIMIT_MS);
    const seconds = HOLD_MS / 1000;
    const s: TStep = {
      n,
      held,
      calls: calls.length,
      perSecond: calls.length / seconds,
      p99,
      p99Of,
      errors,
      errorSamples: [
        ...settling.flatMap((r) => r.errorSamples),
        ...reports.flatMap((r) => r.errorSamples),
      ].slice(0, 3),
      server,
      generator: {
        cpu: Math.max(...reports.map((r) => r.cpuMs / r.wallMs)),
        eld: {
          p50: Math.max(...reports.map((r) => r.eld.p50)),
          p99: Math.max(...reports.map((r) => r.eld.p99)),
          max: Math.max(...reports.map((r) => r.eld.max)),
        },
      },
      machine: {
        cpus: m1.cpus.map((busy, i) => (busy - m0.cpus[i]!) / (m1.total[i]! - m0.total[i]!)),
        postgres: ticksSince(m0.postgres, m1.postgres) / 100 / seconds,
        redis: ticksSince(m0.redis, m1.redis) / 100 / seconds,
        serverWaited: (server1.waited - server0.waited) / wallNs,
        generatorWaited: Math.max(
          ...workers1.map((w, k) => (w.waited - workers0[k]!.waited) / wallNs),
        ),
      },
      openMs,
    };
    printStep(
      target.name,
      s,
      settling.reduce((n, r) => n + r.errors, 0),
    );
    return s;
  }

  function printStep(name: string, s: TStep, settlingErrors: number) {
    const pct = (v: number) => `${Math.round(v * 100)}%`;
    const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(v < 10 ? 1 : 0));
    const { server: sv, generator: g, machine: m } = s;
    const indent = '\n         ';
    let out =
      `${name.padEnd(6)} ${String(s.n).padStart(6)} members: ${s.held ? 'held' : 'FAILED'};` +
      ` ${Math.round(s.perSecond)} calls/s, p99 ${ms(s.p99)} ms (member ${ms(s.p99Of.profile)},` +
      ` interests ${ms(s.p99Of.interests)}, search ${ms(s.p99Of.search)}, send ${ms(s.p99Of.send)},` +
      ` delivered ${ms(s.p99Of.delivered)}), ${s.errors} errors` +
      `${settlingErrors ? ` (+${settlingErrors} while settling)` : ''};` +
      ` sockets open in ${Math.round(s.openMs)} ms` +
      `${indent}server: CPU ${pct(sv.cpuMs / sv.wallMs)}, waited for a CPU ${pct(m.serverWaited)},` +
      ` event-loop delay p99 ${ms(sv.eld.p99)} ms max ${ms(sv.eld.max)} ms` +
      (sv.gc ? `, GC ${pct(sv.gc.ms / sv.wallMs)} (longest ${Math.round(sv.gc.max)} ms)` : '') +
      `, ${sv.sockets} sockets, ${Math.round(sv.rssMb)} MB`;
    if (sv.db) {
      const perSecond = sv.db.queries / (sv.wallMs / 1000);
      out +=
        `${indent}database: ${Math.round(perSecond)} queries/s (${(sv.db.queries / s.calls).toFixed(1)} a call),` +
        ` ${sv.db.avgMs.toFixed(1)} ms on average, longest ${Math.round(sv.db.maxMs)} ms;` +
        ` one in flight ${pct(sv.db.busy)} of the time, ${sv.db.inUse.toFixed(1)} on average,` +
        ` ${sv.db.maxInFlight} at most`;
      if (sv.db.backendsCpu !== null)
        out +=
          `${indent}PostgreSQL: its backends ${pct(sv.db.backendsCpu)} of a CPU (all of PostgreSQL` +
          ` ${pct(m.postgres)}), on average ${Object.entries(sv.db.states)
            .sort((a, b) => b[1] - a[1])
            .map(([state, n]) => `${n.toFixed(2)} ${state}`)
            .join(', ')}` +
          (process.env.REDIS_URL ? `; Redis ${pct(m.redis)} of a CPU` : '');
    }
    out +=
      `${indent}generator: CPU ${pct(g.cpu)}, waited for a CPU ${pct(m.generatorWaited)},` +
      ` event-loop delay p99 ${ms(g.eld.p99)} ms | CPUs busy ${m.cpus.map(pct).join(' ')}`;
    console.log(out);
    for (const e of s.errorSamples) console.log(`         error: ${e.slice(0, 300)}`);
  }

  /** Where Cupido's first failing step stood against its last held one. */
  function explainLimit(r: TRamp) {
    const held = new Set(r.steps.filter((s) => s.held).map((s) => s.n));
    // The smallest count that never held, at its better measurement.
    const failed = r.steps
      .filter((s) => !held.has(s.n))
      .sort((a, b) => a.n - b.n || a.p99 - b.p99)[0];
    if (!failed) return console.log(`${r.name} held every step`);
    const s = failed.server;
    const cpu = s.cpuMs / s.wallMs;
    const waits = Object.entries(s.db?.states ?? {})
      .filter(([state]) => /^(IO|Lock|LWLock|IPC|BufferPin):/.test(state))
      .sort((a, b) => b[1] - a[1]);
    const idleInTransaction = s.db?.states['idle in transaction'] ?? 0;
    const reasons = [
      cpu + failed.machine.serverWaited >= 0.85 &&
        `the server's CPU (it ran ${Math.round(cpu * 100)}% of the time and waited for its CPU` +
          ` ${Math.round(failed.machine.serverWaited * 100)}%)`,
      s.db &&
        s.db.busy >= 0.85 &&
        `the database (a query in flight ${Math.round(s.db.busy * 100)}% of the time)`,
      s.db &&
        s.db.inUse >= 8 &&
        `the pool (${s.db.inUse.toFixed(1)} connections in use on average)`,
      (s.db?.backendsCpu ?? 0) >= 0.85 &&
        `PostgreSQL (its backends for this server used ${Math.round(s.db!.backendsCpu! * 100)}% of a CPU)`,
      waits.length > 0 &&
        waits[0]![1] >= 0.5 &&
        `PostgreSQL waits (${waits
          .slice(0, 3)
          .map(([state, n]) => `${n.toFixed(1)} backends on ${state}`)
          .join(', ')})`,
      idleInTransaction >= 2 &&
        `transactions open while the server works (${idleInTransaction.toFixed(1)} on average)`,
      failed.machine.cpus.length > 1 &&
        failed.machine.cpus.every((c) => c >= 0.9) &&
        `the machine's CPUs (busy ${failed.machine.cpus.map((c) => `${Math.round(c * 100)}%`).join(', ')})`,
      failed.machine.serverWaited >= 0.2 &&
        `CPU 0 shared with other processes (the server waited for it ${Math.round(failed.machine.serverWaited * 100)}% of the time)`,
      s.eld.p99 >= 100 && `the event loop (delay p99 ${s.eld.p99.toFixed(0)} ms)`,
      failed.errors > 0 && `errors (${failed.errors})`,
    ].filter(Boolean);
    console.log(
      `${r.name} first failed at ${failed.n} members: ${reasons.length ? reasons.join('; ') : 'latency alone'}`,
    );
  }
}

// ---- Helpers ------------------------------------------------------------------------------------

function ask<T>(worker: ChildProcess, message: TToWorker): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`a generator exited (${code})`));
    worker.once('exit', exited);
    worker.once('message', (answer) => {
      worker.off('exit', exited);
      resolve(answer as T);
    });
    worker.send(message);
  });
}

/** The cap: 20,000 members, or fewer where a process may not hold that many sockets. */
function openFilesCap(): number {
  let limit = Infinity;
  try {
    limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    // unknown: no cap of its own
  }
  return Number.isFinite(limit)
    ? Math.min(20_000, Math.floor((limit - 1_000) / 1_000) * 1_000)
    : 20_000;
}

/** Ticks spent since `before` by the processes alive now (one that ended meanwhile is lost). */
function ticksSince(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [pid, ticks] of after) sum += ticks - (before.get(pid) ?? 0);
  return sum;
}

/** Time a process's main thread waited on a run queue for a CPU (Linux), in ns. */
function sched(pid: number | undefined): { waited: number } {
  try {
    return { waited: Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) };
  } catch {
    return { waited: NaN };
  }
}

/** Busy time per CPU, and the CPU time of every PostgreSQL and Redis process by id, in ticks. */
function machine() {
  const cpus: number[] = [];
  const total: number[] = [];
  const [postgres, redis] = [new Map<string, number>(), new Map<string, number>()];
  try {
    for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
      if (!/^cpu\d/.test(line)) continue;
      const f = line.split(/\s+/).slice(1).map(Number);
      const all = f.slice(0, 8).reduce((a, b) => a + b, 0);
      cpus.push(all - f[3]! - f[4]!);
      total.push(all);
    }
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm !== 'postgres' && comm !== 'redis-server') continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]); // utime, stime
      (comm === 'postgres' ? postgres : redis).set(pid, ticks);
    }
  } catch {
    // not Linux: no machine figures
  }
  return { cpus, total, postgres, redis };
}

/** A member's API call as the browser makes it (a write names its origin, as CSRF asks). */
function callHeaders(port: number, cookie: string, body?: string): Record<string, string> {
  return {
    cookie,
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
    ...(body === undefined
      ? {}
      : { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }),
  };
}

/** Raw bytes of one answer (no decompression), as the peer will send them. */
async function rawCall(
  port: number,
  method: string,
  path: string,
  cookie: string,
  body?: string,
): Promise<TCapturedAnswer> {
  const answer = await httpCall({
    port,
    method,
    path,
    headers: callHeaders(port, cookie, body),
    body,
  });
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status}`);
  return {
    status: answer.status,
    contentType: String(answer.headers['content-type'] ?? 'application/json'),
    contentEncoding: (answer.headers['content-encoding'] as string | undefined) ?? null,
    body: answer.body.toString('base64'),
  };
}

/**
 * What Cupido answers each path with and sends on the live sockets, for the peer to replay: a's
 * greeting and pong, and the frames a message from a to b brings each of them.
 */
async function captureCupido(
  port: number,
  a: TMember,
  b: TMember,
  browseId: number,
): Promise<TCapture> {
  const clientIdMark = '00000000-0000-4000-8000-000000000000';
  const open = (m: TMember) =>
    new Promise<{ ws: WebSocket; frames: string[] }>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
        headers: { origin: `http://127.0.0.1:${port}`, cookie: m.cookie },
      });
      const frames: string[] = [];
      ws.on('message', (data) => {
        frames.push(String(data));
        if ((JSON.parse(String(data)) as { type: string }).type === 'credits' && frames.length <= 3)
          resolve({ ws, frames });
      });
      ws.once('error', reject);
      setTimeout(() => reject(new Error('capture: no greeting')), TIMEOUT_MS);
    });
  const [sa, sb] = [await open(a), await open(b)];
  const greeting = [...sa.frames];
  [sa.frames.length, sb.frames.length] = [0, 0];

  const answers: Record<string, TCapturedAnswer> = {
    '/api/member.php': await rawCall(port, 'GET', `/api/member.php?id=${browseId}`, a.cookie),
    '/api/interests.php': await rawCall(port, 'GET', '/api/interests.php', a.cookie),
    '/api/search.php': await rawCall(port, 'GET', `/api/search.php?${SEARCHES[0]}`, a.cookie),
    '/api/message.php': await rawCall(
      port,
      'POST',
      '/api/message.php',
      a.cookie,
      JSON.stringify({
        client_id: clientIdMark,
        member_id: b.id,
        type: 'text',
        text: 'Hello, how was your day? (0)',
      }),
    ),
  };
  const until = Date.now() + TIMEOUT_MS;
  while (!sb.frames.some((f) => f.includes(clientIdMark)) && Date.now() < until) await sleep(20);
  await sleep(300); // the other frames of the message (badge totals, credits)
  const [toSender, toRecipient] = [[...sa.frames], [...sb.frames]];
  if (!toRecipient.length) throw new Error('capture: the message was not delivered');
  sa.frames.length = 0;
  sa.ws.send('{"type":"ping"}');
  while (!sa.frames.length && Date.now() < until + TIMEOUT_MS) await sleep(10);
  const pong = sa.frames[0]!;
  sa.ws.close();
  sb.ws.close();
  console.log(
    `captured from Cupido: ${Object.entries(answers)
      .map(
        ([path, x]) =>
          `${path} ${Buffer.from(x.body, 'base64').length} B${x.contentEncoding ? ` ${x.contentEncoding}` : ''}`,
      )
      .join(
        ', ',
      )}; greeting ${greeting.length} frames, message ${toRecipient.length} + ${toSender.length} frames`,
  );
  return { answers, greeting, pong, toRecipient, toSender, clientIdMark };
}
