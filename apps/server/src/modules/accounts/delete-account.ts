import { REACTIVATION_DAYS, TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import { PICTURE_SIZES, pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { TSite } from '../sites/index.ts';
import { confirmPassword } from './confirm-password.ts';
import { queueLinkMail } from './link-mails.ts';
import {
  closeMemberJobs,
  deleteMember,
  lockStatus,
  markPendingDeletion,
  memberPictureKeys,
  restoreAccount,
} from './deletion.repo.ts';
import { clearMemberFailures } from './lockout.repo.ts';
import { endAllSessions } from './sessions.repo.ts';
import { consumeToken, openToken } from './tokens.ts';
import { voidTokens } from './tokens.repo.ts';

export const ERASE_MEMBER = 'erase_member';

/**
 * Spec section 4: the account is pending deletion for 14 days, every session ends, a mail carries
 * the reactivation link, and a durable job erases the member afterwards. The current password
 * confirms it, so an open session alone cannot delete an account.
 */
export async function deleteAccount(
  db: Db,
  ctx: { site: TSite; locale: TLocale; ip: string },
  memberId: number,
  input: { reason: string; remarks?: string | undefined; password: string },
): Promise<void> {
  const account = await confirmPassword(db, memberId, input.password, ctx.ip, {
    field: 'password',
    message: 'field.password_wrong',
  });
  if (account.status === 'pending_deletion' || account.status === 'banned')
    throw new AppError('forbidden');
  const eraseAt = new Date(Date.now() + REACTIVATION_DAYS * 24 * 3600_000);
  await db.transaction(async (tx) => {
    await markPendingDeletion(tx, memberId, input.reason, input.remarks || null);
    await endAllSessions(tx, memberId);
    // Links mailed before stop working: a reset link would log into the account being deleted
    // (which is still erased on day 14), a change link would change its address.
    await voidTokens(tx, memberId, 'password_reset');
    await voidTokens(tx, memberId, 'email_change');
    const tokenId = await openToken(tx, memberId, 'reactivation', TOKEN_TTL_MS.reactivation);
    await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: ctx.locale });
    await enqueueJob(tx, ERASE_MEMBER, { memberId }, eraseAt);
  });
}

/** The reactivation link: the account comes back as it was (active once activated). */
export async function reactivateAccount(db: Db, token: string): Promise<number> {
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'reactivation');
    if (!used) throw new AppError('token_invalid');
    await restoreAccount(tx, used.memberId);
    await closeMemberJobs(tx, ERASE_MEMBER, used.memberId);
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
      if ((await lockStatus(tx, memberId)) !== 'pending_deletion') return [];
      // Their photos, and the pictures of every conversation they were in (those go with it).
      const keys = await memberPictureKeys(tx, memberId);
      await clearMemberFailures(tx, memberId);
      await deleteMember(tx, memberId);
      return keys;
    });
    await storage.remove(
      files.flatMap((key) => PICTURE_SIZES.map((size) => pictureFile(key, size))),
    );
  };
}
