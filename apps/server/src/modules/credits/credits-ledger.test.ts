import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_URL, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { eraseMemberJob } from '../accounts/index.ts';
import { changeCredits, InsufficientCreditsError } from './credits-ledger.ts';

let t: TTestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const member = (name: string) =>
  signUpMember(t.app, t.db, { email: `${name.toLowerCase()}-${++seq}@credits.test`, name });

const grant = (m: TTestMember, delta: number, reference = randomUUID()) =>
  t.db.transaction((tx) =>
    changeCredits(tx, { memberId: m.id, delta, reason: 'test_grant', reference }),
  );

const ledgerOf = (memberId: number | null, references: string[]) =>
  t.db.query<{ member_id: number | null; delta: number; reason: string; reference: string }>(
    `select member_id, delta, reason, reference from credit_ledger
     where reference = any($1::text[]) and member_id is not distinct from $2 order by id`,
    [references, memberId],
  );

describe('the credits ledger', () => {
  it('keeps its rows when the member is erased, with the member reference nulled', async () => {
    const m = await member('Erin');
    const reference = randomUUID();
    await grant(m, 7, reference);
    const before = await ledgerOf(m.id, [`member:${m.id}`, reference]);
    expect(before.map((r) => r.reason)).toEqual(['signup_bonus', 'test_grant']);

    // The erasure job, as it runs 14 days after the member asked.
    await t.db.query(`update members set status = 'pending_deletion' where id = $1`, [m.id]);
    await eraseMemberJob(t.db, t.app.storage)({ memberId: m.id }, {} as never);

    expect(await t.db.query('select 1 from members where id = $1', [m.id])).toHaveLength(0);
    expect(await ledgerOf(null, [`member:${m.id}`, reference])).toEqual(
      before.map((r) => ({ ...r, member_id: null })),
    );
  });

  it('refuses to change or remove a row, also after the member is gone', async () => {
    const m = await member('Uma');
    const reference = randomUUID();
    await grant(m, 5, reference);
    const appendOnly = { message: expect.stringContaining('append-only') };
    for (const sql of [
      'update credit_ledger set delta = 500 where reference = $1',
      'update credit_ledger set member_id = null where reference = $1',
      `update credit_ledger set reference = 'other' where reference = $1`,
      'delete from credit_ledger where reference = $1',
    ])
      await expect(t.db.query(sql, [reference]), sql).rejects.toMatchObject(appendOnly);
    await expect(t.db.query('truncate credit_ledger')).rejects.toMatchObject(appendOnly);

    await t.db.query(`update members set status = 'pending_deletion' where id = $1`, [m.id]);
    await eraseMemberJob(t.db, t.app.storage)({ memberId: m.id }, {} as never);
    for (const sql of [
      'update credit_ledger set delta = 500 where reference = $1',
      'delete from credit_ledger where reference = $1',
    ])
      await expect(t.db.query(sql, [reference]), sql).rejects.toMatchObject(appendOnly);
    expect(await ledgerOf(null, [reference])).toMatchObject([{ delta: 5 }]);
  });

  it('credits a reason and reference only once; the sign-up bonus names its member', async () => {
    const m = await member('Otto');
    const reference = randomUUID();
    await grant(m, 10, reference);
    await expect(grant(m, 10, reference)).rejects.toMatchObject({ code: '23505' });
    // A second sign-up bonus for the same member is the same entry again.
    await expect(
      t.db.transaction((tx) =>
        changeCredits(tx, {
          memberId: m.id,
          delta: 3,
          reason: 'signup_bonus',
          reference: `member:${m.id}`,
          bonus: true,
        }),
      ),
    ).rejects.toMatchObject({ code: '23505' });
    const [row] = await t.db.query<{ credits: number }>(
      'select credits from members where id = $1',
      [m.id],
    );
    expect(row!.credits).toBe(3 + 10);
  });
});

// PGlite runs one transaction at a time, so this passes there whatever the locking does; it runs
// on PostgreSQL (DATABASE_URL), where concurrent transactions can break it.
describe.runIf(DATABASE_URL)('on PostgreSQL: concurrent ledger changes', () => {
  it('keeps the balance non-negative and equal to the ledger under concurrent changes', async () => {
    const m = await member('Lena');
    await grant(m, 97);
    // 100 credits (3 of them free); 150 spends of 1 and 20 grants of 1, all at once, none
    // holding any other lock.
    const results = await Promise.allSettled([
      ...Array.from({ length: 150 }, () =>
        t.db.transaction((tx) =>
          changeCredits(tx, {
            memberId: m.id,
            delta: -1,
            reason: 'test_spend',
            reference: randomUUID(),
          }),
        ),
      ),
      ...Array.from({ length: 20 }, () => grant(m, 1)),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof InsufficientCreditsError)).toBe(true);
    const [row] = await t.db.query<{ credits: number; bonus: number; sum: number; low: number }>(
      `select credits, bonus_credits as bonus,
              (select sum(delta)::int from credit_ledger where member_id = $1) as sum,
              (select min(balance_after)::int from credit_ledger where member_id = $1) as low
       from members where id = $1`,
      [m.id],
    );
    expect(row!.credits).toBe(row!.sum);
    expect(row!.credits).toBe(100 + 20 - (150 - refused.length));
    expect(row!.low).toBeGreaterThanOrEqual(0);
    expect(row!.bonus).toBe(0);
  });
});
