import { join } from 'node:path';
import type { TConfig } from '../../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './postgres-db.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pg. */
export function openDb(
  config: Pick<TConfig, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATA_DIR'>,
): Promise<Db> {
  return config.DATABASE_URL
    ? openPostgres(
        config.DATABASE_URL,
        config.DATABASE_SCHEMA ? { schema: config.DATABASE_SCHEMA } : {},
      )
    : openPglite(join(config.DATA_DIR, 'pg'));
}
