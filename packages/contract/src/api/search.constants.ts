// No zod in this module: the browser loads it (decision 41).

/**
 * The fields of GET /api/search.php's query (`ZSearchQuery`, checked equal in search.test.ts):
 * what a search page takes from its address. Anything else in the address (an ad's tracking
 * parameters, say) is not the search's and is left out of the call.
 */
export const SEARCH_QUERY_FIELDS = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'page',
  'after',
  'before',
] as const;

/** Members on a page of the search. */
export const SEARCH_PAGE_SIZE = 24;
