import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REACTIVATION_DAYS, TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { TSite } from '../sites/site-config.ts';
import { siteOrigin, type TAccountsDeps } from './accounts-deps.ts';
import { findAccount } from './accounts.repo.ts';
import { endAllSessions } from './sessions.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { SIZES } from '../photos/process-photo.ts';

export const ERASE_MEMBER = 'erase_member';

/**
 * Spec section 4: the account is pending deletion for 14 days, every session ends, a mail carries
 * the reactivation link, and a durable job erases the member afterwards.
 */
export async function deleteAccount(
  deps: TAccountsDeps,
  ctx: { site: TSite; locale: TLocale },
  memberId: number,
  input: { reason: string; remarks?: string | undefined },
): Promise<void> {
  const account = await findAccount(deps.db, memberId);
  if (!account || account.status === 'pending_deletion' || account.status === 'banned')
    throw new AppError('forbidden');
  const eraseAt = new Date(Date.now() + REACTIVATION_DAYS * 24 * 3600_000);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `update members set status = 'pending_deletion', deletion_requested_at = now(), delete_reason = $2,
         delete_remarks = $3 where id = $1`,
      [memberId, input.reason, input.remarks || null],
    );
    await endAllSessions(tx, memberId);
    const token = await issueToken(tx, memberId, 'reactivation', TOKEN_TTL_MS.reactivation);
    await queueMail(
      tx,
      renderMail('deletion', {
        ...ctx,
        to: account.email,
        name: account.name,
        link: `${siteOrigin(deps.config, ctx.site)}/account-deleted?token=${token}`,
        params: {
          date: new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long' }).format(eraseAt),
        },
      }),
    );
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
 * photos and their files, conversations with their pictures, sessions, tokens, ledger). Nothing else holds personal data yet;
 * invoices, when payments arrive, keep only their anonymised legal minimum.
 */
export function eraseMemberJob(db: Db, uploadsDir: string): TJobHandler {
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
    await Promise.all(
      files.flatMap((key) =>
        Object.keys(SIZES).map((size) =>
          rm(join(uploadsDir, `${key}-${size}.webp`), { force: true }),
        ),
      ),
    );
  };
}
