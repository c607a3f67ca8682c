import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  localeOf,
  ZApiError,
  ZCompanyInfoResponse,
  ZSettingsQuery,
  ZSettingsResponse,
} from '@cupido/contract';
import type { SitesService } from './sites.service.ts';

export const sitesRoutes: FastifyPluginAsyncZod<{
  sites: SitesService;
  pushPublicKey: string | null;
}> = async (app, { sites, pushPublicKey }) => {
  // Neither call depends on the member (the page renderer asks for both on every page).
  app.get(
    '/api/settings.php',
    {
      config: { session: false },
      schema: {
        summary: 'Public settings of the site that serves the Host header (spec section 7)',
        querystring: ZSettingsQuery,
        response: { 200: ZSettingsResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/companyinfo.php',
    {
      config: { session: false },
      schema: {
        summary: "The operator's company info for the site of the Host header",
        response: { 200: ZCompanyInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Host');
      return { companyinfo: request.site.company };
    },
  );
};
