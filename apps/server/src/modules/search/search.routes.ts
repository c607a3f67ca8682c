import type { FastifyInstance } from 'fastify';
import { TRACKING_SOURCE_COOKIE } from '@cupido/contract';
import { route } from '../../http/route.ts';
import type { SearchService } from './search.service.ts';

/**
 * GET /api/search.php: members by gender, country, region and age, by page number; without a
 * chosen country, the site's home countries first.
 */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  route(app, 'GET /api/search.php', async (request) =>
    search.search(request.query, request.session?.memberId ?? null, request.site, {
      trackingSource: request.cookies[TRACKING_SOURCE_COOKIE] !== undefined,
    }),
  );
  route(app, 'GET /api/lander-members.php', async (request) =>
    search.landerMembers(request.query.country, request.site),
  );
}
