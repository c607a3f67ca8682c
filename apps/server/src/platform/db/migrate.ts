import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = new URL('../../../../../db/migrations/', import.meta.url).pathname;

/**
 * Applies the SQL files of db/migrations in name order, each once, all in one transaction under
 * an advisory lock so that instances starting together do not race. Same files for PGlite and
 * PostgreSQL. Returns the names applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(4242001)');
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
