import {
  SEARCH_PAGE_SIZE,
  type TProfileCard,
  type TSearchCursor,
  type TSearchQuery,
} from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { ident, join, rowCount, Sql, sql } from '../../platform/db/sql.ts';
import { searchableBy } from '../privacy/index.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';

export const PAGE_SIZE = SEARCH_PAGE_SIZE;

/**
 * The search order (decision 11): the UTC day of last activity, then completeness
 * (members.profile_rank), then last activity, of the members aliased `a` (`m` in the search, `s`
 * for the page it chose). On `m` it matches the index members_search_fresh_complete expression
 * for expression, so the search walks that index and stops after a page. `asc` is the order
 * turned round, every key at once: the same index walked backwards (a Previous link's page).
 */
const freshCompleteFirst = (a: 'm' | 's', direction: 'desc' | 'asc' = 'desc') =>
  new Sql(
    [
      `(${a}.last_active_at at time zone 'UTC')::date ${direction}, ${a}.profile_rank ${direction},
  ${a}.last_active_at ${direction}, ${a}.id ${direction}`,
    ],
    [],
  );

/**
 * Members from these countries only (`inside`), or from every other country: the two halves of
 * a search that starts with the site's home countries (search.service.ts). The viewer's own
 * country counts among them, read by the search's own statement.
 */
export type TCountryScope = { countries: readonly string[]; inside: boolean };

/**
 * Which rows of the ordered results a call reads: those after a place in the order (keyset:
 * the index walk starts there), the last ones before a place (the walk runs backwards from it;
 * from the very end without one), or by position (a walk past every earlier row).
 */
export type TWindow =
  | { limit: number; offset: number }
  | { limit: number; after: TPlace }
  | { limit: number; before: TPlace | null };

/** A place in the order (TSearchCursor without its half). */
export type TPlace = Omit<TSearchCursor, 'half'>;

/**
 * How many rows a search reads for a window of `limit`: one more, which tells whether another
 * page follows, rounded up to one of two sizes (a member page's few related profiles, or a search
 * page). The count is written into the statement (rowCount), and an offset only when there is
 * one: PostgreSQL keeps a statement's generic plan only when it looks as cheap as a plan made
 * for the values, and with a LIMIT and OFFSET it could not see, it costed that plan for a tenth
 * of the members and planned every search anew (0.5–0.8 ms, more than the search then ran).
 * Two sizes keep the statement texts few.
 */
const rowsRead = (limit: number) => (limit < 8 ? 8 : Math.max(limit, PAGE_SIZE) + 1);

/**
 * Pages by number up to this one have their offset written into the text too, so they keep
 * their plan like the first page (an offset sent as a value costed the plan for a tenth of the
 * members, and the statement was planned at every run: ~1 ms, as much as it ran). Later pages,
 * and an offset that is not a whole number of pages (where the home countries end), keep it as a
 * value and are planned each time: the texts stay at most this many per search, and the walk
 * past many rows costs more than the planning there.
 */
const PAGES_WITH_OWN_TEXT = 10;

const offsetOf = (window: TWindow) => {
  if (!('offset' in window) || window.offset === 0) return sql``;
  const { offset } = window;
  return offset % PAGE_SIZE === 0 && offset < PAGE_SIZE * PAGES_WITH_OWN_TEXT
    ? sql`offset ${rowCount(offset)}`
    : sql`offset ${offset}`;
};

/** A member's age in whole years, from their profile aliased `p` (what cards and profiles show). */
export const AGE = sql`date_part('year', age(p.birth_date))::int`;

/**
 * The photo a card shows, aliased `ph`, of `member` (an id, or SQL naming them): their main
 * photo while active and public.
 */
const publicMainPhotoOf = (member: number | Sql) =>
  sql`ph.member_id = ${member} and ph.is_main and ph.status = 'active' and not ph.is_private`;

/** Joins the public main photo (`ph`, absent when there is none) of the member aliased `m`. */
export const MAIN_PHOTO_JOIN = sql`left join photos ph on ${publicMainPhotoOf(ident('m.id'))}`;

/** A member as a card shows them: an active profile, with its public main photo. */
export const CARD_COLUMNS = sql`m.id, m.name, ${AGE} as age, p.country,
  p.region, p.city, ph.file_key, m.is_fictional`;
export const CARD_JOINS = sql`join profiles p on p.member_id = m.id
  ${MAIN_PHOTO_JOIN}`;

export type TCardRow = {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  file_key: string | null;
  is_fictional: boolean;
};

/** The card of a member row: search results, likes, suggestions and matches show the same. */
export const cardView = (r: TCardRow, cdn: string): TProfileCard => ({
  id: r.id,
  name: r.name,
  age: r.age,
  country: r.country,
  region: r.region,
  city: r.city,
  main_image: r.file_key ? pictureUrl(cdn, r.file_key, 'profile') : null,
  is_fictional: r.is_fictional,
});

/**
 * The where clause of a search: active, searchable by the viewer, matching the filters. It reads
 * the member row alone (`m`): the profile's searched fields are copied there (migration 0026).
 */
