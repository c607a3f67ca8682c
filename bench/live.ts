/**
 * Live channel benchmark: send-to-delivery latency of chat messages with many sockets connected,
 * against a peer measured in the same run: a bare `ws` echo server holding the same number of
 * sockets (bench/peers/ws-echo.ts). Cupido's figure is POST /api/message.php over real HTTP
 * (session, rate limit, the ledger transaction, the message row) until the recipient's socket
 * receives the 'message' event; the peer's is one small JSON frame out and back. Each server runs
 * in a process of its own, pinned to CPU 0 (Cupido as main.ts boots it, info logs included:
 * bench/peers/seeded-cupido.ts); this process, the load, runs on the other CPUs. Same number of
 * messages and in flight for both. Prints p50/p99/mean, the ratios, and what the server spent
 * per send (its CPU, its database statements, and on PostgreSQL its backends' CPU) and this
 * process's own CPU per send (the load's cost, taken from the CPU PostgreSQL shares with it).
 *
 *   node bench/live.ts [idle-sockets messages in-flight] [--short]   (defaults 1000, 2000, 10)
 *
 * PGlite under the server's data directory; with DATABASE_URL, a schema on PostgreSQL; with
 * REDIS_URL, fan-out through Redis.
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import WebSocket from 'ws';
import type { TLiveEvent } from '@cupido/contract';
import { SESSION_COOKIE } from '../apps/server/src/modules/accounts/index.ts';
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
  type TStats,
} from './lib/bench-kit.ts';

const numbers = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const IDLE = numbers[0] ?? (SHORT ? 100 : 1_000);
const MESSAGES = numbers[1] ?? (SHORT ? 100 : 2_000);
const PAIRS = SHORT ? 10 : 50;
const IN_FLIGHT = numbers[2] ?? 10;
/**
 * Sends before the measured ones, for both servers: they open every conversation and warm the
 * code (a long-running server's sends are compiled by V8's optimizing tier; 100 warm-up sends
 * left it half done: 0.93 ms of the server's CPU a send where a warm one takes 0.6).
 */
const WARMUP = SHORT ? 2 * PAIRS : 1_000;
/** A message not delivered by then fails the run instead of hanging it. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** Runs `count` measurements, `IN_FLIGHT` at a time; each returns its latencies in ms. */
async function drive<T>(count: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) results.push(await one(next++));
    }),
  );
  return results;
}

/** Deliveries awaited by key; a socket's handler settles them with the time of arrival. */
class Waiters {
  private readonly pending = new Map<string, (t1: number) => void>();
  wait(key: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(key);
        reject(new Error(`${key} was not delivered within ${DELIVERY_TIMEOUT_MS} ms`));
      }, DELIVERY_TIMEOUT_MS);
      this.pending.set(key, (t1) => {
        clearTimeout(timer);
        resolve(t1);
      });
    });
  }
  arrived(key: string, t1: number) {
    const settle = this.pending.get(key);
    this.pending.delete(key);
    settle?.(t1);
  }
}

/** Opens sockets `batch` at a time, so the handshakes do not all land at once. */
async function openAll<T>(count: number, open: (i: number) => Promise<T>, batch = 50) {
  const sockets: T[] = [];
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: n }, (_, k) => open(i + k)))));
  }
  return sockets;
}

async function closeAll(sockets: WebSocket[]) {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
}

// ---- Cupido ----------------------------------------------------------------------------------

pinLoadGenerator();
const cupidoServer = await startSeededCupido({
  BASE_PROFILES: '0',
  MESSAGES_PER_MINUTE: '100000',
});
const host = `127.0.0.1:${cupidoServer.port}`;

