import {
  decodeSearchCursor,
  encodeSearchCursor,
  LOCALES_BY_COUNTRY,
  searchVisible,
  type TCountry,
  type TProfileCard,
  type TSearchCursor,
  type TSearchQuery,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import type { TSite } from '../sites/index.ts';
import {
  countProfiles,
  PAGE_SIZE,
  searchProfiles,
  type TCountryScope,
  type TPlace,
  type TWindow,
} from './search.repo.ts';

/**
 * The countries a search starts with when the member chose none (decision 23): the site's
 * countries that speak the site's language (the Dutch site: NL and BE; the German one: DE, AT
 * and CH, not the other countries it also serves). The member's own country joins them in the
 * search's statement (TCountryScope).
 */
export function homeCountries(site: TSite): string[] {
  const language = site.config.domain_language.slice(0, 2);
  const home = site.config.countries.filter((c: TCountry) =>
    (LOCALES_BY_COUNTRY[c] as readonly string[]).includes(language),
  );
  return home.length > 0 ? home : [...site.config.countries];
}

/**
 * A page of cards, whether more follow, where the page ended (the next page's cursor) and, when
 * members come before it, where it began (the previous page's cursor).
 */
type TPage = {
  profiles: TProfileCard[];
  hasMore: boolean;
  next: TSearchCursor | null;
  previous: TSearchCursor | null;
};

/** Where a page reads from: by its number, after a place, or before one. */
type TFrom =
  | { after: TSearchCursor; before?: undefined }
  | { before: TSearchCursor; after?: undefined }
  | { after?: undefined; before?: undefined };

const placeIn = (half: TSearchCursor['half'], place: TPlace | null, given = true) =>
  given && place ? { half, ...place } : null;

/** A page read forwards: members come before it unless it is the first by number. */
const forwards = (
  query: TSearchQuery,
  from: TFrom,
  page: Omit<TPage, 'previous'>,
  first: TSearchCursor | null,
): TPage => ({ ...page, previous: from.after || query.page > 1 ? first : null });

/**
 * One page of the results with the home countries first, then everyone else: two walks of the
 * same index (one per half), each stopping after a page. A cursor in the home half continues
 * it and, when it runs out, starts the rest from its first member; a cursor in the rest
 * continues the rest alone. By page number, only a page wholly past the home members counts
 * them, to know where the rest starts; a home set that small is cheap to count. Backwards
 * (`before`), the same the other way round: the rest back to its first member, then the home
 * members back from their last.
 */
async function homeFirstPage(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdn: string,
  home: readonly string[],
  from: TFrom,
): Promise<TPage> {
  const inside: TCountryScope = { countries: home, inside: true };
  const outside: TCountryScope = { countries: home, inside: false };
  const walk = (scope: TCountryScope, window: TWindow) =>
    searchProfiles(db, query, viewerId, cdn, scope, window);
  const { after, before } = from;
  if (before) {
    const rest = before.half === 'rest' ? await walk(outside, { limit: PAGE_SIZE, before }) : null;
    if (rest?.hasMore)
      return {
        ...rest,
        hasMore: true,
        next: placeIn('rest', rest.last),
        previous: placeIn('rest', rest.first),
      };
    const ended = rest?.profiles ?? [];
    const homes = await walk(inside, {
      limit: PAGE_SIZE - ended.length,
      before: before.half === 'home' ? before : null,
    });
    return {
      profiles: [...homes.profiles, ...ended],
      hasMore: true,
      next: rest?.last ? placeIn('rest', rest.last) : placeIn('home', homes.last),
      previous: homes.hasMore
        ? (placeIn('home', homes.first) ?? placeIn('rest', rest?.first ?? null))
        : null,
    };
  }
  if (after?.half === 'rest') {
    const rest = await walk(outside, { limit: PAGE_SIZE, after });
    return forwards(
      query,
      from,
      { ...rest, next: placeIn('rest', rest.last, rest.hasMore) },
      placeIn('rest', rest.first),
    );
  }
  const offset = (query.page - 1) * PAGE_SIZE;
  const first = await walk(
    inside,
    after ? { limit: PAGE_SIZE, after } : { limit: PAGE_SIZE, offset },
  );
  const firstPlace = placeIn('home', first.first);
  if (first.hasMore)
    return forwards(query, from, { ...first, next: placeIn('home', first.last, true) }, firstPlace);
  const homeTotal =
    after || first.profiles.length > 0 || offset === 0
      ? offset + first.profiles.length
      : await countProfiles(db, query, viewerId, inside);
  const wanted = PAGE_SIZE - first.profiles.length;
  const rest = await walk(outside, {
    limit: wanted,
    offset: after ? 0 : Math.max(0, offset - homeTotal),
  });
  // A page that ends with its last home member continues from there (the rest from its start).
  const next = rest.last
    ? placeIn('rest', rest.last, rest.hasMore)
    : placeIn('home', first.last, rest.hasMore);
  return forwards(
    query,
    from,
    { profiles: [...first.profiles, ...rest.profiles], hasMore: rest.hasMore, next },
    firstPlace ?? placeIn('rest', rest.first),
  );
}

/** One page of a search without halves (a chosen country), by number or from either cursor. */
async function plainPage(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdn: string,
  from: TFrom,
): Promise<TPage> {
  const { after, before } = from;
  const window: TWindow | undefined = after
    ? { limit: PAGE_SIZE, after }
    : before
      ? { limit: PAGE_SIZE, before }
      : undefined;
  const page = await searchProfiles(db, query, viewerId, cdn, undefined, window);
  if (before)
    return {
      profiles: page.profiles,
      hasMore: true,
      next: placeIn('all', page.last),
      previous: placeIn('all', page.first, page.hasMore),
    };
  return forwards(
    query,
    from,
    { ...page, next: placeIn('all', page.last, page.hasMore) },
    placeIn('all', page.first),
  );
}

/** Fewer results than this on page 1 of a narrowed search adds similar members. */
const FEW = 6;

/** Member search (spec section 3), by the visibility rules privacy defines. */
export class SearchService {
  private readonly db: Queryable;
  constructor(db: Queryable) {
    this.db = db;
  }

  /**
   * A search page with its paging facts and, when a narrowed search (region or age) finds few
   * members, up to 12 similar ones matching only gender and country (spec section 3). Without a
   * chosen country, the results start with the home countries (homeCountries).
   */
  search(
    query: TSearchQuery,
    viewerId: number | null,
    site: TSite,
    visit: { trackingSource: boolean } = { trackingSource: false },
  ) {
    // Spec section 2: a visitor searches only where the site lets them (logged_out_search, or
    // its traffic-source variant for a visit with a tracking source); the page and the API alike.
    const visible = searchVisible({
      isLoggedIn: viewerId !== null,
      loggedOutSearch: site.config.logged_out_search,
      trafficSourceVariant: site.config.logged_out_search_trafficsource,
      hasTrackingSource: visit.trackingSource,
    });
    if (!visible) throw new AppError('authentication_required');
    return searchMembers(this.db, query, viewerId, site);
  }

  /**
   * The members a lander shows a visitor (spec section 6: visitors may browse landing pages):
   * the country's with a photo, as its public search finds them (the one visibility rule, and
   * fictional profiles say so), whatever the site's logged-out search allows.
   */
  async landerMembers(country: TCountry, site: TSite) {
    const page = await searchMembers(this.db, { country, page: 1 }, null, site);
    return {
      profiles: [...page.profiles, ...page.similar].filter((p) => p.main_image).slice(0, 24),
    };
  }
}

async function searchMembers(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  site: TSite,
) {
  const cdn = site.config.cdn_prefix;
  const home = query.country ? null : homeCountries(site);
  const pageOf = (q: TSearchQuery): Promise<TPage> => {
    const from: TFrom = q.after
      ? { after: decodeSearchCursor(q.after)! }
      : q.before
        ? { before: decodeSearchCursor(q.before)! }
        : {};
    return home
      ? homeFirstPage(db, q, viewerId, cdn, home, from)
      : plainPage(db, q, viewerId, cdn, from);
  };
  let found = await pageOf(query);
  let page = query.page;
  if (query.before) {
    // Backwards to the start: that page is the first, whatever number the link carried. Short
    // of a page there (members left since), the first page is read afresh, full.
    if (!found.previous) page = 1;
    if (!found.previous && found.profiles.length < PAGE_SIZE)
      found = await pageOf({ ...query, before: undefined, page: 1 });
    // Members before it when the link said page 1 (members became active since): page 2, so
    // its Previous link shows.
    else if (found.previous && page === 1) page = 2;
  }
  const { profiles, hasMore, next, previous } = found;
  const seen = (page - 1) * PAGE_SIZE + profiles.length;
  const narrowed =
    query.countryregion !== undefined || query.min_age !== undefined || query.max_age !== undefined;
  let similar: TProfileCard[] = [];
  if (page === 1 && profiles.length < FEW && narrowed) {
    const shown = new Set(profiles.map((p) => p.id));
    const { gender, country } = query;
    const wider = await pageOf({
      page: 1,
      ...(gender ? { gender } : {}),
      ...(country ? { country } : {}),
    });
    similar = wider.profiles.filter((p) => !shown.has(p.id)).slice(0, 12);
  }
  // An empty page past the end has seen nothing: its total is counted, not guessed from the page.
  const pastTheEnd = profiles.length === 0 && page > 1;
  return {
    profiles,
    page,
    has_more: hasMore,
    next: next ? encodeSearchCursor(next) : null,
    previous: previous ? encodeSearchCursor(previous) : null,
    total: pastTheEnd ? await countProfiles(db, query, viewerId) : hasMore ? seen + 1 : seen,
    similar,
  };
}
