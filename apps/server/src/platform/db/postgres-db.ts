import type { Writable } from 'node:stream';
import pg from 'pg';
import { AFTER_END, type Db, Last, type Queryable } from './db.ts';
import { type Sql, toStatement } from './sql.ts';

// Dates stay ISO strings and int8/numeric become numbers, matching PGlite's answers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * At most this many statement texts are prepared; any other one is parsed and planned each time
 * it runs, as before. Each connection keeps the statements it prepared for as long as it lives,
 * so the bound is on their memory in each backend. The code's statements number a few hundred.
 */
const MAX_PREPARED = 1_000;

/**
 * A name for each statement text with parameters, the same on every connection of the pool:
 * node-postgres prepares a named statement once per connection, then only binds and executes
 * it, and PostgreSQL keeps its plan once a generic one serves as well as a fresh one (the
 * visibility rule's subqueries cost more to plan than to run). A text without parameters goes
 * unnamed (the simple protocol, which also runs several statements).
 */
function statementNames() {
  const names = new Map<string, string>();
  return (text: string, values: unknown[]): pg.QueryConfig => {
    if (values.length === 0) return { text, values };
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

/**
 * Holds a connection's writes until the end of the current tick: the statements a caller sends
 * without waiting for each other's answers (BEGIN and the first statement, or statements run
 * together with Promise.all) leave in one write to the socket, not one each. On this machine a
 * write to PostgreSQL's socket cost ~0.1 ms of the server's CPU, the largest item of a chat send.
 */
function batchWrites(client: pg.PoolClient): () => void {
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  let held = false;
  return () => {
    if (held) return;
    held = true;
    stream.cork();
    process.nextTick(() => {
      held = false;
      stream.uncork();
    });
  };
}

/**
 * A COMMIT's answer. PostgreSQL answers a COMMIT of a transaction that a failed statement ended
 * with ROLLBACK, not with an error; this makes it one.
 */
async function commit(answer: Promise<pg.QueryResult>): Promise<void> {
  const { command } = await answer;
  if (command !== 'COMMIT')
    throw new Error(`COMMIT answered ${command}: the transaction rolled back`);
}

function wrap(
  client: pg.Pool | pg.PoolClient,
  named: ReturnType<typeof statementNames>,
  beforeWrite: () => void = () => {},
): Queryable {
  return {
    async query<T>(text: string | Sql, params?: unknown[]) {
      const statement = toStatement(text, params);
      beforeWrite();
      return (await client.query(named(statement.text, statement.params))).rows as T[];
    },
    async exec(text: string) {
      beforeWrite();
      await client.query(text);
    },
  };
}

/** A PostgreSQL server. `schema`, when given, isolates a test run in its own search path. */
export async function openPostgres(url: string, options: { schema?: string } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Connections stay open once made: each keeps the statements it prepared and their plans.
    // Closed after 10 s idle (the default), they were made again whenever the load dipped, and
    // each new one planned every statement five more times before keeping a plan (decision 65).
    idleTimeoutMillis: 0,
    // A connection sends each statement as it is asked for, without waiting for the answers
    // before it: they run in the order sent, each answered on its own (node-postgres pipelining).
    pipeline: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  if (options.schema)
    await pool.query(`create schema if not exists "${options.schema}"`).catch((error: unknown) => {
      // Two instances creating it at the same moment: one of them is told it exists only by
      // the catalog's unique index (`if not exists` checks before it inserts).
      if ((error as { code?: string }).code !== '23505') throw error;
    });
  await pool.query('select 1');
  const named = statementNames();
  return {
    kind: 'postgres',
    ...wrap(pool, named),
    async transaction(fn) {
      const client = await pool.connect();
      const held = batchWrites(client);
      // Once COMMIT (or ROLLBACK) is sent, a statement would run outside the transaction.
      let ended = false;
      const beforeWrite = () => {
        if (ended) throw new Error(AFTER_END);
        held();
      };
      beforeWrite();
      // BEGIN goes out with the transaction's first statement, not a round trip ahead of it. Its
      // answer is awaited before COMMIT: a BEGIN that failed fails the transaction.
      const begun = client.query('begin');
      try {
        const answer = await fn(wrap(client, named, beforeWrite));
        ended = true;
        if (!(answer instanceof Last)) {
          await begun;
          await commit(client.query('commit'));
          return answer;
        }
        // Sent behind the last statements, in the same tick: in the same write as they, if they
        // are still held (batchWrites).
        const [last, committed] = await Promise.allSettled([
          answer.answers,
          commit(client.query('commit')),
        ]);
        await begun;
        if (last.status === 'rejected') throw last.reason;
        if (committed.status === 'rejected') throw committed.reason;
        return last.value;
      } catch (error) {
        ended = true;
        await begun.catch(() => {});
        // After a COMMIT that became a ROLLBACK there is no transaction left: a harmless warning.
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
