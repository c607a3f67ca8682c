import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZSearchQuery, ZSearchResponse } from '@cupido/contract';
import type { Db } from '../../platform/db/db.ts';
import { searchWithSimilar } from './search.repo.ts';

/** GET /api/search.php: members by gender, country, region and age, by page number. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      searchWithSimilar(
        db,
        request.query,
        request.session?.memberId ?? null,
        request.site.config.cdn_prefix,
      ),
  );
};