// Members are rows made with SQL, as bench/search.ts makes them: sign-ups would cost an argon2
// hash each and, with REDIS_URL, count against the per-address sign-up limit shared with the tests.
let started = Date.now();
const members = await cupidoServer.seed(IDLE + PAIRS * 2);
const cookies = members.map((m) => `${SESSION_COOKIE}=${m.token}`);
/** Members 0..PAIRS-1 send to members PAIRS..2*PAIRS-1; the rest only keep a socket open. */
const pairs = Array.from({ length: PAIRS }, (_, i) => ({
  sender: cookies[i]!,
  recipientId: members[PAIRS + i]!.id,
}));
console.log(
  `${members.length} members with a session (${PAIRS} sending, ${PAIRS} receiving, ${IDLE} idle) in ${Date.now() - started} ms (${DATABASE_LABEL})`,
);

const delivered = new Waiters();
/** A live socket, open once the greeting (badge totals, credits) has arrived. */
function openLive(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://${host}/api/live`, {
    headers: { origin: `http://${host}`, cookie },
  });
  ws.on('message', (data) => {
    const t1 = performance.now();
    const event = JSON.parse(String(data)) as TLiveEvent;
    if (event.type === 'message' && !event.message.mine)
      delivered.arrived(event.message.client_id, t1);
  });
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(`live socket: ${why}`));
    };
    const timer = setTimeout(() => fail('no greeting'), DELIVERY_TIMEOUT_MS);
    ws.once('unexpected-response', (_req, res) => fail(`HTTP ${res.statusCode}`));
    ws.once('error', (error) => fail(error.message));
    const closed = (code: number) => fail(`closed (${code}) before the greeting`);
    ws.once('close', closed);
    ws.on('message', function greeted(data) {
      if ((JSON.parse(String(data)) as TLiveEvent).type !== 'credits') return;
      ws.off('message', greeted);
      ws.off('close', closed);
      clearTimeout(timer);
      resolve(ws);
    });
  });
}

started = Date.now();
const cupidoSockets = await openAll(cookies.length, (i) => openLive(cookies[i]!));
console.log(`${cupidoSockets.length} live sockets open in ${Date.now() - started} ms`);

/** The sends' keep-alive connections (httpCall), one per send in flight. */
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

async function sendOne(i: number) {
  const { sender, recipientId } = pairs[i % PAIRS]!;
  const clientId = randomUUID();
  const arrival = delivered.wait(clientId);
  arrival.catch(() => {}); // awaited below; a timeout meanwhile must not count as unhandled
  const t0 = performance.now();
  const res = await httpCall({
    agent,
    port: cupidoServer.port,
    method: 'POST',
    path: '/api/message.php',
    headers: { cookie: sender, 'content-type': 'application/json', origin: `http://${host}` },
    body: JSON.stringify({
      client_id: clientId,
      member_id: recipientId,
      type: 'text',
      text: `Bench message ${i}`,
    }),
  });
  const answered = performance.now();
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${String(res.body)}`);
  return { delivery: (await arrival) - t0, response: answered - t0 };
}

/** What the server spent since the last call (bench/peers/seeded-cupido.ts). */
type TServerSpent = {
  wallMs: number;
  cpuMs: number;
  db: { queries: number; txns: number; backendsCpu: number | null };
};
const serverSpent = async () =>
  (await (await fetch(`${cupidoServer.control}/stats`)).json()) as TServerSpent;

let cupido: { delivery: number; response: number }[];
let sendsPerSecond: number;
let spent: TServerSpent;
/** This process's CPU over the measured sends, in ms: the load's own cost. */
let loadCpuMs: number;
try {
  await drive(WARMUP, sendOne); // opens every conversation and warms the code paths
  await serverSpent(); // from here on
  const sendStart = performance.now();
  const loadStart = process.cpuUsage();
  cupido = await drive(MESSAGES, sendOne);
  sendsPerSecond = MESSAGES / ((performance.now() - sendStart) / 1000);
  const load = process.cpuUsage(loadStart);
  loadCpuMs = (load.user + load.system) / 1000;
  spent = await serverSpent();
  await closeAll(cupidoSockets);
} finally {
  agent.destroy();
  await cupidoServer.stop();
}

// ---- Peer: bare ws echo server ---------------------------------------------------------------

const peerPort = await freePort();
const peerServer = spawnServer(['bench/peers/ws-echo.ts'], {
  ...process.env,
  PORT: String(peerPort),
});
const peerExited = new Promise<void>((resolve) => peerServer.once('exit', () => resolve()));
await Promise.race([
  waitFor(`http://127.0.0.1:${peerPort}/`),
  peerExited.then(() => {
    throw new Error('the peer exited before it answered');
  }),
]);
const peerUrl = `ws://127.0.0.1:${peerPort}`;

