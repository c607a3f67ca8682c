import {
  decodeSearchCursor,
  encodeSearchCursor,
  LOCALES_BY_COUNTRY,
  type TCountry,
  type TProfileCard,
  type TSearchCursor,
  type TSearchQuery,
} from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import type { TSite } from '../sites/index.ts';
import {
  countProfiles,
  PAGE_SIZE,
  searchProfiles,
  type TCountryScope,
  type TPlace,
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

/** A page of cards, whether more follow, and where the page ended (the next page's cursor). */
type TPage = { profiles: TProfileCard[]; hasMore: boolean; next: TSearchCursor | null };

const endOf = (half: TSearchCursor['half'], last: TPlace | null, hasMore: boolean) =>
  hasMore && last ? { half, ...last } : null;

/**
 * One page of the results with the home countries first, then everyone else: two walks of the
 * same index (one per half), each stopping after a page. A cursor in the home half continues
 * it and, when it runs out, starts the rest from its first member; a cursor in the rest
 * continues the rest alone. By page number, only a page wholly past the home members counts
 * them, to know where the rest starts; a home set that small is cheap to count.
 */
async function homeFirstPage(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdn: string,
  home: readonly string[],
  after: TSearchCursor | null,
): Promise<TPage> {
  const inside: TCountryScope = { countries: home, inside: true };
  const outside: TCountryScope = { countries: home, inside: false };
  if (after?.half === 'rest') {
    const rest = await searchProfiles(db, query, viewerId, cdn, outside, {
      limit: PAGE_SIZE,
      after,
    });
    return { ...rest, next: endOf('rest', rest.last, rest.hasMore) };
  }
  const offset = (query.page - 1) * PAGE_SIZE;
  const first = await searchProfiles(
    db,
    query,
    viewerId,
    cdn,
    inside,
    after ? { limit: PAGE_SIZE, after } : { limit: PAGE_SIZE, offset },
  );
  if (first.hasMore) return { ...first, next: endOf('home', first.last, true) };
  const homeTotal =
    after || first.profiles.length > 0 || offset === 0
      ? offset + first.profiles.length
      : await countProfiles(db, query, viewerId, inside);
  const wanted = PAGE_SIZE - first.profiles.length;
  const rest = await searchProfiles(db, query, viewerId, cdn, outside, {
    limit: wanted,
    offset: after ? 0 : Math.max(0, offset - homeTotal),
  });
  // A page that ends with its last home member continues from there (the rest from its start).
  const next = rest.last
    ? endOf('rest', rest.last, rest.hasMore)
    : endOf('home', first.last, rest.hasMore);
  return { profiles: [...first.profiles, ...rest.profiles], hasMore: rest.hasMore, next };
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
  search(query: TSearchQuery, viewerId: number | null, site: TSite) {
    return searchMembers(this.db, query, viewerId, site);
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
  const pageOf = async (q: TSearchQuery): Promise<TPage> => {
    const after = q.after ? decodeSearchCursor(q.after) : null;
    if (home) return homeFirstPage(db, q, viewerId, cdn, home, after);
    const page = await searchProfiles(
      db,
      q,
      viewerId,
      cdn,
      undefined,
      after ? { limit: PAGE_SIZE, after } : undefined,
    );
    return { ...page, next: endOf('all', page.last, page.hasMore) };
  };
  const { profiles, hasMore, next } = await pageOf(query);
  const seen = (query.page - 1) * PAGE_SIZE + profiles.length;
  const narrowed =
    query.countryregion !== undefined || query.min_age !== undefined || query.max_age !== undefined;
  let similar: TProfileCard[] = [];
  if (query.page === 1 && profiles.length < FEW && narrowed) {
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
  const pastTheEnd = profiles.length === 0 && query.page > 1;
  return {
    profiles,
    page: query.page,
    has_more: hasMore,
    next: next ? encodeSearchCursor(next) : null,
    total: pastTheEnd ? await countProfiles(db, query, viewerId) : hasMore ? seen + 1 : seen,
    similar,
  };
}
