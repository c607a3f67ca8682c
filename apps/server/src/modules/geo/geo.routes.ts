import type { FastifyInstance } from 'fastify';
import { INTERESTS } from '@cupido/contract';
import { constantAnswer } from '../../http/constant-answer.ts';
import { route } from '../../http/route.ts';
import { reverseGeocode } from './reverse-geocode.ts';
import { countryMap } from './country-map.ts';
import { regionsResponse } from '../geo/regions.ts';

/** Reference lists the web app loads once and caches (spec section 7). */
export async function geoRoutes(app: FastifyInstance) {
  const interests = constantAnswer({ interests: [...INTERESTS] });
  route(app, 'GET /api/interests.php', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return interests;
  });

  const regions = constantAnswer(regionsResponse());
  route(app, 'GET /api/regions.php', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return regions;
  });

  route(app, 'GET /api/country-map.php', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return countryMap(request.query.country);
  });

  route(
    app,
    'GET /api/geocode.php',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { geocode: reverseGeocode(request.query.lat, request.query.lon) };
    },
  );
}
