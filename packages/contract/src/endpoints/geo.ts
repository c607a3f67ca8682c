import { defineEndpoints } from '../endpoint.ts';
import {
  ZCountryMapQuery,
  ZCountryMapResponse,
  ZGeocodeQuery,
  ZGeocodeResponse,
  ZInterestsResponse,
  ZRegionsResponse,
} from '../api/catalog.ts';

/** Reference lists the web app loads once and caches (spec section 7). */
export const geoEndpoints = defineEndpoints({
  'GET /api/interests.php': {
    summary: 'The interests a profile can list',
    response: ZInterestsResponse,
  },
  'GET /api/regions.php': {
    summary: 'First-level regions of the 15 countries, with the local word for a region',
    response: ZRegionsResponse,
  },
  'GET /api/country-map.php': {
    summary: 'The towns of a country placed on a drawing of it, for the map lander',
    query: ZCountryMapQuery,
    response: ZCountryMapResponse,
    errors: [400],
  },
  'GET /api/geocode.php': {
    summary:
      'The town, region and country of a position, from the offline dataset (spec section 7)',
    query: ZGeocodeQuery,
    response: ZGeocodeResponse,
    errors: [400],
  },
});
