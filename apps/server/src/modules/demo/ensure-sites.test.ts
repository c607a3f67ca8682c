import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openTestDb } from '../../test/test-app.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { ensureSites } from './ensure-sites.ts';

/** A production-like first start: no demo data, an empty data directory. */
const firstStartConfig = (publicUrl: string | undefined) =>
  loadConfig({
    NODE_ENV: 'development',
    DEMO_DATA: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cupido-sites-')),
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
  });

describe('the first start without demo data', () => {
  for (const [publicUrl, domain, email] of [
    [undefined, 'localhost', 'support@example.com'],
    ['https://dates.example.org', 'dates.example.org', 'support@dates.example.org'],
    ['https://www.dates.example.org', 'www.dates.example.org', 'support@dates.example.org'],
  ] as const) {
    it(`creates one default site for ${domain}`, async () => {
      const { db, drop } = await openTestDb();
      try {
        await migrate(db);
        const config = firstStartConfig(publicUrl);
        await ensureSites(db, config, () => {});
        const rows = await db.query<{ domain: string; email: string; is_default: boolean }>(
          `select domain, config->>'support_email' as email, is_default from sites`,
        );
        expect(rows).toEqual([{ domain, email, is_default: true }]);
      } finally {
        await drop();
      }
    });
  }
});

describe('instances starting together on an empty database', () => {
  it('make the default site once: the others find it', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      const config = firstStartConfig('https://dates.example.org');
      const said: string[] = [];
      // On PostgreSQL each start runs on a connection of its own, as separate instances do.
      await Promise.all(
        Array.from({ length: 4 }, () => ensureSites(db, config, (msg) => void said.push(msg))),
      );
      expect(await db.query(`select domain from sites`)).toEqual([{ domain: 'dates.example.org' }]);
      expect(said).toHaveLength(1);
    } finally {
      await drop();
    }
  });
});
