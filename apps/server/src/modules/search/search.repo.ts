import type { TProfileCard, TSearchCursor, TSearchQuery } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { searchableBy } from '../privacy/index.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';

export const PAGE_SIZE = 24;

/**
 * The search order (decision 11): the UTC day of last activity, then completeness
 * (members.profile_rank), then last activity. It matches the index members_search_fresh_complete
 * expression for expression, so the search walks that index and stops after a page.
 */
const FRESH_COMPLETE_FIRST = `(m.last_active_at at time zone 'UTC')::date desc, m.profile_rank desc,
  m.last_active_at desc, m.id desc`;

/**
 * Members from these countries only (`inside`), or from every other country: the two halves of
 * a search that starts with the site's home countries (search.service.ts).
 */
export type TCountryScope = { countries: readonly string[]; inside: boolean };

/**
 * Which rows of the ordered results a call reads: those after a place in the order (keyset:
 * the index walk starts there), or by position (a walk past every earlier row).
 */
export type TWindow = { limit: number; offset: number } | { limit: number; after: TPlace };

/** A place in the order (TSearchCursor without its half). */
export type TPlace = Omit<TSearchCursor, 'half'>;

/** The where clause of a search: active, searchable by the viewer, matching the filters. */
function searchFilter(query: TSearchQuery, viewerId: number | null, scope?: TCountryScope) {
  const params: unknown[] = [viewerId ?? 0];
  const where = [`m.status = 'active'`, `p.status = 'active'`, searchableBy('m', '$1')];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.gender) add('p.gender = ?', query.gender);
  if (query.country) add('p.country = ?', query.country);
  if (query.region) add('p.region = ?', query.region);
  if (scope)
    add(scope.inside ? 'p.country = any(?::text[])' : 'p.country <> all(?::text[])', [
      ...scope.countries,
    ]);
  if (query.min_age !== undefined)
    add(`p.birth_date <= (current_date - make_interval(years => ?))`, query.min_age);
  if (query.max_age !== undefined)
    add(`p.birth_date > (current_date - make_interval(years => ? + 1))`, query.max_age);
  return { where: where.join(' and '), params };
}

/** How many members match: only for a page past the end, whose offset walked them all anyway. */
export async function countProfiles(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  scope?: TCountryScope,
) {
  const { where, params } = searchFilter(query, viewerId, scope);
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from members m join profiles p on p.member_id = m.id where ${where}`,
    params,
  );
  return row?.n ?? 0;
}

/**
 * Active profiles matching the filters, fresh and complete ones first (an index walk that stops
 * after a page); one row more than a page tells whether another page exists, so no exact count
 * runs on the hot path.
 */
export async function searchProfiles(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdnPrefix: string,
  scope?: TCountryScope,
  window: TWindow = { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
): Promise<{ profiles: TProfileCard[]; hasMore: boolean; last: TPlace | null }> {
  const filter = searchFilter(query, viewerId, scope);
  const { params } = filter;
  let { where } = filter;
  if ('after' in window) {
    // The order's keys as one row, all descending: the index walk starts right after the place.
    const { at, rank, id } = window.after;
    params.push(at, rank, id);
    const [a, r, i] = [params.length - 2, params.length - 1, params.length];
    where += ` and ((m.last_active_at at time zone 'UTC')::date, m.profile_rank, m.last_active_at, m.id)
      < (($${a}::timestamp)::date, $${r}::smallint, $${a}::timestamp at time zone 'UTC', $${i}::int)`;
  }
  params.push(window.limit + 1, 'offset' in window ? window.offset : 0);
  const rows = await db.query<{
    id: number;
    name: string;
    age: number;
    country: string;
    region: string | null;
    city: string | null;
    file_key: string | null;
    is_fictional: boolean;
    profile_rank: number;
    at: string;
  }>(
    `select m.id, m.name, date_part('year', age(p.birth_date))::int as age, p.country, p.region, p.city,
            ph.file_key, m.is_fictional, m.profile_rank,
            to_char(m.last_active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
     from members m
     join profiles p on p.member_id = m.id
     left join photos ph on ph.member_id = m.id and ph.is_main and ph.status = 'active' and not ph.is_private
     where ${where}
     order by ${FRESH_COMPLETE_FIRST}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const page = rows.slice(0, window.limit);
  const end = page.at(-1);
  return {
    hasMore: rows.length > window.limit,
    last: end ? { rank: end.profile_rank, at: end.at, id: end.id } : null,
    profiles: page.map((r) => ({
      id: r.id,
      name: r.name,
      age: r.age,
      country: r.country,
      region: r.region,
      city: r.city,
      main_image: r.file_key ? pictureUrl(cdnPrefix, r.file_key, 'profile') : null,
      is_fictional: r.is_fictional,
    })),
  };
}

/** The country a member gave in their profile. */
export async function memberCountry(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ country: string }>(
    'select country from profiles where member_id = $1',
    [memberId],
  );
  return row?.country ?? null;
}

/**
 * How complete a profile looks in search, 0..2 (decision 11): one point for an active public main
 * photo (what a search card shows), one for an about-me text. The same rule backfilled the column
 * in migration 0008.
 */
const rankOf = (memberId: string) =>
  `(exists (select 1 from photos ph
            where ph.member_id = ${memberId} and ph.is_main and ph.status = 'active' and not ph.is_private))::int
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
    `update members set profile_rank = r.rank
     from (select ${rankOf('$1')} as rank) r
     where id = $1 and profile_rank <> r.rank`,
    [memberId],
  );
}
