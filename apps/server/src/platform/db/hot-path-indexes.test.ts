import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../modules/demo/index.ts';
import { visibleTo } from '../../modules/privacy/index.ts';
import { searchProfiles } from '../../modules/search/index.ts';
import { ZSiteConfig, insertSite } from '../../modules/sites/index.ts';
import { DATABASE_URL, openTestDb, type TTestDb } from '../../test/test-app.ts';
import type { Db, Queryable } from './db.ts';
import { migrate } from './migrate.ts';
import { sql, toStatement } from './sql.ts';

/** Members, each with 4 photos and conversations with the next 5 members. */
const MEMBERS = 3000;
/** A table with at least this many rows must be reached through an index. */
const LARGE = 1000;

/** Whether member `m + 3` sees member `m`: the fragment's text is the same for every member. */
const privacyCheck = (m: number) =>
  sql`select m.id from members m where m.id = ${m} and ${visibleTo('m', m + 3)}`.build();

/**
 * The hot queries (profile page, own photos, the upload limit, the free-conversation count,
 * finding a pair's conversation, the privacy check behind every path that shows a member), in
 * the shape the modules send them.
 */
const HOT: Record<string, [sql: string, params: (member: number) => unknown[]]> = {
  'own photos': [
    `select id, file_key, status, is_private, is_main from photos where member_id = $1
     order by is_main desc, id`,
    (m) => [m],
  ],
  'profile photos': [
    `select file_key, is_private, is_main from photos where member_id = $1
     and (status = 'active' or $2) order by is_main desc, id`,
    (m) => [m, false],
  ],
  'upload limit': ['select count(*)::int as n from photos where member_id = $1', (m) => [m]],
  'free-conversation count': [
    'select count(*)::int as n from conversation_members where member_id = $1 and has_written',
    (m) => [m],
  ],
  "a pair's conversation": [
    `select cm.conversation_id, cm.has_written from conversation_members cm
     where cm.member_id = $1 and cm.partner_id = $2`,
    (m) => [m, m + 3],
  ],
  'member contacts': [
    'select 1 from member_contacts c where c.member_id = $1 and c.contact_id = $2',
    (m) => [m, m + 3],
  ],
  'privacy check': [privacyCheck(0).text, (m) => privacyCheck(m).params],
};

type TPlan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: TPlan[];
};

const nodes = (plan: TPlan): TPlan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

const seqScans = (plan: TPlan) =>
  nodes(plan)
    .filter((n) => n['Node Type'] === 'Seq Scan')
    .map((n) => n['Relation Name']!);

async function seed(db: Db) {
  const site = await insertSite(db, {
    ...DEMO_SITES[0]!,
    config: ZSiteConfig.parse(DEMO_SITES[0]!.config),
    isDemo: true,
  });
  await db.query(
    `insert into members (site_id, email, password_hash, name, status)
     select $1, 'm' || g || '@hot.test', 'x', 'M' || g, 'active' from generate_series(1, $2::int) g`,
    [site, MEMBERS],
  );
  await db.exec(`
    update members set is_invisible = true where id % 7 = 0;
    insert into photos (member_id, file_key, status, is_private, is_main)
      select m.id, md5(m.id || '-' || k), 'active', k > 2, k = 1
      from members m, generate_series(1, 4) k;
    insert into conversations (member_low, member_high)
      select a.id, b.id from members a join members b on b.id between a.id + 1 and a.id + 5;
    insert into conversation_members (conversation_id, member_id, partner_id, has_written, hidden)
      select id, member_low, member_high, true, id % 3 = 0 from conversations
      union all
      select id, member_high, member_low, id % 2 = 0, false from conversations;
    -- Active profiles in 13 countries, one in 13 members each (their trigger copies the search
    -- keys onto the member row, migration 0026), active one minute apart.
    insert into profiles (member_id, status, gender, birth_date, country)
      select id, 'active', case when id % 2 = 0 then 'female' else 'male' end,
             date '1970-01-01' + id % 9000,
             (array['NL','BE','DE','AT','CH','FR','IT','ES','PL','GB','IE','US','CA'])[id % 13 + 1]
      from members;
    update members set last_active_at = now() - make_interval(mins => id), profile_rank = id % 3;
    analyze;
  `);
}

