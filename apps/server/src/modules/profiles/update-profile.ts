import type { TOwnProfile, TProfileUpdate } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { regionsOf } from '../geo/index.ts';
import { refreshProfileRank } from '../search/index.ts';
import { loadOwnProfile, updateProfileColumns } from './profiles.repo.ts';

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

/**
 * Saves part of a member's profile. The region must belong to the country; sexuality is kept only
 * with consent, and withdrawing consent (or setting it to null) erases it.
 */
export async function updateProfile(
  db: Db,
  memberId: number,
  input: TProfileUpdate,
): Promise<TOwnProfile> {
  return db.transaction(async (tx) => {
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
    await updateProfileColumns(tx, memberId, values);
    // The about-me text counts towards the search rank.
    if (values.about !== undefined) await refreshProfileRank(tx, memberId);
    return (await loadOwnProfile(tx, memberId))!;
  });
}
