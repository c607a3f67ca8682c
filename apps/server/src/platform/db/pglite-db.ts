import { mkdirSync } from 'node:fs';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { type Sql, toStatement } from './sql.ts';

/**
 * PGlite runs every statement on this thread, and the statements waiting for it would run back
 * to back (each resumes in a microtask of the one before), so under load the event loop did not
 * turn, and no timer, socket or answer was served, until all of them had run (200 queued: a 0 ms
 * timer fired after 906 ms). So statements run back to back for this long at most, then the loop
 * turns once before the next; a loop turn per statement would cap them at one per turn.
 */
const SLICE_MS = 5;

/** When the statements run since the loop last turned began (null: it has turned since). */
let sliceStart: number | null = null;

async function takeSlice(): Promise<void> {
  if (sliceStart !== null && performance.now() - sliceStart >= SLICE_MS) await loopTurn();
  if (sliceStart === null) {
    sliceStart = performance.now();
    setImmediate(() => {
      sliceStart = null;
    });
  }
}

/** Runs a unit of database work when its turn comes. */
type TTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Units of work (a statement, or a transaction as a whole) one at a time, in the order they
 * came: each starts only when this adapter lets it, so the slice above holds.
 */
function inTurns(): TTurn {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(takeSlice).then(work);
    last = run.catch(() => {});
    return run;
  };
}

/** Inside a transaction, which holds a turn: each statement only takes its slice. */
const inSlice: TTurn = async (work) => {
  await takeSlice();
  return work();
};

function wrap(q: Pick<PGlite, 'query' | 'exec'>, turn: TTurn): Queryable {
  return {
    query<T>(text: string | Sql, params?: unknown[]) {
      return turn(async () => {
        const statement = toStatement(text, params);
        return (await q.query<T>(statement.text, statement.params)).rows;
      });
    },
    exec(text: string) {
      return turn(async () => {
        await q.exec(text);
      });
    },
  };
}

/** Embedded PostgreSQL (WASM) in `dir`, or in memory when `dir` is null. */
export async function openPglite(dir: string | null): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = dir ? new PGlite(dir) : new PGlite();
  await pg.waitReady;
  const turn = inTurns();
  return {
    kind: 'pglite',
    ...wrap(pg, turn),
    // A transaction is one turn: no other statement runs between its own (PGlite would hold
    // them back too), while the loop still turns between them.
    transaction: (fn) => turn(() => pg.transaction((tx) => fn(wrap(tx, inSlice)))),
    close: () => pg.close(),
  };
}
