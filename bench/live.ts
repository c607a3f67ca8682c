/**
 * Live channel benchmark: send-to-delivery latency of chat messages with many sockets connected,
 * against a peer measured in the same run: a bare `ws` echo server holding the same number of
 * sockets. Cupido's figure is POST /api/message.php over real HTTP (session, rate limit, the
 * ledger transaction, the message row) until the recipient's socket receives the 'message'
 * event; the peer's is one small JSON frame out and back. Both run in this process, with the
 * same number of messages and the same number in flight. Prints p50/p99/mean and the ratios.
 *
 *   node bench/live.ts [idle-sockets messages in-flight] [--short]   (defaults 1000, 500, 10)
 *
 * PGlite in memory; with DATABASE_URL, a schema on PostgreSQL; with REDIS_URL, fan-out through
 * Redis.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import type { TLiveEvent } from '@cupido/contract';
import { createTestApp, REDIS_URL } from '../apps/server/src/test/test-app.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/accounts/index.ts';
import { emitRows, SHORT } from './lib/bench-kit.ts';

const numbers = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const IDLE = numbers[0] ?? (SHORT ? 100 : 1_000);
const MESSAGES = numbers[1] ?? (SHORT ? 100 : 500);
const PAIRS = SHORT ? 10 : 50;
const IN_FLIGHT = numbers[2] ?? 10;
const WARMUP = 2 * PAIRS;
/** A message not delivered by then fails the run instead of hanging it. */
const DELIVERY_TIMEOUT_MS = 10_000;

type TStats = { p50: number; p99: number; mean: number };
function stats(times: number[]): TStats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.floor(sorted.length * 0.99)]!,
    mean: sorted.reduce((s, t) => s + t, 0) / sorted.length,
  };
}

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

const t = await createTestApp({
  // A Redis prefix of its own: no events or rate-limit counters shared with a test run.
  env: { MESSAGES_PER_MINUTE: '100000', REDIS_PREFIX: `cupido-bench-${process.pid}:` },
  redis: Boolean(REDIS_URL),
});
await t.app.listen({ port: 0, host: '127.0.0.1' });
const host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

// Members are rows made here, as bench/search.ts makes them: sign-ups would cost an argon2 hash
// each and, with REDIS_URL, count against the per-address sign-up limit shared with the tests.
let started = Date.now();
const members = await t.db.query<{ id: number }>(
  `insert into members (site_id, email, password_hash, name, status)
   select $1, 'bench' || g || '@bench.test', 'x', 'Member ' || g, 'active'
   from generate_series(1, $2::int) g returning id`,
  [t.siteIds[0], IDLE + PAIRS * 2],
);
const ids = members.map((m) => m.id);
await t.db.query('update members set credits = 1000000 where id = any($1)', [ids.slice(0, PAIRS)]);
// The pairs' members have an active profile, as after sign-up and activation.
await t.db.query(
  `insert into profiles (member_id, status, gender, birth_date, country)
   select id, 'active', case when id % 2 = 0 then 'female' else 'male' end, '1990-01-01', 'NL'
   from unnest($1::int[]) id`,
  [ids.slice(0, PAIRS * 2)],
);
const cookies: string[] = [];
for (const id of ids)
  cookies.push(
    `${SESSION_COOKIE}=${await createSession(t.db, id, { userAgent: 'bench', ip: '127.0.0.1' })}`,
  );
/** Members 0..PAIRS-1 send to members PAIRS..2*PAIRS-1; the rest only keep a socket open. */
const pairs = Array.from({ length: PAIRS }, (_, i) => ({
  sender: cookies[i]!,
  recipientId: ids[PAIRS + i]!,
}));
console.log(
  `${ids.length} members with a session (${PAIRS} sending, ${PAIRS} receiving, ${IDLE} idle) in ${Date.now() - started} ms (${t.db.kind}${REDIS_URL ? ', Redis bus' : ''})`,
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

async function sendOne(i: number) {
  const { sender, recipientId } = pairs[i % PAIRS]!;
  const clientId = randomUUID();
  const arrival = delivered.wait(clientId);
  arrival.catch(() => {}); // awaited below; a timeout meanwhile must not count as unhandled
  const t0 = performance.now();
  const res = await fetch(`http://${host}/api/message.php`, {
    method: 'POST',
    headers: { cookie: sender, 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: clientId,
      member_id: recipientId,
      type: 'text',
      text: `Bench message ${i}`,
    }),
  });
  const answered = performance.now();
  if (!res.ok) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  await res.body?.cancel();
  return { delivery: (await arrival) - t0, response: answered - t0 };
}

await drive(WARMUP, sendOne); // opens every conversation and warms the code paths
const sendStart = performance.now();
const cupido = await drive(MESSAGES, sendOne);
const sendsPerSecond = MESSAGES / ((performance.now() - sendStart) / 1000);
await closeAll(cupidoSockets);
await t.close();

// ---- Peer: bare ws echo server ---------------------------------------------------------------

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
wss.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
const peerUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;

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
await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));

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
