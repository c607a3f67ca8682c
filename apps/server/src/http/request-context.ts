import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE, resolveLocale, ZDomain, type TLocale } from '@cupido/contract';
import type { TConfig } from '../config.ts';
import { ipCountry } from '../platform/geo/ip-country.ts';
import type { SitesService, TSite } from '../modules/sites/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    site: TSite;
    locale: TLocale;
    /** True when the request carried a supported locale cookie. */
    hasLocaleCookie: boolean;
    geoipCountry: string | null;
  }
}

/**
 * Resolves every request's site (Host header; `?domain=` outside production), locale (cookie,
 * then browser language, then the site's language) and geoip country.
 */
export const requestContext = fp(
  async (app: FastifyInstance, opts: { config: TConfig; sites: SitesService }) => {
    app.decorateRequest('site', null as unknown as TSite);
    app.decorateRequest('locale', 'en');
    app.decorateRequest('hasLocaleCookie', false);
    app.decorateRequest('geoipCountry', null);

    app.addHook('onRequest', async (request) => {
      const forced = opts.config.isProduction
        ? undefined
        : ZDomain.safeParse((request.query as Record<string, unknown> | undefined)?.domain).data;
      request.site = await opts.sites.resolve(forced ?? request.hostname);
      const cookie = request.cookies[LOCALE_COOKIE];
      const locale = resolveLocale({
        cookie,
        acceptLanguage: request.headers['accept-language'],
        domainLanguage: request.site.config.domain_language,
      });
      request.locale = locale;
      request.hasLocaleCookie = cookie === locale;
      const header = opts.config.TRUST_PROXY ? request.headers['cf-ipcountry'] : undefined;
      request.geoipCountry =
        typeof header === 'string' && /^[A-Z]{2}$/.test(header) ? header : ipCountry(request.ip);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
