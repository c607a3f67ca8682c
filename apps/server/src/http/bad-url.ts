import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, resolveLocale, type TLocale } from '@cupido/contract';
import { translate } from '@cupido/i18n';
import { escapeHtml as escape } from '../modules/mail/index.ts';
import type { SitesService, TSite } from '../modules/sites/index.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { errorBody } from './error-handler.ts';
import { securityHeaders } from './security-headers.ts';

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * Fastify's `frameworkErrors`: an address its router cannot decode (a bad %-escape such as
 * /members/%ZZ) never reaches the routes or their hooks, and Fastify answered it with its own
 * English JSON. It is answered like any address that leads nowhere: the one error shape
 * ('not_found'), in the visitor's language and site, with the security headers and request id;
 * a browser asking for a page gets the same as a plain page that leads home.
 */
export function badUrlHandler(sites: () => SitesService, isHttps: boolean) {
  const headers = securityHeaders(isHttps);
  return (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const site: TSite | null = sites().resolveCached(request.headers.host);
    const locale = resolveLocale({
      cookie: LOCALE_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1],
      acceptLanguage: request.headers['accept-language'],
      domainLanguage: site?.config.domain_language,
    });
    void reply.code(404).headers(headers).header('x-request-id', request.id);
    const page =
      !request.url.startsWith('/api/') && /text\/html/.test(request.headers.accept ?? '');
    if (page)
      return void reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(notFoundPage(locale, site));
    void reply
      .type('application/json; charset=utf-8')
      .send(errorBody({ locale, site: site as TSite }, new AppError('not_found')));
  };
}

/** A page without the app (its router cannot take the address): what it is, and the way home. */
function notFoundPage(locale: TLocale, site: TSite | null): string {
  const heading = escape(translate(locale, 'error.not_found'));
  const name = site ? escape(site.config.name) : '';
  const color = site?.config.theme_color ?? '#c2185b';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${name ? `${heading} | ${name}` : heading}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#222;text-align:center;padding:15vh 16px">
<p style="font-size:64px;font-weight:bold;color:${escape(color)};margin:0" aria-hidden="true">404</p>
<h1 style="font-size:24px;font-weight:normal">${heading}</h1>
<p><a href="/" style="display:inline-block;background:${escape(color)};color:#fff;text-decoration:none;padding:12px 24px;border-radius:24px">${escape(translate(locale, 'error.back_home'))}</a></p>
</body></html>`;
}
