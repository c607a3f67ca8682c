import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    /** Looked up when first read: most answers never need it. */
    readonly geoipCountry: string | null;
  }
}

/** A request's geoip country once looked up (undefined: not yet). */
const geoip = new WeakMap<FastifyRequest, string | null>();

/**
 * Resolves every request's site (Host header; `?domain=` outside production), locale (cookie,
 * then browser language, then the site's language) and geoip country. A callback hook, not an
 * async one: the site is almost always known at once (the sites are cached), and the request
 * goes on without waiting for a promise.
 */
export const requestContext = fp(
  async (app: FastifyInstance, opts: { config: TConfig; sites: SitesService }) => {
    app.decorateRequest('site', null as unknown as TSite);
    app.decorateRequest('locale', 'en');
    app.decorateRequest('hasLocaleCookie', false);
    app.decorateRequest('geoipCountry', {
      getter(this: FastifyRequest) {
        let country = geoip.get(this);
        if (country === undefined) {
          const header = opts.config.TRUST_PROXY ? this.headers['cf-ipcountry'] : undefined;
          country =
            typeof header === 'string' && /^[A-Z]{2}$/.test(header) ? header : ipCountry(this.ip);
          geoip.set(this, country);
        }
        return country;
      },
    });

    function settle(request: FastifyRequest, site: TSite) {
      request.site = site;
      const cookie = request.cookies[LOCALE_COOKIE];
      const locale = resolveLocale({
        cookie,
        acceptLanguage: request.headers['accept-language'],
        domainLanguage: site.config.domain_language,
      });
      request.locale = locale;
      request.hasLocaleCookie = cookie === locale;
    }

    app.addHook('onRequest', (request, _reply, done) => {
      const domain = (request.query as Record<string, unknown> | undefined)?.domain;
      const forced =
        opts.config.isProduction || domain === undefined
          ? undefined
          : ZDomain.safeParse(domain).data;
      const host = forced ?? request.hostname;
      const site = opts.sites.resolveCached(host);
      if (site) {
        settle(request, site);
        done();
        return;
      }
      opts.sites.resolve(host).then((resolved) => {
        settle(request, resolved);
        done();
      }, done);
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
