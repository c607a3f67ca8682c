import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock.ts';
import { AFTER_END, type Db, Last, type Queryable } from './db.ts';
import type { TAnswer, TErrorFields, TRequest } from './pglite-worker.ts';
import { type Sql, toStatement } from './sql.ts';

/**
 * PGlite runs each statement synchronously, so it runs in a thread of its own (pglite-worker.ts,
 * started as it is, from `node` or vitest, with no build): on this one, the statements queued
 * under load held the event loop until all had run (200 queued: a 0 ms timer fired after 906 ms).
 */
const WORKER = new URL('./pglite-worker.ts', import.meta.url);

type TStatement = { text: string; params?: unknown[]; exec?: true };
type TWaiting = { resolve: (rows: unknown[]) => void; reject: (reason: unknown) => void };

/** An Error as PGlite threw it in its thread, with its fields (`code`, `constraint`, `detail`…). */
function toError(fields: TErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** The thread: each statement is posted at once, and the thread runs them in the order posted. */
async function startThread(dir: string | null) {
  // The thread's heap is mostly garbage from messages: without limits V8 lets it grow long before
  // collecting (an idle live socket's statements added 46 KB of resident memory each on PGlite,
  // against 4–5 KB with the database on the main thread); these limits keep it near that. The
  // database's own memory (WASM) is outside them.
  const worker = new Worker(WORKER, {
    workerData: dir,
    resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 256 },
  });
  const waiting = new Map<number, TWaiting>();
  let lastId = 0;
  let gone: Error | null = null;
  const fail = (error: Error) => {
    gone ??= error;
    for (const w of waiting.values()) w.reject(gone);
    waiting.clear();
  };
  worker.on('message', (answer: TAnswer) => {
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    // The thread keeps the process alive only while something waits for it.
    if (waiting.size === 0) worker.unref();
    if (answer.error) w?.reject(answer.error);
    else w?.resolve(answer.rows ?? []);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite's thread ended (exit code ${code}).`)));

  const post = (request: TRequest) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (gone) return reject(gone);
      worker.postMessage(request);
      if (waiting.size === 0) worker.ref();
      waiting.set(request.id, { resolve, reject });
    });
  const ask = async (request: TStatement | { close: true }): Promise<unknown[]> => {
    try {
      return await post({ ...request, id: ++lastId });
    } catch (error) {
      // Made here, so that its stack leads to the caller.
      throw error instanceof Error ? error : toError(error as TErrorFields);
    }
  };

  // Answer 0: the database is open.
  await new Promise<unknown[]>((resolve, reject) => waiting.set(0, { resolve, reject })).catch(
    async (error: unknown) => {
      await worker.terminate();
      throw error instanceof Error ? error : toError(error as TErrorFields);
    },
  );
  return {
    ask,
    async close() {
      await ask({ close: true }).catch(() => {});
      gone ??= new Error('The database is closed.');
      await worker.terminate();
    },
  };
}

function wrap(ask: (statement: TStatement) => Promise<unknown[]>): Queryable {
  return {
    async query<T>(text: string | Sql, params?: unknown[]) {
      return (await ask(toStatement(text, params))) as T[];
    },
    async exec(text: string) {
      await ask({ text, exec: true });
    },
  };
}

/**
 * How often PGlite's tables are analyzed. PostgreSQL's autovacuum keeps the planner's statistics;
 * PGlite has none, so without this every query is planned as if its tables were empty or
 * unknown (a badge count checked every active member's visibility, decision 46).
 */
export const PGLITE_ANALYZE_EVERY_MS = 10 * 60_000;
/** The first time: once the server has started and seeded, not on the empty schema. */
const FIRST_ANALYZE_MS = 30_000;

/** Embedded PostgreSQL (WASM) in `dir`, or in memory when `dir` is null. */
export async function openPglite(
  dir: string | null,
  { analyzeEveryMs = PGLITE_ANALYZE_EVERY_MS }: { analyzeEveryMs?: number } = {},
): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? lockDataDir(dir) : () => {};
  const thread = await startThread(dir).catch((error: unknown) => {
    release();
    throw error;
  });
  const analyze = () => void inTurn({ text: 'analyze', exec: true }).catch(() => {});
  let analyzing = setTimeout(
    function again() {
      analyze();
      analyzing = setTimeout(again, analyzeEveryMs).unref();
    },
    Math.min(FIRST_ANALYZE_MS, analyzeEveryMs),
  ).unref();

  // A transaction holds the database from its BEGIN to its COMMIT or ROLLBACK: what others ask
  // meanwhile waits, in order, and is posted after it (statements alone go out at once).
  let queued = 0;
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (statement: TStatement): Promise<unknown[]> => {
    if (queued === 0) return thread.ask(statement);
    queued++;
    // Wrapped, so that the turn passes once the statement is posted, not answered.
    const posted = turn.then(() => {
      queued--;
      return { answer: thread.ask(statement) };
    });
    turn = posted;
    return posted.then((p) => p.answer);
  };

  return {
    kind: 'pglite',
    ...wrap(inTurn),
    transaction<T>(fn: (tx: Queryable) => Promise<T | Last<T>>) {
      queued++;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const run = turn.then(async () => {
        // The database holds the turn for as long as it takes: messages both ways for each
        // statement. BEGIN goes out with the first one, and the turn passes once COMMIT or
        // ROLLBACK is posted (the thread runs what comes next after it), not answered.
        const begun = thread.ask({ text: 'begin' });
        begun.catch(() => {});
        let result: T;
        try {
          // A failed statement ends the transaction, even one whose failure `fn` swallowed: its
          // COMMIT would be a ROLLBACK, which PGlite does not tell apart.
          let failed: unknown = null;
          let ended = false;
          const inside = wrap((statement) =>
            ended
              ? Promise.reject(new Error(AFTER_END))
              : thread.ask(statement).catch((error: unknown) => {
                  failed ??= error;
                  throw error;
                }),
          );
          // The thread answers in turn, so the last statements' answers cost no round trip here.
          const answer = await fn(inside);
          ended = true;
          result = answer instanceof Last ? await answer.answers : answer;
          await begun;
          if (failed) throw failed;
        } catch (error) {
          void thread.ask({ text: 'rollback' }).catch(() => {});
          queued--;
          release();
          throw error;
        }
        // A COMMIT that fails ends the transaction too: nothing is left to roll back.
        const committed = thread.ask({ text: 'commit' });
        queued--;
        release();
        await committed;
        return result;
      });
      turn = released;
      return run;
    },
    close: async () => {
      clearTimeout(analyzing);
      // Once all that was asked before has been posted: the thread answers it first.
      await turn;
      await thread.close();
      release();
    },
  };
}
