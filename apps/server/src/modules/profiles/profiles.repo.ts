import type { TOwnProfile } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { ident, join, sql } from '../../platform/db/sql.ts';
import { blockedBy, seenBarBlocks, visibleTo } from '../privacy/index.ts';
import { AGE } from '../search/index.ts';

const COLUMNS = `status, gender, sexuality, to_char(birth_date, 'YYYY-MM-DD') as birth_date, country, region, city,
  hair, eyes, body, relationship, tattoos, reason, about, interests`;

/** The profile fields a member's page may show (the site's `visible_profile_fields` picks). */
export const DETAIL_FIELDS = [
  'gender',
  'sexuality',
  'hair',
  'eyes',
  'body',
  'relationship',
  'tattoos',
  'reason',
] as const;

export type TMemberRow = {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  about: string;
  /** The member's account language. */
  language: string;
  interests: string[];
  is_fictional: boolean;
  /** The viewer may see this member (privacy's visibility rule). */
  visible: boolean;
  blocked_me: boolean;
  blocked_by_me: boolean;
  /** The viewer would see the member but for blocks (privacy's `seenBarBlocks`). */
  seen_bar_blocks: boolean;
  /** The viewer is a paid member (false for a visitor). */
  viewer_premium: boolean;
  /** The member's photos, main first; pending ones only on the viewer's own page. */
  photos: TPhotoRow[];
} & Record<(typeof DETAIL_FIELDS)[number], string | boolean | null>;

export type TPhotoRow = { file_key: string; is_private: boolean; is_main: boolean };

export async function loadOwnProfile(db: Queryable, memberId: number): Promise<TOwnProfile | null> {
  const [row] = await db.query<TOwnProfile>(
    `select ${COLUMNS}, (select m.name from members m where m.id = $1) as name
     from profiles where member_id = $1`,
    [memberId],
  );
  return row ?? null;
}

/** Renames the member (their account's name, which every page and list shows). */
export async function setMemberName(db: Queryable, memberId: number, name: string) {
  await db.query('update members set name = $2 where id = $1', [memberId, name]);
}

/** The member's e-mail address, which their name may not be (spec section 5). */
export async function memberEmail(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('select email from members where id = $1', [
    memberId,
  ]);
  return row?.email ?? null;
}

/** Writes the given columns only; names come from the service's fixed list, never from input. */
export async function updateProfileColumns(
  db: Queryable,
  memberId: number,
  values: Record<string, unknown>,
) {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  const sets = entries.map(([column, value]) => sql`${ident(column)} = ${value}`);
  await db.query(
    sql`update profiles set ${join(sets, ', ')}, updated_at = now() where member_id = ${memberId}`,
  );
}

/**
 * Member `id` with what viewer `viewerId` (0 for a visitor) may know of the relation: whether
 * they may see them, and who blocked whom; with the member's photos and whether the viewer is
 * paid, in the same statement. Only active members, or the viewer's own page.
 */
export async function loadMemberRow(
  db: Queryable,
  id: number,
  viewerId: number,
): Promise<TMemberRow | null> {
  const details = join(
    DETAIL_FIELDS.map((f) => ident(`p.${f}`)),
    ', ',
  );
  const [row] = await db.query<TMemberRow>(
    sql`select m.id, m.name, ${AGE} as age, p.country, p.region, p.city, p.about,
            m.language, p.interests, m.is_fictional, ${details},
            ${visibleTo('m', viewerId)} as visible,
            ${blockedBy('m', viewerId)} as blocked_me,
            exists (select 1 from blocks where blocker_id = ${viewerId} and blocked_id = m.id) as blocked_by_me,
            ${seenBarBlocks('m', viewerId)} as seen_bar_blocks,
            coalesce((select v.paid_user from members v where v.id = ${viewerId}), false) as viewer_premium,
            coalesce((select json_agg(json_build_object('file_key', ph.file_key,
                                        'is_private', ph.is_private, 'is_main', ph.is_main)
                                      order by ph.is_main desc, ph.id)
                      from photos ph
                      where ph.member_id = m.id and (ph.status = 'active' or m.id = ${viewerId})),
                     '[]') as photos
     from members m join profiles p on p.member_id = m.id
     where m.id = ${id} and (m.id = ${viewerId} or (m.status = 'active' and p.status = 'active'))`,
  );
  return row ?? null;
}
