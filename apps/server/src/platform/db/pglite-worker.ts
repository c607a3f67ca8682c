/**
 * PGlite's own thread (pglite-db.ts starts and owns it): the embedded database runs every
 * statement synchronously, so on the main thread a busy database stopped the event loop. Here
 * statements run one at a time in the order they arrive; each answer carries its rows, or the
 * error's fields (an Error loses its own properties, such as `code`, when posted).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

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

const answer = async (request: TRequest): Promise<void> => {
  try {
    if ('close' in request) {
      await pg.close();
      port.postMessage({ id: request.id } satisfies TAnswer);
    } else if (request.exec) {
      await pg.exec(request.text);
      port.postMessage({ id: request.id } satisfies TAnswer);
    } else {
      const { rows } = await pg.query(request.text, request.params);
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
