import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_END, Last } from './db.ts';
import { openPglite } from './pglite-db.ts';
import { DATABASE_URL, openTestDb, type TTestDb } from '../../test/test-app.ts';

const kinds: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(DATABASE_URL ? (['postgres'] as const) : []),
];

describe.each(kinds)('the database adapter on %s', (kind) => {
  let open: TTestDb | null = null;
  afterEach(async () => {
    await open?.drop();
    open = null;
  });
  const fresh = async () => {
    open = await openTestDb(kind);
    await open.db.exec('create table items (n int not null)');
    return open.db;
  };

  it('lets the event loop turn while statements wait for the database', async () => {
    const db = await fresh();
    let done = 0;
    const queued = Array.from({ length: 20 }, (_, i) =>
      // 2 ms each: 40 ms together, which the loop must not wait for.
      db.query<{ n: number }>('select pg_sleep(0.002), $1::int as n', [i]).then((rows) => {
        done++;
        return rows[0]!.n;
      }),
    );
    // PGlite answers from a thread of its own; on this one, all 20 would have run before any
    // other callback.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBeLessThan(20);
    expect(await Promise.all(queued)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("never runs another statement inside a transaction, nor loses one after another's failure", async () => {
    const db = await fresh();
    let seen: Promise<{ count: number }[]> | null = null;
    let written: Promise<unknown> | null = null;
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('insert into items values (1)');
      // Others' statements arrive while the transaction is open…
      seen = db.query<{ count: number }>('select count(*)::int as count from items where n = 1');
      written = db.query('insert into items values (2)');
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
      await tx.query('insert into items values (3)');
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    // …and see nothing of it, and are not undone with it.
    expect(await seen!).toEqual([{ count: 0 }]);
    await written;
    const bad = db.query('select * from no_such_table');
    const after = db.query('select n from items order by n');
    await expect(bad).rejects.toThrow();
    expect(await after).toEqual([{ n: 2 }]);
  });

  it('runs statements sent together in turn: a read sent with a lock sees what the lock waited for', async () => {
    const db = await fresh();
    await db.query('insert into items values (1)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = db.transaction(async (tx) => {
      await tx.query('select n from items for update');
      locked();
      await held;
      await tx.query('update items set n = 2');
    });
    await lockTaken;
    const second = db.transaction((tx) =>
      Promise.all([
        tx.query('select n from items for update'),
        tx.query<{ n: number }>('select n from items'),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await first;
    const [lockedRows, read] = await second;
    expect(lockedRows).toEqual([{ n: 2 }]);
    expect(read).toEqual([{ n: 2 }]);
  });

  it('rolls back the whole transaction when one of the statements sent together fails', async () => {
    const db = await fresh();
    const failed = db.transaction((tx) =>
      Promise.all([
        tx.query('insert into items values (1)'),
        tx.query('select * from no_such_table'),
        tx.query('insert into items values (3)'),
      ]),
    );
    await expect(failed).rejects.toThrow('no_such_table');
    expect(await db.query('select n from items')).toEqual([]);
    await db.transaction((tx) =>
      Promise.all([
        tx.query('insert into items values (4)'),
        tx.query('insert into items values (5)'),
      ]),
    );
    expect(await db.query('select n from items order by n')).toEqual([{ n: 4 }, { n: 5 }]);
  });

  it('commits behind its last statements, and answers with theirs', async () => {
    const db = await fresh();
    const answer = await db.transaction(async (tx) => {
      await tx.query('insert into items values (1)');
      return new Last(
        Promise.all([
          tx.query('insert into items values (2)'),
          tx.query<{ n: number }>('select count(*)::int as n from items'),
        ]).then(([, [row]]) => row!.n),
      );
    });
    expect(answer).toBe(2);
    expect(await db.query('select n from items order by n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('rolls back everything when one of its last statements fails, and throws that failure', async () => {
    const db = await fresh();
    await db.exec('create table once (n int, constraint once_n unique (n))');
    await db.query('insert into once values (7)');
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into items values (1)');
      return new Last(
        Promise.all([
          tx.query('insert into items values (2)'),
          tx.query('insert into once values ($1)', [7]),
        ]),
      );
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'once_n' });
    expect(await db.query('select n from items')).toEqual([]);
    // The connection is clean again: the next transaction commits.
    await db.transaction(async (tx) => new Last(tx.query('insert into items values (3)')));
    expect(await db.query('select n from items')).toEqual([{ n: 3 }]);
  });

  it('refuses a statement sent after the last ones, which would run outside the transaction', async () => {
    const db = await fresh();
    const late = db.transaction(
      async (tx) =>
        new Last(tx.query('select 1').then(() => tx.query('insert into items values (1)'))),
    );
    await expect(late).rejects.toThrow(AFTER_END);
    expect(await db.query('select n from items')).toEqual([]);
  });

  it('fails a transaction whose COMMIT the database turned into a ROLLBACK', async () => {
    const db = await fresh();
    // A failure the function swallowed still ended the transaction: nothing is committed.
    const swallowed = db.transaction(async (tx) => {
      await tx.query('insert into items values (1)');
      await tx.query('select * from no_such_table').catch(() => {});
    });
    await expect(swallowed).rejects.toThrow();
    expect(await db.query('select n from items')).toEqual([]);
  });

  it("answers with the database's values, and its errors with their fields", async () => {
    const db = await fresh();
    const [row] = await db.query<Record<string, unknown>>(
      `select timestamptz '2026-11-26 08:00:00+00' as at, '{"a": [1, "b"]}'::jsonb as data,
              9007199254740991::int8 as big, '\\x0102'::bytea as bytes,
              null::text as nothing, array[1, 2]::int[] as list`,
    );
    expect(row).toMatchObject({
      at: new Date('2026-11-26T08:00:00Z'),
      data: { a: [1, 'b'] },
      big: 9007199254740991,
      nothing: null,
      list: [1, 2],
    });
    expect(row!.bytes).toBeInstanceOf(Uint8Array);
    expect([...(row!.bytes as Uint8Array)]).toEqual([1, 2]);

    await db.exec('create table once (n int, constraint once_n unique (n))');
    await db.query('insert into once values ($1)', [7]);
    const twice = db.transaction((tx) => tx.query('insert into once values ($1)', [7]));
    await expect(twice).rejects.toBeInstanceOf(Error);
    await expect(twice).rejects.toMatchObject({
      code: '23505',
      constraint: 'once_n',
      table: 'once',
      detail: 'Key (n)=(7) already exists.',
      message: 'duplicate key value violates unique constraint "once_n"',
    });
  });
});

describe('PGlite in a directory', () => {
  it('keeps what was written once closed and opened again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cupido-pglite-'));
    try {
      const first = await openPglite(dir);
      await first.exec('create table kept (n int)');
      await first.query('insert into kept values ($1)', [42]);
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow('closed');
      const again = await openPglite(dir);
      expect(await again.query('select n from kept')).toEqual([{ n: 42 }]);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PGlite without autovacuum', () => {
  // A fresh PGlite boots in seconds, and in more than the default 30 s on a machine that is
  // also running browsers and other suites (a clean-clone run timed out there once).
  it(
    'analyzes its tables now and then, so the planner knows their sizes',
    { timeout: 120_000 },
    async () => {
      const db = await openPglite(null, { analyzeEveryMs: 50 });
      try {
        await db.exec('create table counted (n int)');
        await db.query('insert into counted select generate_series(1, 500)');
        const tuples = async () =>
          (
            await db.query<{ n: number }>(
              "select reltuples::int as n from pg_class where relname = 'counted'",
            )
          )[0]!.n;
        // Inserts do not tell the planner a table's size; only an analysis does. The table grows
        // after the first one is seen, so a second must follow (a read of -1 right after the insert
        // raced the first analysis on a busy machine).
        await expect.poll(tuples, { timeout: 5_000 }).toBe(500);
        await db.query('insert into counted select generate_series(1, 500)');
        await expect.poll(tuples, { timeout: 5_000 }).toBe(1000);
      } finally {
        await db.close();
      }
    },
  );
});
