import { defineEndpoints } from '../endpoint.ts';
import {
  ZLanderMembersQuery,
  ZLanderMembersResponse,
  ZSearchQuery,
  ZSearchResponse,
} from '../api/search.ts';

/**
 * Members by gender, country, region and age, by page number; without a chosen country, the
 * site's home countries first.
 */
export const searchEndpoints = defineEndpoints({
  'GET /api/search.php': {
    summary: 'Search members',
    query: ZSearchQuery,
    response: ZSearchResponse,
    errors: [400, 401],
  },
  'GET /api/lander-members.php': {
    summary: "The members a lander shows: the country's, with a photo",
    query: ZLanderMembersQuery,
    response: ZLanderMembersResponse,
    errors: [400],
  },
});
