import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_URL, openTestDb, type TTestDb } from '../../test/test-app.ts';
import { ident, join, rowCount, sql } from './sql.ts';

describe('sql fragments', () => {
  it('numbers the values $1..$n in the order they appear', () => {
    expect(sql`select ${1} as a, ${'x'} as b where c = ${true}`.build()).toEqual({
      text: 'select $1 as a, $2 as b where c = $3',
      params: [1, 'x', true],
    });
  });

  it('nests fragments in place, numbering across them', () => {
    const inner = sql`b = ${2} and c = ${3}`;
    const outer = sql`select 1 where a = ${1} and (${inner}) and d = ${4} and ${inner}`;
    expect(outer.build()).toEqual({
      text: 'select 1 where a = $1 and (b = $2 and c = $3) and d = $4 and b = $5 and c = $6',
      params: [1, 2, 3, 4, 2, 3],
    });
  });

  it('joins fragments with a separator, and nothing for none', () => {
    const parts = [sql`a = ${1}`, sql`b`, sql`c = ${3}`];
    expect(sql`where ${join(parts, ' and ')}`.build()).toEqual({
      text: 'where a = $1 and b and c = $2',
      params: [1, 3],
    });
    expect(sql`x${join([], ', ')}y`.build()).toEqual({ text: 'xy', params: [] });
  });

  it('splices plain names into the text and refuses anything else', () => {
    expect(sql`select ${ident('m.id')} from members ${ident('m')}`.build()).toEqual({
      text: 'select m.id from members m',
      params: [],
    });
    for (const bad of ['m; drop table members', 'M', '"m"', 'm.', '1m', '', 'm id'])
      expect(() => ident(bad)).toThrow();
  });

  it('writes row counts into the text and refuses anything but a whole number from zero', () => {
    expect(sql`select 1 limit ${rowCount(25)} offset ${5}`.build()).toEqual({
      text: 'select 1 limit 25 offset $1',
      params: [5],
    });
    expect(rowCount(0).build().text).toBe('0');
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 53])
      expect(() => rowCount(bad)).toThrow();
  });

  it('never puts a value into the text, whatever it holds', () => {
    const hostile = "x'; drop table members; --";
    const { text, params } = sql`select ${hostile}, ${sql`${[hostile]}`}`.build();
    expect(text).toBe('select $1, $2');
    expect(params).toEqual([hostile, [hostile]]);
  });
});

describe.each(['pglite', ...(DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'a fragment sent to the database on %s',
  (kind) => {
    let open: TTestDb | null = null;
    afterEach(async () => {
      await open?.drop();
      open = null;
    });

    it('runs with its values, in a transaction too', async () => {
      open = await openTestDb(kind);
      const { db } = open;
      const hostile = "'; select 1; --";
      const product = sql`${2}::int * ${21}::int`;
      const rows = await db.query<{ n: number; s: string }>(
        sql`select ${product} as n, ${hostile}::text as s`,
      );
      expect(rows).toEqual([{ n: 42, s: hostile }]);
      const inTx = await db.transaction((tx) =>
        tx.query<{ n: number }>(sql`select ${7}::int as n`),
      );
      expect(inTx).toEqual([{ n: 7 }]);
    });

    it('refuses parameters beside a fragment, which carries its own', async () => {
      open = await openTestDb(kind);
      await expect(open.db.query(sql`select ${1}::int`, [2])).rejects.toThrow();
    });
  },
);
