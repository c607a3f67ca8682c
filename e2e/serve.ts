/**
 * Starts the server for the journeys on a fresh data set: an empty DATA_DIR, and on PostgreSQL
 * (when DATABASE_URL is set) a schema of its own, emptied first.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

execFileSync(process.execPath, ['scripts/build.ts', '--if-stale'], { stdio: 'inherit' });

const port = process.env.E2E_PORT ?? '3100';
const schema = `cupido_e2e_${port}`;
const dataDir = join(tmpdir(), `cupido-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'warn';
process.env.DEMO_DATA = 'true';
// Rate-limit counters in a shared Redis must not carry over from an earlier run.
process.env.REDIS_PREFIX = `cupido-e2e-${Date.now()}:`;

if (process.env.DATABASE_URL) {
  process.env.DATABASE_SCHEMA = schema;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

await import('../apps/server/src/main.ts');
