import type { TOwnProfile } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

const COLUMNS = `status, gender, sexuality, to_char(birth_date, 'YYYY-MM-DD') as birth_date, country, region, city,
  hair, eyes, body, relationship, tattoos, reason, about, interests`;

export async function loadOwnProfile(db: Queryable, memberId: number): Promise<TOwnProfile | null> {
  const [row] = await db.query<TOwnProfile>(
    `select ${COLUMNS} from profiles where member_id = $1`,
    [memberId],
  );
  return row ?? null;
}

/** Writes the given columns only; names come from the service's fixed list, never from input. */
export async function updateProfileColumns(
  db: Queryable,
  memberId: number,
  values: Record<string, unknown>,
) {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  await db.query(
    `update profiles set ${sets.join(', ')}, updated_at = now() where member_id = $1`,
    [memberId, ...entries.map(([, v]) => v)],
  );
}