const dbs: { kind: 'pglite' | 'postgres'; test: TTestDb }[] = [];
beforeAll(async () => {
  for (const kind of ['pglite', ...(DATABASE_URL ? (['postgres'] as const) : [])] as const) {
    const test = await openTestDb(kind);
    await migrate(test.db);
    await seed(test.db);
    dbs.push({ kind, test });
  }
}, 120_000);
afterAll(async () => {
  for (const { test } of dbs) await test.drop();
});

describe.each(['pglite', ...(DATABASE_URL ? ['postgres'] : [])])('hot paths on %s', (kind) => {
  it.each(Object.keys(HOT))('%s reads no large table in full', async (name) => {
    const { db } = dbs.find((d) => d.kind === kind)!.test;
    const large = new Set(
      (
        await db.query<{ name: string }>(
          `select relname as name from pg_class
           where relkind = 'r' and relnamespace = current_schema()::regnamespace and reltuples >= $1`,
          [LARGE],
        )
      ).map((r) => r.name),
    );
    expect(large).toContain('photos');
    expect(large).toContain('conversation_members');
    const member = Math.floor(MEMBERS / 2);
    const [sql, params] = HOT[name]!;
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: TPlan }] }>(
      `explain (format json) ${sql}`,
      params(member),
    );
    const plan = row!['QUERY PLAN'][0].Plan;
    expect(
      seqScans(plan).filter((table) => large.has(table)),
      JSON.stringify(plan, null, 1),
    ).toEqual([]);
  });

  // Decision 58: one member in 13 is from the country, so a walk of every active member would
  // pass ~13 for each one kept (page 3: ~950 for the 73 it reads).
  it("walks a country's members alone for a search with a country", async () => {
    const { db } = dbs.find((d) => d.kind === kind)!.test;
    let sent: { text: string; params: unknown[] } | undefined;
    const capture: Queryable = {
      query: async (text, params) => {
        sent = toStatement(text, params);
        return [];
      },
      exec: async () => {},
    };
    await searchProfiles(capture, { country: 'NL', page: 3 }, MEMBERS + 1, '');
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: TPlan }] }>(
      `explain (analyze, format json) ${sent!.text}`,
      sent!.params,
    );
    const plan = row!['QUERY PLAN'][0].Plan;
    const walks = nodes(plan).filter((n) => n['Relation Name'] === 'members');
    expect(
      walks.map((n) => n['Index Name']),
      JSON.stringify(plan, null, 1),
    ).toEqual(['members_search_country']);
    const passed = walks[0]!['Actual Rows']! + (walks[0]!['Rows Removed by Filter'] ?? 0);
    expect(passed).toBeGreaterThanOrEqual(3 * 24 + 1);
    expect(passed).toBeLessThan(150);
  });

  // PostgreSQL plans a prepared statement's first five runs for their values, then keeps one
  // plan for all values if it looks as cheap. An offset sent as a value, which it could see only
  // in those runs, made the kept plan look dearer: every page past the first was planned again
  // (~1 ms, as much as it ran). Decision 65.
  it('a search page by number keeps one plan', async () => {
    const query = { gender: 'female' as const, page: 2 };
    const { db } = dbs.find((d) => d.kind === kind)!.test;
    let text = '';
    const plans = await db.transaction(async (tx) => {
      const watched: Queryable = {
        query: (statement, params) => {
          text = toStatement(statement, params).text;
          return tx.query(statement, params);
        },
        exec: (statement) => tx.exec(statement),
      };
      for (let i = 0; i < 10; i++) await searchProfiles(watched, query, (i % 5) + 1, '');
      // The statements this connection prepared (one transaction keeps one connection).
      const [row] = await tx.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom
         from pg_prepared_statements where statement = $1`,
        [text],
      );
      return row;
    });
    expect(plans).toEqual({ generic: 5, custom: 5 });
  });
});
