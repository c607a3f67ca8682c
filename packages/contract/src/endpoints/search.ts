import { defineEndpoints } from '../endpoint.ts';
import { ZSearchQuery, ZSearchResponse } from '../api/search.ts';

/**
 * Members by gender, country, region and age, by page number; without a chosen country, the
 * site's home countries first.
 */
export const searchEndpoints = defineEndpoints({
  'GET /api/search.php': {
    summary: 'Search members',
    query: ZSearchQuery,
    response: ZSearchResponse,
    errors: [400],
  },
});
