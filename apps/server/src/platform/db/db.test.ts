import { afterEach, describe, expect, it } from 'vitest';
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
      // 2 ms each: together longer than PGlite may hold the loop.
      db.query<{ n: number }>('select pg_sleep(0.002), $1::int as n', [i]).then((rows) => {
        done++;
        return rows[0]!.n;
      }),
    );
    // PGlite runs on this thread: unless it lets the loop turn between statements, all 20 would
    // have run before any other callback.
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
});
