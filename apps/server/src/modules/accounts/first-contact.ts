import type { Queryable } from '../../platform/db/db.ts';
import { visibleFirstContact } from './accounts.repo.ts';

/** Where activation leads: the conversation with the first contact while they are still visible. */
export async function firstContactPath(db: Queryable, memberId: number): Promise<string | null> {
  const id = await visibleFirstContact(db, memberId);
  return id !== null ? `/members/${id}/chat` : null;
}
