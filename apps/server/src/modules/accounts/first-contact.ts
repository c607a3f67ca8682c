import type { Queryable } from '../../platform/db/db.ts';
import { visibleTo } from '../privacy/index.ts';

/**
 * members-id-signup: the new account keeps the member it signed up to talk to, only if the new
 * member may see them (the one visibility rule: unknown, hidden, invisible or deleted members
 * are dropped silently, so sign-up neither fails nor tells whether they exist).
 */
export async function setFirstContact(db: Queryable, memberId: number, contactId: number) {
  await db.query(
    `update members set first_contact_id = f.id
     from members f
     where members.id = $1 and f.id = $2 and f.id <> $1 and ${visibleTo('f', '$1')}`,
    [memberId, contactId],
  );
}

/** Where activation leads: the conversation with the first contact while they are still visible. */
export async function firstContactPath(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ id: number }>(
    `select f.id from members m join members f on f.id = m.first_contact_id
     where m.id = $1 and ${visibleTo('f', '$1')}`,
    [memberId],
  );
  return row ? `/members/${row.id}/chat` : null;
}
