import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openRedis } from '../platform/bus/redis-client.ts';
import type { Db } from '../platform/db/db.ts';
import { migrate, MIGRATIONS_DIR } from '../platform/db/migrate.ts';
import { openPglite } from '../platform/db/pglite-db.ts';
import { openPostgres } from '../platform/db/postgres-db.ts';
import { DEMO_SITES, seedDemoShop } from '../modules/demo/index.ts';
import { insertSite, ZSiteConfig } from '../modules/sites/index.ts';

/** The real services of this machine, when CI (or a developer) provides them. */
export const DATABASE_URL = process.env.DATABASE_URL;
export const REDIS_URL = process.env.REDIS_URL;

export type TTestDb = { db: Db; drop: () => Promise<void> };

/** A fresh, migrated database: a schema of its own on PostgreSQL, or an in-memory PGlite. */
export async function openTestDb(
  kind: 'pglite' | 'postgres' = DATABASE_URL ? 'postgres' : 'pglite',
): Promise<TTestDb> {
  if (kind === 'pglite') {
    const db = await openPglite(null);
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(DATABASE_URL!, { schema });
  return {
    db,
    drop: async () => {
      await db.query(`drop schema "${schema}" cascade`);
      await db.close();
    },
  };
}

/**
 * A fresh database as it was before the migration `file`: every earlier one applied. A test of
 * what `file` does to existing data fills it, then runs `migrate` for the rest.
 */
export async function openTestDbBefore(file: string): Promise<TTestDb> {
  const test = await openTestDb();
  const earlier = mkdtempSync(join(tmpdir(), 'cupido-migrations-'));
  try {
    for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => f < file))
      cpSync(join(MIGRATIONS_DIR, name), join(earlier, name));
    await migrate(test.db, earlier);
  } finally {
    rmSync(earlier, { recursive: true, force: true });
  }
  return test;
}

export type TTestApp = {
  app: FastifyInstance;
  db: Db;
  siteIds: number[];
  dataDir: string;
  close: () => Promise<void>;
};

/** The API on a fresh database holding the demo sites (no members), as tests call it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    db?: 'pglite' | 'postgres';
    redis?: boolean;
    /** A second instance on the first one's database (the first one drops it). */
    shareDbWith?: TTestApp;
    /** Receives the log (set LOG_LEVEL in env too). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TTestApp> {
  const shared = options.shareDbWith;
  const { db, drop } = shared
    ? { db: shared.db, drop: async () => {} }
    : await openTestDb(options.db);
  const siteIds: number[] = shared?.siteIds ?? [];
  if (!shared) {
    await migrate(db);
    for (const site of DEMO_SITES) {
      siteIds.push(
        await insertSite(db, { ...site, config: ZSiteConfig.parse(site.config), isDemo: true }),
      );
    }
    await seedDemoShop(db);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cupido-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  // Opened as main.ts opens it (auto-pipelining included), so the tests run what production runs.
  const redis = options.redis && REDIS_URL ? openRedis(REDIS_URL) : null;
  const app = await buildApp({ config, db, redis, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db,
    siteIds,
    dataDir,
    close: async () => {
      await app.close();
      await redis?.quit();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
