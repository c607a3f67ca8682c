import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERESTS, ZInterestsResponse, ZRegionsResponse } from '@cupido/contract';
import { regionsResponse } from '../geo/regions.ts';

/** Reference lists the web app loads once and caches (spec section 7). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/interests.php',
    {
      schema: {
        summary: 'The interests a profile can list',
        response: { 200: ZInterestsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { interests: [...INTERESTS] };
    },
  );

  const regions = regionsResponse();
  app.get(
    '/api/regions.php',
    {
      schema: {
        summary: 'First-level regions of the 15 countries, with the local word for a region',
        response: { 200: ZRegionsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return regions;
    },
  );
};
