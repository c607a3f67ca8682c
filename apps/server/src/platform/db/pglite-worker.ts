/**
 * PGlite's own thread (pglite-db.ts starts and owns it): the embedded database runs every
 * statement synchronously, so on the main thread a busy database stopped the event loop. Here
 * statements run one at a time in the order they arrive; each answer carries its rows, or the
 * error's fields (an Error loses its own properties, such as `code`, when posted).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';

export type TRequest =
  { id: number; text: string; params?: unknown[]; exec?: true } | { id: number; close: true };

/** What code reads of a database error (`code`, `constraint`, `detail`…), with its message. */
export type TErrorFields = { message: string } & Record<string, string | number | boolean>;

/** The answer to request `id`; id 0 is the database opening. */
export type TAnswer = { id: number; rows?: unknown[]; error?: TErrorFields };

function fieldsOf(error: unknown): TErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: TErrorFields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return fields;
}

const port = parentPort!;
const dir = workerData as string | null;
const pg = dir ? new PGlite(dir) : new PGlite();

/**
 * At most this many statement texts are prepared; any other one is parsed and planned each time
 * it runs. The code's statements number a few hundred.
 */
const MAX_PREPARED = 1_000;
/** Prepared statements by text: their name and their parameters' types. */
const prepared = new Map<string, { name: string; types: number[] }>();
const run = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
const { serialize } = protocol;

/**
 * A statement as `pg.query` runs it, but prepared once under a name of its own (PostgreSQL keeps
 * its plan once a generic one serves as well as a fresh one), and its bind, describe, execute and
 * sync handed to the database in one call instead of four.
 */
async function query(text: string, params: unknown[]): Promise<unknown[]> {
  let statement = prepared.get(text);
  if (!statement) {
    if (prepared.size >= MAX_PREPARED) return (await pg.query(text, params)).rows;
    const name = `s${prepared.size + 1}`;
    const described = await run(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    statement = { name, types: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
  }
  const { types } = statement;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pg.serializers[types[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const messages = await run(
    concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  await pg.syncToFs();
  return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const answer = async (request: TRequest): Promise<void> => {
  try {
    if ('close' in request) {
      await pg.close();
      port.postMessage({ id: request.id } satisfies TAnswer);
    } else if (request.exec) {
      await pg.exec(request.text);
      port.postMessage({ id: request.id } satisfies TAnswer);
    } else {
      const rows = await query(request.text, request.params ?? []);
      port.postMessage({ id: request.id, rows } satisfies TAnswer);
    }
  } catch (error) {
    port.postMessage({ id: request.id, error: fieldsOf(error) } satisfies TAnswer);
  }
};

// Answer 0 says the database is open, or why it is not.
let last: Promise<void> = pg.waitReady.then(
  () => port.postMessage({ id: 0 } satisfies TAnswer),
  (error: unknown) => port.postMessage({ id: 0, error: fieldsOf(error) } satisfies TAnswer),
);
port.on('message', (request: TRequest) => {
  last = last.then(() => answer(request));
});
