import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate.ts';
import { openTestDb, type TTestDb } from '../../test/test-app.ts';
import { ZSiteConfig, insertSite } from '../sites/index.ts';
import { seedDemoShop } from './demo-shop.ts';
import { DEMO_SITES } from './demo-sites.ts';

let t: TTestDb;

beforeAll(async () => {
  t = await openTestDb();
  await migrate(t.db);
  for (const site of DEMO_SITES)
    await insertSite(t.db, { ...site, config: ZSiteConfig.parse(site.config), isDemo: true });
  await seedDemoShop(t.db);
  await seedDemoShop(t.db);
});
afterAll(async () => {
  await t.drop();
});

/** Where a local method works (issue 10: each method only where it works). */
const ONLY_IN: Record<string, string[]> = {
  ideal: ['NL'],
  bancontact: ['BE'],
  giropay: ['DE'],
  eps: ['AT'],
  blik: ['PL'],
  prezelewy24: ['PL'],
  cartebancaire: ['FR'],
  nexi: ['IT'],
};
const EURO = ['NL', 'BE', 'IE', 'DE', 'AT', 'IT', 'FR', 'ES'];

describe('the demo shop', () => {
  it('gives every country of every demo site four bundles in its one currency, one popular, once', async () => {
    const rows = await t.db.query<{
      country: string;
      n: number;
      popular: number;
      currencies: number;
    }>(
      `select country, count(*)::int as n, count(*) filter (where popular)::int as popular,
         count(distinct currency)::int as currencies
       from credit_bundles group by site_id, country`,
    );
    const countries = DEMO_SITES.flatMap((s) => s.config.countries ?? []);
    expect(rows).toHaveLength(countries.length);
    for (const r of rows) expect(r).toMatchObject({ n: 4, popular: 1, currencies: 1 });
    const [pln] = await t.db.query<{ currency: string }>(
      `select distinct currency from credit_bundles where country = 'PL'`,
    );
    expect(pln!.currency).toBe('PLN');
  });

  it('offers each local method only where it works, and SEPA only in euro countries', async () => {
    const rows = await t.db.query<{ country: string; method: string }>(
      'select country, method from payment_methods',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { country, method } of rows) {
      if (ONLY_IN[method]) expect(ONLY_IN[method], `${method} in ${country}`).toContain(country);
      if (method === 'sct' || method === 'sdd') expect(EURO).toContain(country);
    }
    const nl = rows.filter((r) => r.country === 'NL').map((r) => r.method);
    expect(nl).toEqual(expect.arrayContaining(['ideal', 'mastercard', 'paypal']));
  });
});
