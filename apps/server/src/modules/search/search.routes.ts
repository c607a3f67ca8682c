import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZSearchQuery, ZSearchResponse } from '@cupido/contract';
import type { SearchService } from './search.service.ts';

/**
 * GET /api/search.php: members by gender, country, region and age, by page number; without a
 * chosen country, the site's home countries first.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/api/search.php',
    {
      schema: {
        summary: 'Search members',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, 400: ZApiError },
      },
    },
    async (request) =>
      search.search(request.query, request.session?.memberId ?? null, request.site),
  );
};
