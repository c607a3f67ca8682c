import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  checkPort,
  connectRedis,
  openDatabase,
  productionWarnings,
  StartupError,
} from './startup-checks.ts';

/** A port something else listens on. */
let taken: Server;
let takenPort: number;
/** A port nothing listens on (taken, then let go). */
let closedPort: number;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
  const free = createServer();
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
  closedPort = (free.address() as { port: number }).port;
  await new Promise((resolve) => free.close(resolve));
});
afterAll(() => new Promise((resolve) => taken.close(resolve)));

describe('start-up checks', () => {
  it('tell a port in use by its setting', async () => {
    await expect(checkPort({ PORT: takenPort, HOST: '127.0.0.1' })).rejects.toThrow(
      new StartupError(`PORT ${takenPort} is in use on 127.0.0.1 by another process`),
    );
    await expect(checkPort({ PORT: closedPort, HOST: '127.0.0.1' })).resolves.toBeUndefined();
  });

  it('tell a database out of reach by DATABASE_URL, without its password', async () => {
    const config = loadConfig({
      DATABASE_URL: `postgres://cupido:hunter2-secret@127.0.0.1:${closedPort}/cupido`,
    });
    const refused = openDatabase(config);
    await expect(refused).rejects.toBeInstanceOf(StartupError);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toMatch(
      `DATABASE_URL: cannot open the database at postgres://127.0.0.1:${closedPort}/cupido (ECONNREFUSED`,
    );
    expect(message).not.toContain('hunter2');
  });

  it('tell a Redis out of reach by REDIS_URL, without its password', async () => {
    const refused = connectRedis(`redis://:hunter2-secret@127.0.0.1:${closedPort}`);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toMatch(
      `REDIS_URL: cannot reach Redis at redis://127.0.0.1:${closedPort} (ECONNREFUSED`,
    );
    expect(message).not.toContain('hunter2');
  });
});

describe('a production start', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://example.com' };
  const shared = {
    SMTP_URL: 'smtp://mail.example.com:587',
    S3_URL: 'https://key:secret@s3.example.com/photos?region=eu-west-1',
    UNSUBSCRIBE_SECRET: 'u'.repeat(32),
    VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'p'.repeat(43),
  };

  it('warns that mail goes nowhere without SMTP_URL', () => {
    expect(productionWarnings(loadConfig(production))).toEqual([
      expect.stringMatching(/^SMTP_URL is not set: .* no member receives it$/),
    ]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns of each key that several instances (REDIS_URL) must share but do not', () => {
    const redis = { ...production, REDIS_URL: 'redis://127.0.0.1:6379' };
    const warned = productionWarnings(loadConfig({ ...redis, SMTP_URL: shared.SMTP_URL }));
    expect(warned.map((line) => line.split(' ')[0])).toEqual([
      'S3_URL',
      'UNSUBSCRIBE_SECRET',
      'VAPID_PUBLIC_KEY',
    ]);
    expect(productionWarnings(loadConfig({ ...redis, ...shared }))).toEqual([]);
  });
});

describe('a server started on a port in use', () => {
  it('says so and stops before it writes anything', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cupido-start-'));
    try {
      // Spawned, not spawnSync: this worker keeps serving the taken port's listener and its own
      // runner while the server starts, and a server that does not stop is killed with what it
      // printed kept for the failure's message.
      const run = await runToExit(
        process.execPath,
        [new URL('./main.ts', import.meta.url).pathname],
        {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(takenPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        80_000,
      );
      expect(
        { status: run.status, stderr: run.stderr.trim() },
        `the server's output${run.killed ? ' (killed: it did not stop)' : ''}:\n${run.stdout}\n${run.stderr}`,
      ).toEqual({
        status: 1,
        stderr: `PORT ${takenPort} is in use on 127.0.0.1 by another process`,
      });
      // No database, no demo data, no keys.
      expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A child process run to its end, or killed after `limitMs`; its exit status and output. */
function runToExit(command: string, args: string[], env: NodeJS.ProcessEnv, limitMs: number) {
  return new Promise<{ status: number | null; stdout: string; stderr: string; killed: boolean }>(
    (resolve, reject) => {
      const child = spawn(command, args, { env });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, limitMs);
      child.once('error', reject);
      child.once('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr, killed });
      });
    },
  );
}