function searchFilter(query: TSearchQuery, viewerId: number | null, scope?: TCountryScope) {
  const where = [sql`m.status = 'active'`, sql`m.search_active`, searchableBy('m', viewerId ?? 0)];
  if (query.gender) where.push(sql`m.search_gender = ${query.gender}`);
  if (query.country) where.push(sql`m.search_country = ${query.country}`);
  if (query.countryregion) where.push(sql`m.search_region = ${query.countryregion}`);
  if (scope) {
    const given = sql`${[...scope.countries]}::text[]`;
    const countries =
      viewerId === null
        ? given
        : sql`(${given} || array(select country from profiles where member_id = ${viewerId} and country is not null))`;
    where.push(
      scope.inside
        ? sql`m.search_country = any(${countries})`
        : sql`m.search_country <> all(${countries})`,
    );
  }
  // PostgreSQL plans a search with ages for its values at every run (~1 ms): a plan that cannot
  // see them (bounds computed in a subquery, tried) takes a range for 0.5 % of the members and
  // walked all of them on 100,000 profiles (bench/search.ts, ages 30-40: 2 -> 41 ms). Decision 65.
  if (query.min_age !== undefined)
    where.push(
      sql`m.search_birth_date <= (current_date - make_interval(years => ${query.min_age}))`,
    );
  if (query.max_age !== undefined)
    where.push(
      sql`m.search_birth_date > (current_date - make_interval(years => ${query.max_age} + 1))`,
    );
  return join(where, ' and ');
}

/** How many members match: only for a page past the end, whose offset walked them all anyway. */
export async function countProfiles(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  scope?: TCountryScope,
) {
  const [row] = await db.query<{ n: number }>(
    sql`select count(*)::int as n from members m where ${searchFilter(query, viewerId, scope)}`,
  );
  return row?.n ?? 0;
}

/** A place as the row of the order's keys, to compare with a member's (`<` is after it). */
const placeRow = ({ at, rank, id }: TPlace) =>
  sql`((${at}::timestamp)::date, ${rank}::smallint, ${at}::timestamp at time zone 'UTC', ${id}::int)`;
const KEYS = sql`((m.last_active_at at time zone 'UTC')::date, m.profile_rank, m.last_active_at, m.id)`;

/**
 * Active profiles matching the filters, fresh and complete ones first (an index walk that stops
 * after a page); one row more than a page tells whether another page exists, so no exact count
 * runs on the hot path. A window `before` a place walks backwards and answers the page in the
 * search's order; its `hasMore` says whether members come before that page.
 */
export async function searchProfiles(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdnPrefix: string,
  scope?: TCountryScope,
  window: TWindow = { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
): Promise<{
  profiles: TProfileCard[];
  hasMore: boolean;
  first: TPlace | null;
  last: TPlace | null;
}> {
  let where = searchFilter(query, viewerId, scope);
  // The order's keys as one row, all descending: the index walk starts right after the place
  // (or, backwards, right before it).
  if ('after' in window) where = sql`${where} and ${KEYS} < ${placeRow(window.after)}`;
  const backwards = 'before' in window;
  if (backwards && window.before) where = sql`${where} and ${KEYS} > ${placeRow(window.before)}`;
  const rows = await db.query<TCardRow & { profile_rank: number; at: string }>(
    // The page is chosen on the member rows alone, then its profiles and photos joined: a
    // selective search passes hundreds of members, and only the page's need more.
    sql`select s.id, s.name, ${AGE} as age, p.country, p.region, p.city, ph.file_key,
            s.is_fictional, s.profile_rank,
            to_char(s.last_active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
     from (select m.id, m.name, m.is_fictional, m.profile_rank, m.last_active_at
           from members m
           where ${where}
           order by ${freshCompleteFirst('m', backwards ? 'asc' : 'desc')}
           limit ${rowCount(rowsRead(window.limit))} ${offsetOf(window)}) s
     join profiles p on p.member_id = s.id
     left join photos ph on ${publicMainPhotoOf(ident('s.id'))}
     order by ${freshCompleteFirst('s')}`,
  );
  // Backwards, the row read beyond the page is the earliest of them.
  const page = backwards
    ? rows.slice(Math.max(0, rows.length - window.limit))
    : rows.slice(0, window.limit);
  const place = (r: (typeof rows)[number] | undefined) =>
    r ? { rank: r.profile_rank, at: r.at, id: r.id } : null;
  return {
    hasMore: rows.length > window.limit,
    first: place(page[0]),
    last: place(page.at(-1)),
    profiles: page.map((r) => cardView(r, cdnPrefix)),
  };
}

/**
 * How complete a profile looks in search, 0..2 (decision 11): one point for an active public main
 * photo (what a search card shows), one for an about-me text. The same rule backfilled the column
 * in migration 0008.
 */
const rankOf = (memberId: number) =>
  sql`(exists (select 1 from photos ph where ${publicMainPhotoOf(memberId)}))::int
   + coalesce((select (p.about ~ '\\S')::int from profiles p where p.member_id = ${memberId}), 0)`;

/**
 * Recomputes members.profile_rank. Call it in the transaction that changes a member's photos or
 * about-me text (a future moderation step that activates a photo too), after the change.
 * The member row is locked first, in a statement of its own: a concurrent change of the other
 * input then waits, and the update below reads it committed (one statement alone would compute
 * from the snapshot it started with).
 */
export async function refreshProfileRank(db: Queryable, memberId: number): Promise<void> {
  await db.query('select id from members where id = $1 for update', [memberId]);
  await db.query(
    sql`update members set profile_rank = r.rank
     from (select ${rankOf(memberId)} as rank) r
     where id = ${memberId} and profile_rank <> r.rank`,
  );
}
