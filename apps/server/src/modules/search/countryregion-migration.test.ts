import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { openTestDbBefore, type TTestDb } from '../../test/test-app.ts';
import { DEMO_SITES } from '../demo/index.ts';

const RENAME = '0029_search_field_countryregion.sql';

let test: TTestDb;
beforeAll(async () => {
  // The database as it was before the filter was renamed.
  test = await openTestDbBefore(RENAME);
});
afterAll(async () => {
  await test?.drop();
});

describe('the countryregion migration on stored sites', () => {
  it('renames the region filter in search_fields, in place, and leaves other sites alone', async () => {
    const [a, b, c] = DEMO_SITES;
    const insert = async (domain: string, config: object) => {
      const [row] = await test.db.query<{ id: number }>(
        `insert into sites (domain, config, company) values ($1, $2, $3) returning id`,
        [domain, config, a!.company],
      );
      return row!.id;
    };
    const renamed = await insert(a!.domain, {
      ...a!.config,
      search_fields: ['gender', 'country', 'region', 'max_age'],
    });
    const without = await insert(b!.domain, { ...b!.config, search_fields: ['gender', 'min_age'] });
    const unset = await insert(c!.domain, { ...c!.config, search_fields: undefined });

    expect(await migrate(test.db)).toContain(RENAME);

    const fields = async (id: number) =>
      (
        await test.db.query<{ f: unknown }>(
          `select config->'search_fields' as f from sites where id = $1`,
          [id],
        )
      )[0]!.f;
    expect(await fields(renamed)).toEqual(['gender', 'country', 'countryregion', 'max_age']);
    expect(await fields(without)).toEqual(['gender', 'min_age']);
    expect(await fields(unset)).toBeNull();
  });
});
