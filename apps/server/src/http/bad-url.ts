import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, resolveLocale } from '@cupido/contract';
import type { SitesService, TSite } from '../modules/sites/index.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { errorBody } from './error-handler.ts';
import { securityHeaders } from './security-headers.ts';

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * Fastify's `frameworkErrors`: an address its router cannot decode (a bad %-escape such as
 * /members/%ZZ) never reaches the routes or their hooks, and Fastify answered it with its own
 * English JSON. It is answered like any address that leads nowhere: the one error shape
 * ('not_found'), in the visitor's language and site, with the security headers and request id.
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
    const body = errorBody({ locale, site: site as TSite }, new AppError('not_found'));
    void reply
      .code(404)
      .headers(headers)
      .header('x-request-id', request.id)
      .type('application/json; charset=utf-8')
      .send(body);
  };
}
