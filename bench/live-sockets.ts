/**
 * Idle live sockets: how many WebSockets one server instance holds on GET /api/live and what
 * each costs in memory, against a peer measured in the same run: a bare `ws` WebSocketServer on
 * node:http (bench/peers/bare-ws.ts) holding the same number of sockets, each sent one small
 * JSON greeting. Cupido is the real server (`apps/server/src/main.ts`, info logs, its own
 * process); each socket carries a member's session cookie and counts as held once its greeting
 * (the 'credits' event) has arrived. Members and sessions are rows made in bulk with SQL before
 * the server starts, the session ids hashed as createSession hashes them.
 *
 * Each server is weighed after a warm-up round of sockets opened and closed, again with half the
 * sockets held and with all of them, each time right after a full garbage collection in every
 * thread of the server's process (bench/peers/gc-on-signal.ts, preloaded; Cupido's PGlite runs
 * in a worker thread of its own): memory per socket is the RSS added by the second
 * half over the sockets it added (the first sockets also pay for one-off growth, such as the
 * allocator's arenas reaching the handshakes in flight); 1 KB is 1,024 bytes. Also printed: the
 * RSS, JS heap and external memory added from empty, the server CPU each handshake took and the
 * server's CPU while the sockets sit idle. The sockets come from a few client processes of this
 * script (raw TCP, the handshake written by hand: light enough for 100,000), spread over source
 * addresses 127.0.0.2, .3, … (one address has ~28,000 ephemeral ports; each is given 2,500),
 * IN_FLIGHT handshakes at a time each.
 *
 *   node bench/live-sockets.ts [sockets] [--short]   (100,000 sockets; 2,000 in short mode)
 *
 * A process cannot hold more sockets than its open-file limit: this process raises its own
 * (prlimit) where the machine allows, the servers and the clients inherit it, and where it stays
 * lower than asked the count is capped below it (with a note); the count row then says so and
 * cannot tell whether the goal holds. PGlite under a data directory of its own; with
 * DATABASE_URL, a schema of its own on PostgreSQL; with REDIS_URL, the live channel's fan-out
 * through Redis.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  emitRows,
  freePort,
  pinLoadGenerator,
  SHORT,
  spawnServer,
  startCupido,
  waitFor,
} from './lib/bench-kit.ts';

/** Concurrent handshakes per client process. */
const IN_FLIGHT = 50;
/** A socket not greeted by then counts as refused. */
const GREETING_TIMEOUT_MS = 60_000;
/** What both servers' greetings contain: Cupido's 'credits' event, the peer's one frame. */
const GREETING_MARK = '"type":"credits"';

type THoldRequest = {
  port: number;
  path: string;
  /** Socket i sends the cookie `${cookiePrefix}${i + 1}` (member i + 1's session); null: none. */
  cookiePrefix: string | null;
  from: number;
  to: number;
  addresses: string[];
};
type THoldReport = { held: number; failures: Record<string, number>; greetedAt: number[] };
type THolderMessage = ({ type: 'open' } & THoldRequest) | { type: 'count' } | { type: 'close' };

// ---- Client process: opens its share of the sockets and holds them ---------------------------

function hold() {
  const held = new Set<Socket>();
  const now = () => performance.timeOrigin + performance.now();

  /** Opens socket i; resolves null once greeted, or why it was not. */
  const openOne = (r: THoldRequest, i: number) =>
    new Promise<string | null>((resolve) => {
      const host = `127.0.0.1:${r.port}`;
      const socket = connect({
        host: '127.0.0.1',
        port: r.port,
        localAddress: r.addresses[i % r.addresses.length],
      });
      let received = '';
      let settled = false;
      const settle = (why: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (why === null) held.add(socket);
        else socket.destroy();
        resolve(why);
      };
      const timer = setTimeout(() => settle('no greeting in time'), GREETING_TIMEOUT_MS);
      socket.once('connect', () =>
        socket.write(
          `GET ${r.path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\n` +
            (r.cookiePrefix ? `Cookie: ${r.cookiePrefix}${i + 1}\r\n` : '') +
            'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => {
        // A close frame (opcode 8) after the greeting: the server let the socket go.
        if (settled) {
          if (chunk[0] === 0x88 && held.delete(socket)) socket.destroy();
          return;
        }
        received += chunk.toString('latin1');
        if (received.includes('\r\n') && !received.startsWith('HTTP/1.1 101'))
          return settle(`HTTP ${received.slice(9, 12)}`);
        if (received.includes(GREETING_MARK)) settle(null);
      });
      socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
      socket.on('close', () => {
        held.delete(socket);
        settle('closed before the greeting');
      });
    });

  process.on('message', async (received: unknown) => {
    const message = received as THolderMessage;
    if (message.type === 'count') return process.send!({ open: held.size });
    if (message.type === 'close') {
      for (const socket of held) socket.destroy();
      held.clear();
      return process.send!({ closed: true });
    }
    const report: THoldReport = { held: 0, failures: {}, greetedAt: [] };
    let next = message.from;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < message.to) {
          const why = await openOne(message, next++);
          if (why === null) {
            report.held++;
            report.greetedAt.push(now());
          } else report.failures[why] = (report.failures[why] ?? 0) + 1;
        }
      }),
    );
    process.send!(report);
  });
  // The benchmark has gone (finished or failed): the sockets go with this process.
  process.on('disconnect', () => process.exit(0));
}

