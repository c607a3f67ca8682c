import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localeOf } from '@cupido/contract';
import { route } from '../../http/route.ts';
import type { SitesService } from './sites.service.ts';

/** The site calls of the contract (`sitesEndpoints`). */
export async function sitesRoutes(
  app: FastifyInstance,
  { sites, pushPublicKey }: { sites: SitesService; pushPublicKey: string | null },
) {
  // Neither call depends on the member (the page renderer asks for both on every page).
  route(app, 'GET /api/settings.php', { config: { session: false } }, async (request, reply) => {
    const site = request.site;
    // Spec section 7: set the language cookie from the domain language when none exists.
    const domainLocale = localeOf(site.config.domain_language);
    if (!request.cookies[LOCALE_COOKIE] && domainLocale) {
      reply.setCookie(LOCALE_COOKIE, domainLocale, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
      });
    }
    reply.header('vary', 'Host, Cookie, Accept-Language');
    return {
      settings: sites.settings(site, {
        locale: request.locale,
        geoipCountry: request.geoipCountry,
        pushPublicKey,
      }),
    };
  });

  route(app, 'GET /api/companyinfo.php', { config: { session: false } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', 'Host');
    return { companyinfo: request.site.company };
  });
}