const echoed = new Waiters();
const peerSockets = await openAll(cookies.length, () => {
  const ws = new WebSocket(peerUrl);
  ws.on('message', (data) => {
    const t1 = performance.now();
    echoed.arrived((JSON.parse(String(data)) as { id: string }).id, t1);
  });
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
});

async function echoOne(i: number) {
  const ws = peerSockets[i % PAIRS]!; // the sockets of the senders
  const id = randomUUID();
  const arrival = echoed.wait(id);
  const t0 = performance.now();
  ws.send(JSON.stringify({ type: 'message', id, text: `Bench message ${i}` }));
  return (await arrival) - t0;
}

await drive(WARMUP, echoOne);
const echoStart = performance.now();
const peer = await drive(MESSAGES, echoOne);
const echoesPerSecond = MESSAGES / ((performance.now() - echoStart) / 1000);
await closeAll(peerSockets);
peerServer.kill();
await peerExited;

// ---- Report ----------------------------------------------------------------------------------

const rows: [string, TStats][] = [
  ['Cupido send to delivery', stats(cupido.map((r) => r.delivery))],
  ['Cupido send response', stats(cupido.map((r) => r.response))],
  ['peer ws echo round trip', stats(peer)],
];
console.log(
  `\n${MESSAGES} messages, ${IN_FLIGHT} in flight, ${IDLE + PAIRS * 2} sockets connected to each server\n`,
);
console.log(`${''.padEnd(26)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'mean'.padStart(11)}`);
for (const [name, s] of rows) {
  const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(11);
  console.log(`${name.padEnd(26)}${ms(s.p50)}${ms(s.p99)}${ms(s.mean)}`);
}
const [c, p] = [rows[0]![1], rows[2]![1]];
console.log(
  `\nratio Cupido delivery to peer: p50 ${(c.p50 / p.p50).toFixed(1)}x, p99 ${(c.p99 / p.p99).toFixed(1)}x`,
);
const perSend = (v: number) => (v / MESSAGES).toFixed(2);
console.log(
  `Cupido per send: ${perSend(spent.cpuMs)} ms of the server's CPU, ${perSend(spent.db.queries + 2 * spent.db.txns)} statements (BEGIN and COMMIT counted)` +
    (spent.db.backendsCpu === null
      ? ''
      : `, ${perSend(spent.db.backendsCpu * spent.wallMs)} ms of its PostgreSQL backends' CPU`) +
    `; the load generator ${perSend(loadCpuMs)} ms of CPU a send`,
);
const sockets = IDLE + PAIRS * 2;
emitRows([
  {
    figure: `chat send → delivered, ${IN_FLIGHT} in flight, ${sockets} sockets, p99`,
    unit: 'ms',
    cupido: c.p99,
    peer: p.p99,
    ratio: c.p99 / p.p99,
    goal: 'p99 ≤ 10 ms',
    holds: SHORT ? null : c.p99 <= 10,
  },
  {
    figure: `chat sends per second, ${IN_FLIGHT} in flight`,
    unit: '/s',
    cupido: sendsPerSecond,
    peer: echoesPerSecond,
    ratio: sendsPerSecond / echoesPerSecond,
    goal: '≥ 1,000/s (PostgreSQL)',
    holds: SHORT || !process.env.DATABASE_URL ? null : sendsPerSecond >= 1000,
  },
]);