// ---- The benchmark ---------------------------------------------------------------------------

async function main() {
  const requested = Number(
    process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (SHORT ? 2_000 : 100_000),
  );
  /** Descriptors a server keeps for itself: database, Redis, files, the listening socket. */
  const reserve = 500;
  const fileLimit = raiseFileLimit(requested + reserve);
  const target = Math.min(requested, fileLimit - reserve);
  const capped = target < requested;
  if (capped)
    console.log(
      `note: a process may open ${fileLimit} files here and raising the limit was refused, so ` +
        `each server is asked to hold ${target} sockets instead of ${requested}`,
    );
  const warmup = SHORT ? 100 : 1_000;
  /** Client processes: 10,000 sockets each at most, two at least (both paths run in CI). */
  const holders = Math.max(2, Math.ceil(target / 10_000));
  /**
   * Source addresses per server: 2,500 sockets each at most (binding a source port slows down
   * as an address fills up: 10,000 on two addresses opened 20 times slower), two at least.
   */
  const addressCount = Math.max(2, Math.ceil(target / 2_500));
  const settleMs = SHORT ? 500 : 5_000;
  /**
   * Cupido's wait before each weighing: a session the server looked up is kept for 30 s and
   * dropped by a check every 3 s (apps/server/src/modules/accounts/session-cache.ts), so a
   * weighing after 35 s weighs what the idle sockets hold, not the lookups of the last seconds.
   */
  const cupidoSettleMs = SHORT ? 500 : 35_000;
  /** Idle time over which a server's CPU is read: Cupido re-checks sessions every 3 s. */
  const idleMs = SHORT ? 3_100 : 9_500;

  pinLoadGenerator();
  const cleanups: (() => unknown)[] = [];
  const children = new Set<ChildProcess>();
  /** Runs one cleanup step now, not again at the end. */
  const release = async (step: () => unknown) => {
    cleanups.splice(cleanups.indexOf(step), 1);
    await step();
  };
  const cleanUp = async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop())
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => console.error('cleanup:', error));
  };
  // Whatever ends this process ends the servers and clients it started.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  const track = (child: ChildProcess) => {
    children.add(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('exit', () => children.delete(child));
    return exited;
  };

  const work = mkdtempSync(join(tmpdir(), 'cupido-bench-sockets-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const memoryFile = join(work, 'memory.json');
  const serverEnv = {
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS ?? '',
      '--expose-gc',
      `--require ${join(import.meta.dirname, 'peers/gc-on-signal.ts')}`,
    ].join(' '),
    MEMORY_FILE: memoryFile,
  };

  /** The server's memory right after a full collection (it writes MEMORY_FILE on SIGUSR2). */
  async function weigh(pid: number): Promise<TMemory> {
    rmSync(memoryFile, { force: true });
    process.kill(pid, 'SIGUSR2');
    const until = Date.now() + 30_000;
    while (!existsSync(memoryFile)) {
      if (Date.now() > until) throw new Error(`process ${pid} did not report its memory`);
      await sleep(50);
    }
    return JSON.parse(readFileSync(memoryFile, 'utf8')) as TMemory;
  }

  function forkHolder(): ChildProcess {
    const child = fork(import.meta.filename, ['--hold'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    void track(child);
    return child;
  }

  /**
   * Asks for each measured member's account once (`GET /api/user.php` with their session), over
   * a few keep-alive connections: the database reads each member's session and row. PGlite keeps
   * the pages it read in the server's own process (PostgreSQL in processes of its own, which are
   * not weighed); they are the data's, not the sockets': the same members connecting again read
   * them from memory. The sockets are then weighed as on PostgreSQL.
   */
  async function readMembers(port: number, cookiePrefix: string) {
    let next = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < target) {
          const i = next++;
          const answer = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
            headers: { cookie: `${cookiePrefix}${i + 1}` },
          });
          await answer.arrayBuffer();
          if (answer.status !== 200) refused++;
        }
      }),
    );
    if (refused > 0) throw new Error(`reading every member: ${refused} of ${target} refused`);
  }

  /**
   * Opens `target` sockets to the server from the client processes, in two halves, and weighs
   * the server empty (after the warm-up), at half and at full.
   */
  async function holdSockets(
    pid: number,
    port: number,
    path: string,
    cookiePrefix: string | null,
    firstAddress: number,
    { settle = settleMs, readEveryMember = false } = {},
  ): Promise<TRun> {
    const addresses = Array.from({ length: addressCount }, (_, k) => `127.0.0.${firstAddress + k}`);
    const clients = Array.from({ length: holders }, forkHolder);
    const closeClients = async () => {
      await Promise.all(
        clients.map((c) => {
          const exited = new Promise<void>((resolve) =>
            c.exitCode === null ? c.once('exit', () => resolve()) : resolve(),
          );
          c.kill();
          return exited;
        }),
      );
    };
    cleanups.push(closeClients);
    const request = { type: 'open', port, path, cookiePrefix, addresses } as const;
    const openNow = async () =>
      (await Promise.all(clients.map((c) => ask<{ open: number }>(c, { type: 'count' })))).reduce(
        (n, c) => n + c.open,
        0,
      );

    // Warm-up, from every client process at once as the measured sockets come: the code paths
    // compiled and the allocators grown for this many handshakes in flight before the first
    // weighing.
    const warm = await Promise.all(
      clients.map((c, k) =>
        ask<THoldReport>(c, {
          ...request,
          from: target + Math.floor((k * warmup) / holders),
          to: target + Math.floor(((k + 1) * warmup) / holders),
        }),
      ),
    );
    const warmHeld = warm.reduce((n, r) => n + r.held, 0);
    if (warmHeld < warmup)
      throw new Error(`warm-up: ${warmHeld} of ${warmup} sockets: ${JSON.stringify(warm[0])}`);
    await Promise.all(clients.map((c) => ask(c, { type: 'close' })));

    /** Client k's share of the sockets is [k·target/holders, (k+1)·target/holders). */
    const share = (k: number, part: number) => Math.floor(((k + part) * target) / holders);
    if (readEveryMember) await readMembers(port, cookiePrefix!);
    await sleep(settle);
    const empty = await weigh(pid);

    const failures: Record<string, number> = {};
    const openHalf = async (half: 0 | 1): Promise<THalf> => {
      const cpu = cpuSeconds(pid);
      const started = performance.now();
      const reports = await Promise.all(
        clients.map((c, k) =>
          ask<THoldReport>(c, {
            ...request,
            from: share(k, half / 2),
            to: share(k, (half + 1) / 2),
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const held = reports.reduce((n, r) => n + r.held, 0);
      for (const r of reports)
        for (const [why, n] of Object.entries(r.failures)) failures[why] = (failures[why] ?? 0) + n;
      return { held, seconds, cpuMsPerSocket: ((cpuSeconds(pid) - cpu) * 1000) / held };
    };
    const first = await openHalf(0);
    await sleep(settle);
    const atHalf = { memory: await weigh(pid), open: await openNow() };
    const second = await openHalf(1);
    if (first.held + second.held === 0)
      throw new Error(`no socket held: ${JSON.stringify(failures)}`);

    await sleep(settle);
    const cpuBefore = cpuSeconds(pid);
    await sleep(idleMs);
    const idleCpu = (cpuSeconds(pid) - cpuBefore) / (idleMs / 1000);
    const atFull = { memory: await weigh(pid), open: await openNow() };
    await release(closeClients);
    return { halves: [first, second], failures, idleCpu, empty, atHalf, atFull };
  }

  let cupido: TRun;
  let peer: TRun;
  try {
    // ---- Cupido ------------------------------------------------------------------------------
    // Members and their sessions are made before the server starts (PGlite is one process's):
    // the real migrations and first-run sites, then one statement for every member and session.
    const { SESSION_COOKIE } = await import('../apps/server/src/modules/accounts/index.ts');
    const { loadConfig } = await import('../apps/server/src/config.ts');
    const { migrate } = await import('../apps/server/src/platform/db/migrate.ts');
    const { ensureSites } = await import('../apps/server/src/modules/demo/index.ts');
    const { openPglite } = await import('../apps/server/src/platform/db/pglite-db.ts');
    const { openPostgres } = await import('../apps/server/src/platform/db/postgres-db.ts');
    const databaseUrl = process.env.DATABASE_URL;
    const dataDir = join(work, 'data');
    const schema = `bench_sockets_${process.pid}`;
    if (databaseUrl)
      cleanups.push(async () => {
        const admin = await openPostgres(databaseUrl, { schema: 'public' });
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.close();
      });
    let started = Date.now();
    const db = databaseUrl
      ? await openPostgres(databaseUrl, { schema })
      : await openPglite(join(dataDir, 'pg'));
    const salt = randomBytes(12).toString('hex');
    try {
      await migrate(db);
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'false' });
      await ensureSites(db, config, () => {});
      const [site] = await db.query<{ id: number }>('select id from sites order by id limit 1');
      // The token of member g is `${salt}-sockets${g}`; the table keeps its SHA-256, as
      // createSession stores it.
      await db.query(
        `with m as (
           insert into members (site_id, email, password_hash, name, status)
           select $1, 'sockets' || g || '@bench.test', 'x', 'Member ' || g, 'active'
           from generate_series(1, $2::int) g
           returning id, email)
         insert into sessions (id, member_id, expires_at, user_agent)
         select encode(sha256(convert_to($3 || '-' || split_part(email, '@', 1), 'UTF8')), 'hex'),
                id, now() + interval '30 days', 'bench'
         from m`,
        [site!.id, target + warmup, salt],
      );
    } finally {
      await db.close();
    }
    console.log(
      `${target + warmup} members with a session in ${Date.now() - started} ms (${databaseUrl ? 'postgres' : 'pglite'}${process.env.REDIS_URL ? ', Redis bus' : ''})`,
    );

    started = Date.now();
    const server = await startCupido({
      ...serverEnv,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_SCHEMA: schema } : {}),
      REDIS_PREFIX: `cupido-bench-${process.pid}:`,
    });
    const serverExited = track(server.child);
    const stopCupido = () => server.stop();
    cleanups.push(stopCupido);
    console.log(`Cupido started in ${Date.now() - started} ms`);
    cupido = await holdSockets(
      server.child.pid!,
      Number(new URL(server.origin).port),
      '/api/live',
      `${SESSION_COOKIE}=${salt}-sockets`,
      2,
      { settle: cupidoSettleMs, readEveryMember: true },
    );
    report('Cupido', cupido);
    await release(stopCupido);
    await serverExited;

    // ---- Peer: bare ws -----------------------------------------------------------------------
    const port = await freePort();
    const child = spawnServer(['bench/peers/bare-ws.ts'], {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
    });
    const peerExited = track(child);
    const stopPeer = async () => {
      child.kill();
      await peerExited;
    };
    cleanups.push(stopPeer);
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/`),
      peerExited.then(() => {
        throw new Error('the peer exited before it answered');
      }),
    ]);
    // Source addresses of their own: none of Cupido's closed sockets is in the way.
    peer = await holdSockets(child.pid!, port, '/', null, 2 + addressCount);
    report('bare ws', peer);
  } finally {
    await cleanUp();
  }

  // ---- Report --------------------------------------------------------------------------------

  /**
   * What each further socket costs once half are held: the first sockets also pay for one-off
   * growth (allocator arenas sized to the handshakes in flight), the bare peer's noticeably.
   */
  const perSocket = (r: TRun) =>
    (r.atFull.memory.rss - r.atHalf.memory.rss) / (r.atFull.open - r.atHalf.open) / 1024;
  const [c, p] = [perSocket(cupido), perSocket(peer)];
  console.log(
    `\nmemory per live socket (from ${cupido.atHalf.open} to ${cupido.atFull.open} sockets): ` +
      `Cupido ${c.toFixed(2)} KB, bare ws ${p.toFixed(2)} KB (${(c / p).toFixed(2)}x)`,
  );
  emitRows([
    {
      figure: capped
        ? `live sockets held per instance (${target} tried: open-file limit ${fileLimit})`
        : `live sockets held per instance (${target} tried)`,
      unit: 'sockets',
      cupido: cupido.atFull.open,
      peer: peer.atFull.open,
      ratio: cupido.atFull.open / peer.atFull.open,
      goal: '≥ 100,000',
      holds: SHORT || capped ? null : cupido.atFull.open >= 100_000,
    },
    {
      figure: `memory per live socket (RSS after GC, ${cupido.atHalf.open} → ${cupido.atFull.open} sockets)`,
      unit: 'KB',
      cupido: c,
      peer: p,
      ratio: c / p,
      goal: '≤ 1.5× bare ws',
      holds: SHORT ? null : c / p <= 1.5,
    },
  ]);
}

function report(name: string, r: TRun) {
  const { empty, atHalf, atFull } = r;
  const kb = (bytes: number, sockets: number) => `${(bytes / sockets / 1024).toFixed(2)} KB`;
  const failed = Object.entries(r.failures);
  const dropped = r.halves[0].held + r.halves[1].held - atFull.open;
  const half = (h: THalf) =>
    `${h.held} in ${h.seconds.toFixed(1)} s (${Math.round(h.held / h.seconds)}/s, ` +
    `server CPU ${h.cpuMsPerSocket.toFixed(2)} ms a socket)`;
  console.log(
    `${name}: ${atFull.open} sockets held, opened ${half(r.halves[0])} then ${half(r.halves[1])}` +
      (failed.length ? `; refused: ${failed.map(([why, n]) => `${n} × ${why}`).join(', ')}` : '') +
      (dropped > 0 ? `; ${dropped} closed by the server after their greeting` : ''),
  );
  const d = (key: 'rss' | 'heapUsed' | 'heapTotal' | 'external') => atFull.memory[key] - empty[key];
  console.log(
    `  RSS ${mb(empty.rss)} empty, ${mb(atHalf.memory.rss)} at ${atHalf.open}, ` +
      `${mb(atFull.memory.rss)} at ${atFull.open}: ${kb(d('rss'), atFull.open)} a socket ` +
      `(JS heap ${kb(d('heapUsed'), atFull.open)} used, ${kb(d('heapTotal'), atFull.open)} committed, external ${kb(d('external'), atFull.open)}), ` +
      `${kb(atFull.memory.rss - atHalf.memory.rss, atFull.open - atHalf.open)} over the second half ` +
      `(JS heap ${kb(atFull.memory.heapTotal - atHalf.memory.heapTotal, atFull.open - atHalf.open)} committed, ` +
      `C allocator's heap ${kb(atFull.memory.mallocHeap - atHalf.memory.mallocHeap, atFull.open - atHalf.open)}, ` +
      `worker threads' JS heaps ${kb(atFull.memory.workersHeapTotal - atHalf.memory.workersHeapTotal, atFull.open - atHalf.open)}); ` +
      `idle CPU ${(r.idleCpu * 100).toFixed(1)}% of a core`,
  );
}

