import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { openTestDbBefore, type TTestDb } from '../../test/test-app.ts';
import { DEMO_SITES } from '../demo/index.ts';

const INVARIANTS = '0009_ledger_and_message_invariants.sql';

let test: TTestDb;
beforeAll(async () => {
  // The database as it was before the invariants migration.
  test = await openTestDbBefore(INVARIANTS);
});
afterAll(async () => {
  await test?.drop();
});

describe('the invariants migration on existing data', () => {
  it('gives every older ledger row a reference of its own and clamps long message limits', async () => {
    const site = DEMO_SITES[0]!;
    const [{ id: siteId } = { id: 0 }] = await test.db.query<{ id: number }>(
      `insert into sites (domain, config, company) values ($1, $2, $3) returning id`,
      [site.domain, { ...site.config, message_length: 8000 }, site.company],
    );
    const [{ id: memberId } = { id: 0 }] = await test.db.query<{ id: number }>(
      `insert into members (site_id, email, password_hash, name, credits)
       values ($1, 'old@migration.test', 'x', 'Old', 10) returning id`,
      [siteId],
    );
    await test.db.query(
      `insert into credit_ledger (member_id, delta, balance_after, reason, reference) values
       ($1, 3, 3, 'signup_bonus', null), ($1, 5, 8, 'demo_grant', null),
       ($1, 5, 13, 'demo_grant', null), ($1, -3, 10, 'message_text', 'message:1')`,
      [memberId],
    );

    expect(await migrate(test.db)).toContain(INVARIANTS);

    const rows = await test.db.query<{ id: number; reason: string; reference: string }>(
      'select id, reason, reference from credit_ledger where member_id = $1 order by id',
      [memberId],
    );
    expect(rows.map((r) => r.reference)).toEqual([
      `member:${memberId}`,
      `ledger:${rows[1]!.id}`,
      `ledger:${rows[2]!.id}`,
      'message:1',
    ]);
    const [config] = await test.db.query<{ n: number }>(
      `select (config->>'message_length')::int as n from sites where id = $1`,
      [siteId],
    );
    expect(config!.n).toBe(5000);
  });
});
