import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';
import { changeCredits, InsufficientCreditsError } from './credits-ledger.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the credits ledger', () => {
  it('keeps the balance non-negative and equal to the ledger under concurrent changes', async () => {
    const m = await signUpMember(t.app, t.db, { email: 'ledger@credits.test', name: 'Lena' });
    await t.db.transaction((tx) =>
      changeCredits(tx, { memberId: m.id, delta: 97, reason: 'test_grant' }),
    );
    // 100 credits (3 of them free); 150 spends of 1 and 20 grants of 1, all at once, none
    // holding any other lock.
    const results = await Promise.allSettled([
      ...Array.from({ length: 150 }, () =>
        t.db.transaction((tx) =>
          changeCredits(tx, { memberId: m.id, delta: -1, reason: 'test_spend' }),
        ),
      ),
      ...Array.from({ length: 20 }, () =>
        t.db.transaction((tx) =>
          changeCredits(tx, { memberId: m.id, delta: 1, reason: 'test_grant' }),
        ),
      ),
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
