import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZSearchQuery, ZSearchResponse } from '@cupido/contract';
import type { Db } from '../../platform/db/db.ts';
import { PAGE_SIZE, searchProfiles } from './search.repo.ts';

/** Fewer results than this on page 1 of a narrowed search adds similar members. */
const FEW = 6;

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
    async (request) => {
      const { profiles, hasMore } = await searchProfiles(
        db,
        request.query,
        request.session?.memberId ?? null,
        request.site.config.cdn_prefix,
      );
      const seen = (request.query.page - 1) * PAGE_SIZE + profiles.length;
      const { gender, country, region, min_age, max_age, page } = request.query;
      const narrowed = region !== undefined || min_age !== undefined || max_age !== undefined;
      let similar: typeof profiles = [];
      if (page === 1 && profiles.length < FEW && narrowed) {
        const shown = new Set(profiles.map((p) => p.id));
        const wider = await searchProfiles(
          db,
          { page: 1, ...(gender ? { gender } : {}), ...(country ? { country } : {}) },
          request.session?.memberId ?? null,
          request.site.config.cdn_prefix,
        );
        similar = wider.profiles.filter((p) => !shown.has(p.id)).slice(0, 12);
      }
      return { profiles, page, has_more: hasMore, total: hasMore ? seen + 1 : seen, similar };
    },
  );
};
