import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { DATABASE_URL, openTestDb } from '../../test/test-app.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';

const files = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const kinds: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(DATABASE_URL ? (['postgres'] as const) : []),
];

describe.each(kinds)('migrations on %s', (kind) => {
  it('applies every file once, in order, and again applies nothing', async () => {
    const { db, drop } = await openTestDb(kind);
    try {
      expect(await migrate(db)).toEqual(files);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining([
          'complaints',
          'members',
          'photos',
          'profiles',
          'schema_migrations',
          'sites',
        ]),
      );
    } finally {
      await drop();
    }
  });

  it('lets two instances start together without applying a file twice', async () => {
    const { db, drop } = await openTestDb(kind);
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      expect([...a!, ...b!].sort()).toEqual(files);
    } finally {
      await drop();
    }
  });
});