type THalf = { held: number; seconds: number; cpuMsPerSocket: number };
/** What gc-on-signal.ts reports. */
type TMemory = NodeJS.MemoryUsage & {
  mallocHeap: number;
  workersHeapUsed: number;
  workersHeapTotal: number;
};
type TWeighing = { memory: TMemory; open: number };
type TRun = {
  halves: [THalf, THalf];
  failures: Record<string, number>;
  /** The server's CPU while the sockets are held, in cores. */
  idleCpu: number;
  empty: TMemory;
  atHalf: TWeighing;
  atFull: TWeighing;
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Sends a client process a message and waits for its answer. */
function ask<T>(child: ChildProcess, message: THolderMessage): Promise<T> {
  return new Promise((resolve, reject) => {
    const answered = (answer: T) => {
      child.off('exit', exited);
      resolve(answer);
    };
    const exited = (code: number | null) => {
      child.off('message', answered);
      reject(new Error(`a client process exited (${code}) before it answered`));
    };
    child.once('message', answered);
    child.once('exit', exited);
    child.send(message);
  });
}

/**
 * Raises this process's limit on open files to `wanted` where it is lower and the machine allows
 * it (the processes it starts inherit the limit); returns the limit now in force.
 */
function raiseFileLimit(wanted: number): number {
  if (openFileLimit() < wanted)
    try {
      execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], {
        stdio: 'ignore',
      });
    } catch {
      // Not allowed (raising the hard limit takes CAP_SYS_RESOURCE), or no prlimit: capped.
    }
  return openFileLimit();
}

/** The soft limit on open files of this process (and of the processes it starts). */
function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s+/)[3];
  return soft && /^\d+$/.test(soft) ? Number(soft) : Infinity;
}

/** User and system CPU seconds a process has used (Linux: /proc/<pid>/stat, 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

if (process.argv.includes('--hold')) hold();
else await main();
