import { REACTIVATION_DAYS, TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import { PICTURE_SIZES, pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { TSite } from '../sites/index.ts';
import type { TAccountsDeps } from './accounts-deps.ts';
import { confirmPassword } from './confirm-password.ts';
import { queueLinkMail } from './link-mails.ts';
import { endAllSessions } from './sessions.ts';
import { consumeToken, openToken } from './tokens.ts';

export const ERASE_MEMBER = 'erase_member';

/**
 * Spec section 4: the account is pending deletion for 14 days, every session ends, a mail carries
 * the reactivation link, and a durable job erases the member afterwards. The current password
 * confirms it, so an open session alone cannot delete an account.
 */
export async function deleteAccount(
  deps: TAccountsDeps,
  ctx: { site: TSite; locale: TLocale; ip: string },
  memberId: number,
  input: { reason: string; remarks?: string | undefined; password: string },
): Promise<void> {
  const account = await confirmPassword(deps.db, memberId, input.password, ctx.ip, {
    field: 'password',
    message: 'field.password_wrong',
  });
  if (account.status === 'pending_deletion' || account.status === 'banned')
    throw new AppError('forbidden');
  const eraseAt = new Date(Date.now() + REACTIVATION_DAYS * 24 * 3600_000);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `update members set status = 'pending_deletion', deletion_requested_at = now(), delete_reason = $2,
         delete_remarks = $3 where id = $1`,
      [memberId, input.reason, input.remarks || null],
    );
    await endAllSessions(tx, memberId);
    const tokenId = await openToken(tx, memberId, 'reactivation', TOKEN_TTL_MS.reactivation);
    await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: ctx.locale });
    await enqueueJob(tx, ERASE_MEMBER, { memberId }, eraseAt);
  });
}

/** The reactivation link: the account comes back as it was (active once activated). */
export async function reactivateAccount(deps: TAccountsDeps, token: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'reactivation');
    if (!used) throw new AppError('token_invalid');
    await tx.query(
      `update members set status = case when activated_at is null and not is_demo then 'not_confirmed' else 'active' end,
         deletion_requested_at = null, delete_reason = null, delete_remarks = null
       where id = $1 and status = 'pending_deletion'`,
      [used.memberId],
    );
    await tx.query(
      `update jobs set done_at = now() where kind = $1 and done_at is null and (payload->>'memberId')::int = $2`,
      [ERASE_MEMBER, used.memberId],
    );
    return used.memberId;
  });
}

/**
 * Erases a member whose 14 days have passed: the row and everything hanging off it (profile,
 * photos and their files, conversations with their pictures, sessions, tokens). The credits
 * ledger keeps its rows with the member reference nulled (decision 16): the bookkeeping stays,
 * the person goes. Invoices, when payments arrive, keep only their anonymised legal minimum.
 */
export function eraseMemberJob(db: Db, storage: FileStorage): TJobHandler {
  return async (payload) => {
    const { memberId } = payload as { memberId: number };
    const files = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: string }>(
        'select status from members where id = $1 for update',
        [memberId],
      );
      if (row?.status !== 'pending_deletion') return [];
      // Their photos, and the pictures of every conversation they were in (those go with it).
      const photos = await tx.query<{ file_key: string }>(
        `select file_key from photos where member_id = $1
         union all
         select photo_key from messages where photo_key is not null and conversation_id in
           (select conversation_id from conversation_members where member_id = $1)`,
        [memberId],
      );
      await tx.query(
        'delete from login_failures where email = (select lower(email) from members where id = $1)',
        [memberId],
      );
      await tx.query('delete from members where id = $1', [memberId]);
      return photos.map((p) => p.file_key);
    });
    await storage.remove(
      files.flatMap((key) => PICTURE_SIZES.map((size) => pictureFile(key, size))),
    );
  };
}
