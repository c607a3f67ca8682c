/**
 * Starts the server for the journeys on a fresh data set: an empty DATA_DIR, and on PostgreSQL
 * (when DATABASE_URL is set) a schema of its own, emptied first. With E2E_PRIMARY_PORT it starts
 * a second instance on the first one's database, data directory and Redis prefix instead.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { ensureSites, DEMO_SITES } from '../apps/server/src/modules/demo/index.ts';
import { ZSiteConfig, insertSite } from '../apps/server/src/modules/sites/index.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { openDb } from '../apps/server/src/platform/db/open-db.ts';
import { E2E_MAIL_EVENTS_SECRET } from './mail-events-secret.ts';
import {
  ADS_ONLY_CONFIG,
  ADS_ONLY_DOMAIN,
  PARTNER_URL,
  RESELL_DOMAIN,
  TAGGED_DOMAIN,
  TAGS,
} from './extra-sites.ts';

/** The demo data plus the journeys' own sites (extra-sites.ts), before the server starts. */
async function addExtraSites() {
  const config = loadConfig();
  const db = await openDb(config);
  await migrate(db);
  await ensureSites(db, config, () => {});
  const base = DEMO_SITES[0]!;
  await insertSite(db, {
    ...base,
    domain: TAGGED_DOMAIN,
    isDefault: false,
    isDemo: true,
    config: ZSiteConfig.parse({ ...base.config, name: 'Tagged Demo', tags: TAGS }),
  });
  await insertSite(db, {
    ...base,
    domain: ADS_ONLY_DOMAIN,
    isDefault: false,
    isDemo: true,
    config: ZSiteConfig.parse({ ...base.config, ...ADS_ONLY_CONFIG }),
  });
  await insertSite(db, {
    ...base,
    domain: RESELL_DOMAIN,
    isDefault: false,
    isDemo: true,
    config: ZSiteConfig.parse({
      ...base.config,
      name: 'Resell Demo',
      member_resell: true,
      partner_url: PARTNER_URL,
    }),
  });
  await db.close();
}

const port = process.env.E2E_PORT ?? '3100';
const primary = process.env.E2E_PRIMARY_PORT;
const home = primary ?? port;
const schema = `cupido_e2e_${home}`;
const dataDir = join(tmpdir(), `cupido-e2e-${home}`);
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
// Both instances are one deployment: links in mails (sent by whichever instance runs the job)
// point at the first one, as PUBLIC_URL does behind a load balancer.
process.env.PUBLIC_URL = `http://localhost:${home}`;
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'warn';
process.env.DEMO_DATA = 'true';
// Every journey signs its members up from this one address.
process.env.SIGNUPS_PER_HOUR = '500';
// The mail provider's bounce and complaint calls (notifications journey).
process.env.MAIL_EVENTS_SECRET = E2E_MAIL_EVENTS_SECRET;
// Rate-limit counters in a shared Redis must not carry over from an earlier run; both
// instances of one run share the prefix, so live events cross between them.
process.env.REDIS_PREFIX = `cupido-e2e-${process.env.E2E_RUN ?? Date.now()}:`;
if (process.env.DATABASE_URL) process.env.DATABASE_SCHEMA = schema;

if (primary) {
  // The first instance builds, migrates and seeds; this one waits for it.
  while (
    !(await fetch(`http://localhost:${primary}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(250);
} else {
  execFileSync(process.execPath, ['scripts/build.ts', '--if-stale'], { stdio: 'inherit' });
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  await addExtraSites();
}

await import('../apps/server/src/main.ts');
