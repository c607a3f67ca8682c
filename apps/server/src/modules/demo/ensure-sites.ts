import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import { openStorage } from '../../platform/storage/open-storage.ts';
import { insertSite, ZSiteConfig } from '../sites/index.ts';
import { DEMO_SITES } from './demo-sites.ts';
import { seedDemoMembers } from './demo-members.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoShop } from './demo-shop.ts';
import { countSites } from './demo.repo.ts';

/**
 * First run: an empty sites table gets the demo sites and members (never in production), or in
 * production one default site for PUBLIC_URL's host that the operator then edits.
 */
export async function ensureSites(
  db: Db,
  config: TConfig,
  log: (msg: string) => void = console.log,
) {
  const count = await countSites(db);
  if (count > 0) {
    // Demo sites made before the shop existed get their bundles and methods too.
    if (config.seedDemoData) await seedDemoShop(db);
    return;
  }
  if (config.seedDemoData) {
    const siteIds: number[] = [];
    for (const site of DEMO_SITES) {
      siteIds.push(
        await insertSite(db, { ...site, config: ZSiteConfig.parse(site.config), isDemo: true }),
      );
    }
    const storage = openStorage(config);
    const members = await seedDemoMembers(db, storage, siteIds).finally(() => storage.close());
    await seedDemoChats(db, ZSiteConfig.parse(DEMO_SITES[0]!.config));
    await seedDemoShop(db);
    log(`Demo data created: ${DEMO_SITES.length} sites, ${members} members.`);
    return;
  }
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
      support_email: `support@${domain.includes('.') ? domain : 'example.com'}`,
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
