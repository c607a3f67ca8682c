import type { TMemberProfile } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { regionsOf } from '../geo/index.ts';
import type { TSite } from '../sites/index.ts';
import { blockedBy, visibleTo } from '../privacy/index.ts';
import { searchProfiles } from '../search/index.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';

const DETAIL_FIELDS = [
  'gender',
  'sexuality',
  'hair',
  'eyes',
  'body',
  'relationship',
  'tattoos',
  'reason',
] as const;

type TRow = {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  about: string;
  interests: string[];
  is_fictional: boolean;
  visible: boolean;
  blocked_me: boolean;
  blocked_by_me: boolean;
} & Record<(typeof DETAIL_FIELDS)[number], string | boolean | null>;

/** Up to 6 members like this one, by the search's own rules (so blocks and modes hold). */
async function relatedProfiles(db: Queryable, row: TRow, viewerId: number, cdn: string) {
  const gender = row.gender === 'male' || row.gender === 'female' ? row.gender : undefined;
  const { profiles } = await searchProfiles(
    db,
    { country: row.country as never, ...(gender ? { gender } : {}), page: 1 },
    viewerId || null,
    cdn,
  );
  return profiles.filter((p) => p.id !== row.id).slice(0, 6);
}

type TViewer = { id: number; isPremium: boolean } | null;

async function viewerOf(db: Queryable, memberId: number | null): Promise<TViewer> {
  if (memberId === null) return null;
  const [row] = await db.query<{ paid_user: boolean }>(
    'select paid_user from members where id = $1',
    [memberId],
  );
  return { id: memberId, isPremium: row?.paid_user ?? false };
}

/**
 * A member's profile as this viewer may see it (spec sections 1, 4 and 6): the blocked party is
 * told so (unless the blocker is one they could not see anyway: then the page does not exist);
 * only active members have a page; invisible and private ones exist only for their contacts;
 * visitors see the main photo; free members see private photos as locked, blurred thumbnails;
 * premium members see all.
 */
export async function loadMemberProfile(
  db: Queryable,
  id: number,
  viewerMemberId: number | null,
  site: TSite,
): Promise<TMemberProfile> {
  const viewer = await viewerOf(db, viewerMemberId);
  const viewerId = viewer?.id ?? 0;
  const [row] = await db.query<TRow>(
    `select m.id, m.name, date_part('year', age(p.birth_date))::int as age, p.country, p.region, p.city, p.about,
            p.interests, m.is_fictional, ${DETAIL_FIELDS.map((f) => `p.${f}`).join(', ')},
            ${visibleTo('m', '$2')} as visible,
            ${blockedBy('m', '$2')} as blocked_me,
            exists (select 1 from blocks where blocker_id = $2 and blocked_id = m.id) as blocked_by_me
     from members m join profiles p on p.member_id = m.id
     where m.id = $1 and (m.id = $2 or (m.status = 'active' and p.status = 'active'))`,
    [id, viewerId],
  );
  if (!row) throw new AppError('not_found');
  if (row.blocked_me) throw new AppError('blocked_by_member', { params: { name: row.name } });
  if (!row.visible && !row.blocked_by_me) throw new AppError('not_found');

  const isOwn = row.id === viewerId;
  // The blocker may open the page of someone they blocked, to unblock them, but sees nothing more.
  const bare = !row.visible && row.blocked_by_me;
  const photos = await db.query<{ file_key: string; is_private: boolean; is_main: boolean }>(
    `select file_key, is_private, is_main from photos where member_id = $1 and (status = 'active' or $2)
     order by is_main desc, id`,
    [id, isOwn],
  );
  const cdn = site.config.cdn_prefix;
  const shown = bare ? [] : viewer ? photos : photos.filter((p) => p.is_main && !p.is_private);
  const allowed = new Set(
    site.config.visible_profile_fields.length ? site.config.visible_profile_fields : DETAIL_FIELDS,
  );
  const fields: Record<string, string | boolean> = {};
  for (const f of DETAIL_FIELDS) {
    const value = row[f];
    if (!bare && allowed.has(f) && value !== null && value !== undefined) fields[f] = value;
  }
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    country: row.country,
    region: regionsOf(row.country)?.regions.find((r) => r.code === row.region)?.name ?? null,
    region_word: regionsOf(row.country)?.word ?? null,
    city: row.city,
    about: bare ? '' : row.about,
    interests: bare ? [] : row.interests,
    fields,
    is_fictional: row.is_fictional,
    photos: shown.map((p) => {
      const locked = p.is_private && !isOwn && !viewer?.isPremium;
      return {
        thumb: pictureUrl(cdn, p.file_key, locked ? 'blur' : 'thumb'),
        full: locked ? null : pictureUrl(cdn, p.file_key, 'full'),
        locked,
      };
    }),
    hidden_photos: bare ? 0 : photos.length - shown.length,
    is_blocked_by_me: row.blocked_by_me,
    is_own: isOwn,
    related: bare ? [] : await relatedProfiles(db, row, viewerId, cdn),
  };
}
