import type { TProfileCard, TSearchQuery } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { searchableBy } from '../privacy/visibility.ts';

export const PAGE_SIZE = 24;

/**
 * The search order (decision 11): the UTC day of last activity, then completeness
 * (members.profile_rank), then last activity. It matches the index members_search_fresh_complete
 * expression for expression, so the search walks that index and stops after a page.
 */
const FRESH_COMPLETE_FIRST = `(m.last_active_at at time zone 'UTC')::date desc, m.profile_rank desc,
  m.last_active_at desc, m.id desc`;

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
): Promise<{ profiles: TProfileCard[]; hasMore: boolean }> {
  const params: unknown[] = [viewerId ?? 0];
  const where = [
    `m.status = 'active'`,
    `p.status = 'active'`,
    'm.id <> $1',
    searchableBy('m', '$1'),
  ];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.gender) add('p.gender = ?', query.gender);
  if (query.country) add('p.country = ?', query.country);
  if (query.region) add('p.region = ?', query.region);
  if (query.min_age !== undefined)
    add(`p.birth_date <= (current_date - make_interval(years => ?))`, query.min_age);
  if (query.max_age !== undefined)
    add(`p.birth_date > (current_date - make_interval(years => ? + 1))`, query.max_age);
  params.push(PAGE_SIZE + 1, (query.page - 1) * PAGE_SIZE);
  const rows = await db.query<{
    id: number;
    name: string;
    age: number;
    country: string;
    region: string | null;
    city: string | null;
    file_key: string | null;
    is_fictional: boolean;
  }>(
    `select m.id, m.name, date_part('year', age(p.birth_date))::int as age, p.country, p.region, p.city,
            ph.file_key, m.is_fictional
     from members m
     join profiles p on p.member_id = m.id
     left join photos ph on ph.member_id = m.id and ph.is_main and ph.status = 'active' and not ph.is_private
     where ${where.join(' and ')}
     order by ${FRESH_COMPLETE_FIRST}
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    hasMore: rows.length > PAGE_SIZE,
    profiles: rows.slice(0, PAGE_SIZE).map((r) => ({
      id: r.id,
      name: r.name,
      age: r.age,
      country: r.country,
      region: r.region,
      city: r.city,
      main_image: r.file_key ? `${cdnPrefix}/${r.file_key}-profile.webp` : null,
      is_fictional: r.is_fictional,
    })),
  };
}

/** Fewer results than this on page 1 of a narrowed search adds similar members. */
const FEW = 6;

/**
 * A search page with its paging facts and, when a narrowed search (region or age) finds few
 * members, up to 12 similar ones matching only gender and country (spec section 3).
 */
export async function searchWithSimilar(
  db: Queryable,
  query: TSearchQuery,
  viewerId: number | null,
  cdnPrefix: string,
) {
  const { profiles, hasMore } = await searchProfiles(db, query, viewerId, cdnPrefix);
  const seen = (query.page - 1) * PAGE_SIZE + profiles.length;
  const narrowed =
    query.region !== undefined || query.min_age !== undefined || query.max_age !== undefined;
  let similar: TProfileCard[] = [];
  if (query.page === 1 && profiles.length < FEW && narrowed) {
    const shown = new Set(profiles.map((p) => p.id));
    const { gender, country } = query;
    const wider = await searchProfiles(
      db,
      { page: 1, ...(gender ? { gender } : {}), ...(country ? { country } : {}) },
      viewerId,
      cdnPrefix,
    );
    similar = wider.profiles.filter((p) => !shown.has(p.id)).slice(0, 12);
  }
  return {
    profiles,
    page: query.page,
    has_more: hasMore,
    total: hasMore ? seen + 1 : seen,
    similar,
  };
}
