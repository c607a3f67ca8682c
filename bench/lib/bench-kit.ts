/**
 * What every benchmark shares: the row it reports to `bench/run.ts`, the short mode, CPU pinning,
 * starting the real server (`apps/server/src/main.ts`) in a process of its own, and the load
 * generators' HTTP call.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/** One line of the table: a figure of Cupido against its peer, measured in the same run. */
export type TBenchRow = {
  figure: string;
  unit: string;
  cupido: number;
  peer: number | null;
  /** Cupido relative to the peer, in the direction the goal reads (see `goal`). */
  ratio: number | null;
  goal: string;
  /** Whether the goal holds; null where this run cannot say (short mode, no peer). */
  holds: boolean | null;
};

/** The database this run's servers use, as the table names it. */
export const DATABASE_LABEL = process.env.DATABASE_URL
  ? `PostgreSQL${process.env.REDIS_URL ? '+Redis' : ''}`
  : 'PGlite';

/** `--short` (or BENCH_SHORT=1): small sizes, to keep the harness working in CI. */
export const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

/** Prints the rows where `bench/run.ts` reads them (the last line of stdout). */
export function emitRows(rows: TBenchRow[]): void {
  console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
}

export type TStats = { p50: number; p99: number; mean: number };
export function stats(times: number[]): TStats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!,
    mean: sorted.reduce((s, t) => s + t, 0) / sorted.length,
  };
}

const CAN_PIN = availableParallelism() >= 2 && hasTaskset();
function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Servers run on CPU 0 and load generators on the others, where the machine has two or more
 * (Linux `taskset`); elsewhere they share the CPUs and the ratios still compare like with like.
 */
export function pinLoadGenerator(): void {
  if (!CAN_PIN) return;
  const last = availableParallelism() - 1;
  // `taskset -a` sets each of the process's threads in turn and fails when one of them ends
  // meanwhile (a CI run failed so): tried again, and left unpinned, with a note, if it keeps on.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('taskset', ['-a', '-cp', `1-${last}`, String(process.pid)], {
        stdio: 'ignore',
      });
      return;
    } catch (error) {
      if (attempt < 5) continue;
      console.error(`note: the load generator runs unpinned (${(error as Error).message})`);
      return;
    }
  }
}

/** Spawns `node args…` pinned to CPU 0 where possible. */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [command, argv] = CAN_PIN
    ? ['taskset', ['-c', '0', process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(command, argv, { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type THttpAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One HTTP call through `node:http` to 127.0.0.1 (over `agent`'s keep-alive connections when
 * given), answered with its status, headers and raw body, whatever the status. Load generators
 * use it rather than `fetch`, which costs more CPU than the server's own handling of a small
 * call, on a CPU the generator shares with PostgreSQL. With `timeoutMs`, a call not answered in
 * time fails.
 */
export function httpCall(call: {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  agent?: Agent;
  timeoutMs?: number;
}): Promise<THttpAnswer> {
  const { port, method, path, body, agent, timeoutMs } = call;
  const headers =
    body === undefined
      ? call.headers
      : { ...call.headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

export type TRunningServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * The real server as `npm start` runs it (info-level logs included, written to /dev/null), on a
 * fresh data directory: PGlite there, or a schema of its own on DATABASE_URL. The web app is
 * served when it is built.
 */
export async function startCupido(env: Record<string, string> = {}): Promise<TRunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cupido-bench-'));
  const schema = `bench_${process.pid}_${port}`;
  const child = spawnServer(['apps/server/src/main.ts'], {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${origin}/healthz`),
      exited.then(() => {
        throw new Error('the server exited before it answered');
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL'); // a server that never answered is not left running
    throw error;
  }
  return {
    origin,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (process.env.DATABASE_URL) {
        const { openPostgres } = await import('../../apps/server/src/platform/db/postgres-db.ts');
        const db = await openPostgres(process.env.DATABASE_URL, { schema: 'public' });
        await db.query(`drop schema if exists "${schema}" cascade`);
        await db.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TSeededCupido = {
  pid: number;
  port: number;
  /** Its control port's origin: POST /seed, GET /info, GET /stats (bench/peers/seeded-cupido.ts). */
  control: string;
  /** The first and last id of the generated profiles to browse; null with none. */
  browse: [number, number] | null;
  /** Makes `count` members who use the site (POST /seed, 5,000 a call): ids and session tokens. */
  seed: (count: number) => Promise<{ id: number; token: string }[]>;
  stop: () => Promise<void>;
};

/**
 * The real server as main.ts boots it, plus a control port that makes members with SQL and
 * reports what the process spent (bench/peers/seeded-cupido.ts), pinned as spawnServer pins.
 * `BASE_PROFILES` in `env`: how many profiles to browse and search it makes at start.
 */
export async function startSeededCupido(env: Record<string, string> = {}): Promise<TSeededCupido> {
  const [port, controlPort] = [await freePort(), await freePort()];
  const child = spawnServer(['bench/peers/seeded-cupido.ts'], {
    ...process.env,
    PORT: String(port),
    CONTROL_PORT: String(controlPort),
    ...env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const control = `http://127.0.0.1:${controlPort}`;
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/healthz`).then(() => waitFor(`${control}/info`)),
      exited.then(() => {
        throw new Error('the server exited before it answered');
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL'); // a server that never answered is not left running
    throw error;
  }
  // A benchmark that fails before it stops the server does not leave it running: on SIGTERM it
  // closes and removes its database.
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  const info = (await (await fetch(`${control}/info`)).json()) as {
    browse: [number, number] | null;
  };
  return {
    pid: child.pid!,
    port,
    control,
    browse: info.browse,
    seed: async (count) => {
      const made: { id: number; token: string }[] = [];
      while (made.length < count) {
        const n = Math.min(5_000, count - made.length);
        const res = await fetch(`${control}/seed?count=${n}`, { method: 'POST' });
        if (!res.ok) throw new Error(`seeding: ${res.status} ${await res.text()}`);
        made.push(...((await res.json()) as { members: { id: number; token: string }[] }).members);
      }
      return made;
    },
    stop: async () => {
      process.off('exit', onExit);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
