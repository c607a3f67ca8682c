import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INTERESTS,
  ZApiError,
  ZGeocodeQuery,
  ZGeocodeResponse,
  ZInterestsResponse,
  ZRegionsResponse,
  ZCountryMapQuery,
  ZCountryMapResponse,
} from '@cupido/contract';
import { reverseGeocode } from './reverse-geocode.ts';
import { countryMap } from './country-map.ts';
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

  app.get(
    '/api/country-map.php',
    {
      schema: {
        summary: 'The towns of a country placed on a drawing of it, for the map lander',
        querystring: ZCountryMapQuery,
        response: { 200: ZCountryMapResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return countryMap(request.query.country);
    },
  );

  app.get(
    '/api/geocode.php',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary:
          'The town, region and country of a position, from the offline dataset (spec section 7)',
        querystring: ZGeocodeQuery,
        response: { 200: ZGeocodeResponse, 400: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { geocode: reverseGeocode(request.query.lat, request.query.lon) };
    },
  );
};
