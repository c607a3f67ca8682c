/**
 * npm run notify -- --site <domain> --type promotions|news --subject "..." --body "..."
 *
 * An operator's announcement: one mail per member of the site who has the type on and mail not
 * stopped, queued as durable mail jobs that the running server sends (decision 30). Runs with
 * the server's environment (DATABASE_URL or DATA_DIR, UNSUBSCRIBE_SECRET, PUBLIC_URL). PGlite
 * (no DATABASE_URL) is one process's database: stop the server first, then start it to send.
 */
import { loadConfigOrNull } from './config.ts';
import {
  announcementFromArgs,
  queueAnnouncement,
  unsubscribeSecret,
} from './modules/notifications/index.ts';
import { SitesService } from './modules/sites/index.ts';
import { migrate } from './platform/db/migrate.ts';
import { openDb } from './platform/db/open-db.ts';

async function main() {
  let announcement;
  try {
    announcement = announcementFromArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        'Usage: npm run notify -- --site <domain> --type promotions|news --subject <one line> --body <text>',
    );
    // Ends on its own, as for a bad configuration (`loadConfigOrNull`).
    process.exitCode = 64;
    return;
  }
  const config = loadConfigOrNull();
  if (!config) return;
  const db = await openDb(config);
  try {
    await migrate(db);
    const sites = new SitesService(db, {
      defaultDomain: config.DEFAULT_SITE,
      onBadSite: ({ domain, error }) =>
        console.error(`Site ${domain} left out: its row does not parse (${error.message}).`),
    });
    const secret = unsubscribeSecret(config.UNSUBSCRIBE_SECRET, config.DATA_DIR);
    const { site, queued } = await queueAnnouncement({ db, config, sites, secret }, announcement);
    console.log(`${queued} ${announcement.type} mails queued for ${site}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
