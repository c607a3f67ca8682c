import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openRedis } from '../platform/bus/redis-client.ts';
import type { Db } from '../platform/db/db.ts';
import { migrate } from '../platform/db/migrate.ts';
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
