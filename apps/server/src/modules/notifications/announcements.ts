import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import { siteOrigin } from '../accounts/index.ts';
import { queueMail } from '../mail/index.ts';
import type { SitesService } from '../sites/index.ts';
import { renderNotificationMail } from './notification-mails.ts';
import { membersToAnnounce } from './notifications.repo.ts';
import { makeUnsubscribeToken } from './unsubscribe-token.ts';

/** The notification types nothing in the app sends by itself: an operator announces them. */
export const ANNOUNCEMENT_TYPES = ['promotions', 'news'] as const;

/** One announcement: the site's domain, its type, and the operator's subject and text. */
export const ZAnnouncement = z.strictObject({
  site: z.string().trim().toLowerCase().min(1).max(253),
  type: z.enum(ANNOUNCEMENT_TYPES),
  // One line: a subject is a mail header.
  subject: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .refine((s) => !/[\r\n]/.test(s), 'The subject must be one line.'),
  body: z.string().trim().min(1).max(10_000),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** `--site <domain> --type promotions|news --subject ... --body ...` (npm run notify). */
export function announcementFromArgs(args: string[]): TAnnouncement {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      site: { type: 'string' },
      type: { type: 'string' },
      subject: { type: 'string' },
      body: { type: 'string' },
    },
  });
  return ZAnnouncement.parse(values);
}

/**
 * Queues one mail per member of the site who has the type on and mail not stopped, in one
 * transaction (all or none): each a durable mail job in the member's language and the site's
 * branding, with the operator's subject and text, the unsubscribe link for the type and the
 * RFC 8058 headers. Answers how many were queued.
 */
export async function queueAnnouncement(
  deps: { db: Db; config: TConfig; sites: SitesService; secret: string },
  input: TAnnouncement,
): Promise<{ site: string; queued: number }> {
  const announcement = ZAnnouncement.parse(input);
  const site = (await deps.sites.all()).find((s) => s.domain === announcement.site);
  if (!site) throw new Error(`No site has the domain ${announcement.site}.`);
  const origin = siteOrigin(deps.config, site);
  return deps.db.transaction(async (tx) => {
    const members = await membersToAnnounce(tx, site.id, announcement.type);
    for (const member of members) {
      await queueMail(
        tx,
        renderNotificationMail(announcement.type, {
          site,
          origin,
          locale: member.language,
          to: member.email,
          name: member.name,
          path: '/members',
          unsubscribeToken: makeUnsubscribeToken(deps.secret, member.id, announcement.type),
          params: { subject: announcement.subject, body: announcement.body },
        }),
      );
    }
    return { site: site.domain, queued: members.length };
  });
}
