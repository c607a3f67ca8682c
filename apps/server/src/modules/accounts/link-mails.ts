import type { TLocale } from '@cupido/contract';
import type { TConfig } from '../../config.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail, type TMailKind } from '../mail/index.ts';
import type { SitesService, TSite } from '../sites/index.ts';
import { findAccount } from './accounts.repo.ts';
import { makeLinkToken } from './tokens.ts';
import type { TTokenPurpose } from './tokens.repo.ts';

export const SEND_LINK_MAIL = 'send_link_mail';

type TLinkMailJob = { tokenId: number; siteId: number; locale: TLocale };

/**
 * The origin of links in mails: always the site's own domain (never the request's Host header,
 * which a client controls), with PUBLIC_URL's scheme and port, or http and PORT in development.
 */
export function siteOrigin(config: TConfig, site: TSite): string {
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    return `${url.protocol}//${site.domain}${url.port ? `:${url.port}` : ''}`;
  }
  return `http://${site.domain}:${config.PORT}`;
}

/** Each kind of link: its mail and the page it opens. */
const LINKS: Record<TTokenPurpose, { mail: TMailKind; path: string }> = {
  activation: { mail: 'activation', path: '/api/activate.php' },
  password_reset: { mail: 'password_reset', path: '/reset-password/do' },
  email_change: { mail: 'email_change', path: '/mail-change/do' },
  reactivation: { mail: 'deletion', path: '/account-deleted' },
};

/**
 * Queues the mail of an open token row in the caller's transaction. The job holds the row's id,
 * the site and the language, never a token: a dump of the database opens no account.
 */
export function queueLinkMail(
  tx: Queryable,
  tokenId: number,
  ctx: { siteId: number; locale: TLocale },
): Promise<void> {
  const job: TLinkMailJob = { tokenId, siteId: ctx.siteId, locale: ctx.locale };
  return enqueueJob(tx, SEND_LINK_MAIL, job);
}

/**
 * Sends a link mail: makes the token (only its hash is stored), renders and sends. A row that was
 * used, voided or has expired by then gets no mail, since its link would not work.
 */
export function sendLinkMailJob(deps: {
  db: Db;
  config: TConfig;
  sites: SitesService;
  mailer: Mailer;
}): TJobHandler {
  return async (payload) => {
    const job = payload as TLinkMailJob;
    const link = await makeLinkToken(deps.db, job.tokenId);
    if (!link) return;
    const account = await findAccount(deps.db, link.memberId);
    if (!account) return;
    const site = await deps.sites.byId(job.siteId);
    const { mail, path } = LINKS[link.purpose];
    await deps.mailer.send(
      renderMail(mail, {
        site,
        locale: job.locale,
        to: link.newEmail ?? account.email,
        name: account.name,
        link: `${siteOrigin(deps.config, site)}${path}?token=${link.token}`,
        params:
          link.purpose === 'reactivation'
            ? {
                date: new Intl.DateTimeFormat(job.locale, { dateStyle: 'long' }).format(
                  link.expiresAt,
                ),
              }
            : {},
      }),
    );
  };
}
