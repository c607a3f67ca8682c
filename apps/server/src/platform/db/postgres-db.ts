import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { type Sql, toStatement } from './sql.ts';

// Dates stay ISO strings and int8/numeric become numbers, matching PGlite's answers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(text: string | Sql, params?: unknown[]) {
      const statement = toStatement(text, params);
      return (await client.query(statement.text, statement.params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** A PostgreSQL server. `schema`, when given, isolates a test run in its own search path. */
export async function openPostgres(url: string, options: { schema?: string } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  if (options.schema) await pool.query(`create schema if not exists "${options.schema}"`);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
