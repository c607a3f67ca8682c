import type { Queryable } from '../../platform/db/db.ts';

/** The member's account becomes pending deletion, with the reason they gave. */
export async function markPendingDeletion(
  db: Queryable,
  memberId: number,
  reason: string,
  remarks: string | null,
) {
  await db.query(
    `update members set status = 'pending_deletion', deletion_requested_at = now(), delete_reason = $2,
       delete_remarks = $3 where id = $1`,
    [memberId, reason, remarks],
  );
}

/** A pending deletion is undone: the account is as it was (active once activated). */
export async function restoreAccount(db: Queryable, memberId: number) {
  await db.query(
    `update members set status = case when activated_at is null and not is_demo then 'not_confirmed' else 'active' end,
       deletion_requested_at = null, delete_reason = null, delete_remarks = null
     where id = $1 and status = 'pending_deletion'`,
    [memberId],
  );
}

/** Closes the member's open jobs of a kind, so they never run. */
export async function closeMemberJobs(db: Queryable, kind: string, memberId: number) {
  await db.query(
    `update jobs set done_at = now() where kind = $1 and done_at is null and (payload->>'memberId')::int = $2`,
    [kind, memberId],
  );
}

/** The member's status, their row locked; null for no such member. */
export async function lockStatus(db: Queryable, memberId: number): Promise<string | null> {
  const [row] = await db.query<{ status: string }>(
    'select status from members where id = $1 for update',
    [memberId],
  );
  return row?.status ?? null;
}

/** The member's photos and the pictures of every conversation they were in. */
export async function memberPictureKeys(db: Queryable, memberId: number): Promise<string[]> {
  const photos = await db.query<{ file_key: string }>(
    `select file_key from photos where member_id = $1
     union all
     select photo_key from messages where photo_key is not null and conversation_id in
       (select conversation_id from conversation_members where member_id = $1)`,
    [memberId],
  );
  return photos.map((p) => p.file_key);
}

/** Deletes the member's row and, with it, everything hanging off it. */
export async function deleteMember(db: Queryable, memberId: number) {
  await db.query('delete from members where id = $1', [memberId]);
}
