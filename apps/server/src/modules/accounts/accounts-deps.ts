import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import type { TSite } from '../sites/index.ts';

/** What the account use cases need. */
export type TAccountsDeps = { db: Db; config: TConfig };

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
