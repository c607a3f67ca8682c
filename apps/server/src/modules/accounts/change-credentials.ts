import { TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import type { TSite } from '../sites/index.ts';
import { findAccountByEmail, setPasswordHash } from './accounts.repo.ts';
import { confirmPassword } from './confirm-password.ts';
import { queueLinkMail } from './link-mails.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.repo.ts';
import { openToken } from './tokens.ts';
import { voidTokens } from './tokens.repo.ts';

/** Spec section 5: 'Please check your old password.'; optionally ends the other sessions. */
export async function changePassword(
  db: Db,
  session: { id: string; memberId: number },
  ip: string,
  input: { old_password: string; password: string; end_other_sessions: boolean },
): Promise<void> {
  await confirmPassword(db, session.memberId, input.old_password, ip, {
    field: 'old_password',
    message: 'api.wrong_password',
  });
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, session.memberId, hash);
    if (input.end_other_sessions) await endAllSessions(tx, session.memberId, session.id);
  });
}

/** Sends a confirmation link to the new address; the address changes when it is opened. */
export async function requestEmailChange(
  db: Db,
  ctx: { site: TSite; locale: TLocale; ip: string },
  memberId: number,
  input: { new_email: string; password: string },
): Promise<void> {
  await confirmPassword(db, memberId, input.password, ctx.ip, {
    field: 'password',
    message: 'field.password_wrong',
  });
  const taken = await findAccountByEmail(db, input.new_email);
  // The member's own address is theirs, not "an account's": said so, not as someone else's.
  if (taken?.id === memberId)
    throw new AppError('email_taken', {
      message: 'api.email_is_yours',
      fields: { new_email: 'api.email_is_yours' },
    });
  if (taken) throw new AppError('email_taken', { fields: { new_email: 'api.email_taken' } });
  await db.transaction(async (tx) => {
    await voidTokens(tx, memberId, 'email_change');
    const tokenId = await openToken(
      tx,
      memberId,
      'email_change',
      TOKEN_TTL_MS.email_change,
      input.new_email,
    );
    await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: ctx.locale });
  });
}
