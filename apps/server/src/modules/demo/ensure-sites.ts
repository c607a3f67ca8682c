import type { TConfig } from '../../config.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { openStorage } from '../../platform/storage/open-storage.ts';
import { insertSite, ZSiteConfig } from '../sites/index.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoShop } from './demo-shop.ts';
import { countSites, lockFirstRun } from './demo.repo.ts';

/**
 * First run: an empty sites table gets the demo sites and members (never in production), or in
 * production one default site for PUBLIC_URL's host that the operator then edits. Instances that
 * start together on an empty database take turns: one makes the sites, the others find them.
 */
export async function ensureSites(
  db: Db,
  config: TConfig,
  log: (msg: string) => void = console.log,
) {
  const demoSiteIds = await db.transaction(async (tx) => {
    await lockFirstRun(tx);
    if ((await countSites(tx)) > 0) {
      // Demo sites made before the shop existed get their bundles and methods too.
      if (config.seedDemoData) await seedDemoShop(tx);
      return null;
    }
    if (!config.seedDemoData) {
      await insertDefaultSite(tx, config, log);
      return null;
    }
    const siteIds: number[] = [];
    for (const site of DEMO_SITES) {
      siteIds.push(
        await insertSite(tx, { ...site, config: ZSiteConfig.parse(site.config), isDemo: true }),
      );
    }
    await seedDemoShop(tx);
    return siteIds;
  });
  if (!demoSiteIds) return;
  const storage = openStorage(config);
  const members = await seedDemoMembers(db, storage, demoSiteIds).finally(() => storage.close());
  await seedDemoChats(db, ZSiteConfig.parse(DEMO_SITES[0]!.config));
  log(`Demo data created: ${DEMO_SITES.length} sites, ${members} members.`);
}

/** Production's first run: one default site for PUBLIC_URL's host, for the operator to brand. */
async function insertDefaultSite(db: Queryable, config: TConfig, log: (msg: string) => void) {
  const domain = new URL(config.PUBLIC_URL ?? 'http://localhost').hostname;
  await insertSite(db, {
    domain,
    isDefault: true,
    isDemo: false,
    config: ZSiteConfig.parse({
      name: domain,
      domain_language: 'en',
      languages: ['en'],
      index_title: {},
      description: {},
      countries: ['GB'],
      // A host without a dot (localhost) makes no valid address: a reserved placeholder instead.
      support_email: `support@${domain.includes('.') ? domain.replace(/^www\./, '') : 'example.com'}`,
      support_phone: '',
    }),
    company: {
      name: domain,
      address: '',
      kvk: '',
      city: '',
      country: '',
      tradenames: [],
      vat_numbers: [],
      support_phone: '',
      delete_discount: 0,
      added: new Date().toISOString(),
    },
  });
  log(`Created the default site ${domain}; edit its row in the sites table to brand it.`);
}
