import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { DEMO_SITES } from '../demo/index.ts';

/** The sites table as operators edit it by hand: a row they got wrong, a domain with `www.`. */
let first: TTestApp;
let t: TTestApp;
const log: string[] = [];
beforeAll(async () => {
  first = await createTestApp();
  await first.db.query(
    `insert into sites (domain, is_default, config, company, is_demo)
     values ('bad.example.net', false, '{"name":"Bad"}', '{}', false),
            ('www.other.example', false, $1, $2, false)`,
    [
      JSON.stringify({ ...DEMO_SITES[1]!.config, name: 'Other' }),
      JSON.stringify(DEMO_SITES[1]!.company),
    ],
  );
  // An instance started after the edit reads the table at once (another one within 30 s).
  t = await createTestApp({
    shareDbWith: first,
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await first.close();
});

const siteName = async (host: string) => {
  const res = await t.app.inject({ url: '/api/settings.php', headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json().settings.name as string;
};

describe('the sites table', () => {
  it('leaves out a row that does not parse, names it in the log, and serves every other site', async () => {
    expect(await siteName('hartjes.localhost')).toBe('Hartjes Demo');
    // The bad row's domain gets the default site, not a 500.
    expect(await siteName('bad.example.net')).toBe('Cupido Demo');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const entries = log.map((line) => JSON.parse(line) as { domain?: string; msg: string });
    expect(entries).toContainEqual(
      expect.objectContaining({
        domain: 'bad.example.net',
        msg: 'site bad.example.net left out: its row does not parse',
      }),
    );
  });

  it('gives unknown hosts the site DEFAULT_SITE names, and warns when it names none', async () => {
    const started = async (defaultSite: string) => {
      const lines: string[] = [];
      const app = await createTestApp({
        shareDbWith: first,
        env: { LOG_LEVEL: 'warn', DEFAULT_SITE: defaultSite },
        logStream: { write: (line) => void lines.push(line) },
      });
      const res = await app.app.inject({
        url: '/api/settings.php',
        headers: { host: 'unknown.example' },
      });
      await app.close();
      const warnings = lines
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((entry) => entry.msg.startsWith('DEFAULT_SITE'));
      return { name: res.json().settings.name as string, warnings };
    };
    expect(await started('www.hartjes.localhost')).toEqual({ name: 'Hartjes Demo', warnings: [] });
    // A typo is served by the site marked default, and the log says so by name.
    const typo = await started('hartjes.localhst');
    expect(typo.name).toBe('Cupido Demo');
    expect(typo.warnings).toContainEqual(
      expect.objectContaining({
        domain: 'hartjes.localhst',
        fallback: 'cupido.localhost',
        msg: 'DEFAULT_SITE hartjes.localhst names no site: unknown hosts get cupido.localhost',
      }),
    );
  });

  it('serves a domain stored with www. on both host names', async () => {
    expect(await siteName('www.other.example')).toBe('Other');
    expect(await siteName('other.example')).toBe('Other');
  });

  it('gives a site added from psql its standard offers whatever the search_path', async () => {
    const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
    const schema = row!.schema;
    const codes = await t.db.transaction(async (tx) => {
      // psql on a database whose installation has a schema of its own (DATABASE_SCHEMA).
      await tx.query('set local search_path to pg_catalog');
      const [site] = await tx.query<{ id: number }>(
        `insert into "${schema}".sites (domain, is_default, config, company, is_demo)
         select 'psql.example', false, config, company, false from "${schema}".sites
         where domain = 'hartjes.localhost' returning id`,
      );
      return tx.query<{ code: string }>(
        `select code from "${schema}".discount_codes where site_id = $1 order by code`,
        [site!.id],
      );
    });
    expect(codes).toEqual([{ code: 'TIMEBONUS25' }, { code: 'WELCOME25' }]);
  });
});
