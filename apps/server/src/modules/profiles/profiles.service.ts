import type { TMemberProfile, TOwnProfile, TProfileUpdate } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';
import { regionsOf } from '../geo/index.ts';
import { refreshProfileRank, searchProfiles } from '../search/index.ts';
import type { TSite } from '../sites/index.ts';
import {
  DETAIL_FIELDS,
  loadMemberRow,
  loadOwnProfile,
  memberEmail,
  setMemberName,
  updateProfileColumns,
  type TMemberRow,
} from './profiles.repo.ts';

/** The fields a member saves as given (the others have rules below). */
const SIMPLE = [
  'gender',
  'city',
  'hair',
  'eyes',
  'body',
  'relationship',
  'tattoos',
  'reason',
  'about',
  'interests',
] as const;

/** Profiles: a member's own profile and its changes, and a member's page as a viewer may see it. */
export class ProfilesService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async own(memberId: number): Promise<TOwnProfile> {
    const profile = await loadOwnProfile(this.db, memberId);
    if (!profile) throw new AppError('not_found');
    return profile;
  }

  /**
   * Saves part of a member's profile. The region must belong to the country; sexuality is kept
   * only with consent, and withdrawing consent (or setting it to null) erases it.
   */
  update(memberId: number, input: TProfileUpdate): Promise<TOwnProfile> {
    return this.db.transaction(async (tx) => {
      const current = await loadOwnProfile(tx, memberId);
      if (!current) throw new AppError('not_found');
      const values: Record<string, unknown> = {};
      for (const key of SIMPLE) if (input[key] !== undefined) values[key] = input[key];

      const country = input.country ?? current.country;
      if (input.country !== undefined) {
        values.country = input.country;
        if (input.region === undefined && input.country !== current.country) values.region = null;
      }
      if (input.region !== undefined) {
        const known = regionsOf(country)?.regions.some((r) => r.code === input.region);
        if (input.region !== null && !known) {
          throw new AppError('validation_failed', { fields: { region: 'field.invalid_choice' } });
        }
        values.region = input.region;
      }
      if (input.sexuality !== undefined || input.sexuality_consent === false) {
        const keep = input.sexuality && input.sexuality_consent === true;
        values.sexuality = keep ? input.sexuality : null;
        values.sexuality_consent_at = keep ? new Date().toISOString() : null;
      }
      if (input.name !== undefined) {
        const email = await memberEmail(tx, memberId);
        if (email && input.name.toLowerCase() === email.toLowerCase())
          throw new AppError('validation_failed', { fields: { name: 'field.name_is_email' } });
        await setMemberName(tx, memberId, input.name);
      }
      await updateProfileColumns(tx, memberId, values);
      // The about-me text counts towards the search rank.
      if (values.about !== undefined) await refreshProfileRank(tx, memberId);
      return (await loadOwnProfile(tx, memberId))!;
    });
  }

  /**
   * A member's profile as this viewer may see it (spec sections 1, 4 and 6): the blocked party
   * is told so (unless the blocker is one they could not see anyway: then the page does not
   * exist), and the blocker sees a bare page to unblock them from; only active members have a
   * page; invisible and private ones exist only for their contacts; visitors see the main
   * photo; free members see private photos as locked, blurred thumbnails; premium members see
   * all.
   */
  async member(id: number, viewerMemberId: number | null, site: TSite): Promise<TMemberProfile> {
    const db = this.db;
    const viewerId = viewerMemberId ?? 0;
    const row = await loadMemberRow(db, id, viewerId);
    if (!row) throw new AppError('not_found');
    if (row.blocked_me) throw new AppError('blocked_by_member', { params: { name: row.name } });
    // The blocker may open the page of someone they blocked, to unblock them, but sees no more;
    // only while the block is all that hides them: one who is invisible or private to the
    // blocker (or has blocked them back) has no page for them, as for anyone else.
    const bare = !row.visible && row.blocked_by_me && row.seen_bar_blocks;
    if (!row.visible && !bare) throw new AppError('not_found');

    const isOwn = row.id === viewerId;
    const photos = row.photos;
    const cdn = site.config.cdn_prefix;
    const shown = bare
      ? []
      : viewerMemberId !== null
        ? photos
        : photos.filter((p) => p.is_main && !p.is_private);
    const allowed = new Set<string>(
      site.config.visible_profile_fields.length
        ? site.config.visible_profile_fields
        : DETAIL_FIELDS,
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
      about_lang: row.language,
      interests: bare ? [] : row.interests,
      fields,
      is_fictional: row.is_fictional,
      photos: shown.map((p) => {
        const locked = p.is_private && !isOwn && !row.viewer_premium;
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
}

/** How many related profiles a member's page shows. */
const RELATED = 6;

/**
 * The first members like this one (same country and gender) in the search's order, by its own
 * rules (so blocks and modes hold): one more than shown, in case this member is among them, not a
 * whole search page (which made related profiles 28 % of the database's time).
 */
async function relatedProfiles(db: Queryable, row: TMemberRow, viewerId: number, cdn: string) {
  const gender = row.gender === 'male' || row.gender === 'female' ? row.gender : undefined;
  const { profiles } = await searchProfiles(
    db,
    { country: row.country as never, ...(gender ? { gender } : {}), page: 1 },
    viewerId || null,
    cdn,
    undefined,
    { limit: RELATED + 1, offset: 0 },
  );
  return profiles.filter((p) => p.id !== row.id).slice(0, RELATED);
}
