import { PASSWORD_RESETS_PER_DAY, TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { queueMail, renderMail } from '../mail/index.ts';
import type { TSite } from '../sites/index.ts';
import {
  activateProfile,
  confirmMember,
  findAccount,
  findAccountByEmail,
  lockAccount,
  lockContact,
  setEmail,
  setPasswordHash,
} from './accounts.repo.ts';
import { queueLinkMail } from './link-mails.ts';
import { clearMemberFailures } from './lockout.repo.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.repo.ts';
import { consumeToken, openToken, tokenWorks } from './tokens.ts';
import { countResetsToday, voidTokens } from './tokens.repo.ts';

type TCtx = { site: TSite; locale: TLocale };

/**
 * Activation link: not_confirmed -> active (spec section 4). Single use. The member, or null.
 * A link opened again by its member, logged in and active by now (a second click in the mail),
 * leads on as the first did rather than to 'Activation failed' with a Log in button.
 */
export async function activate(
  db: Db,
  token: string | null,
  viewerId: number | null,
): Promise<number | null> {
  const activated =
    token === null
      ? null
      : await db.transaction(async (tx) => {
          const used = await consumeToken(tx, token, 'activation');
          if (!used) return null;
          await confirmAddress(tx, used.memberId);
          return used.memberId;
        });
  if (activated !== null || viewerId === null) return activated;
  return (await findAccount(db, viewerId))?.status === 'active' ? viewerId : null;
}

/** not_confirmed -> active: the member has shown they read the address's mail. */
async function confirmAddress(tx: Queryable, memberId: number) {
  const confirmed = await confirmMember(tx, memberId);
  // A confirmed member's profile becomes visible to others.
  if (confirmed) await activateProfile(tx, memberId);
}

/** A new activation mail; earlier links stop working. */
export async function resendActivation(db: Db, ctx: TCtx, memberId: number): Promise<void> {
  const account = await findAccount(db, memberId);
  if (!account) throw new AppError('authentication_required');
  if (account.status !== 'not_confirmed') throw new AppError('already_confirmed');
  await db.transaction(async (tx) => {
    await voidTokens(tx, memberId, 'activation');
    const tokenId = await openToken(tx, memberId, 'activation', TOKEN_TTL_MS.activation);
    await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: ctx.locale });
  });
}

/**
 * Spec section 5: 'E-mail address not found'; at most 3 reset mails a day. An account pending
 * deletion answers as its login and sign-up do: it is reactivated from the deletion mail first.
 */
export async function requestPasswordReset(db: Db, ctx: TCtx, email: string): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) throw new AppError('email_not_found');
  if (account.status === 'pending_deletion') throw new AppError('account_pending_deletion');
  await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const n = await countResetsToday(tx, account.id);
    if (n >= PASSWORD_RESETS_PER_DAY) throw new AppError('too_many_resets');
    await voidTokens(tx, account.id, 'password_reset');
    const tokenId = await openToken(tx, account.id, 'password_reset', TOKEN_TTL_MS.password_reset);
    await queueLinkMail(tx, tokenId, { siteId: ctx.site.id, locale: account.language });
  });
}

/**
 * Checks a reset link as its page opens, so a spent or expired one says so before the member
 * types a new password twice. Nothing is used: the form's POST still decides.
 */
export async function checkResetLink(db: Db, token: string): Promise<void> {
  if (!(await tokenWorks(db, token, 'password_reset'))) throw new AppError('token_invalid');
}

/** Sets the new password from a reset link and ends every session of the account. */
export async function resetPassword(db: Db, token: string, password: string): Promise<number> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'password_reset');
    if (!used) throw new AppError('token_invalid');
    await setPasswordHash(tx, used.memberId, hash);
    // The link was mailed to the address: following it proves the address as activation does.
    await confirmAddress(tx, used.memberId);
    await endAllSessions(tx, used.memberId);
    await clearMemberFailures(tx, used.memberId);
    return used.memberId;
  });
}

/**
 * Confirms a new e-mail address from the link sent to it, and tells the old address (no link in
 * it: whoever reads the old mailbox learns of the change and whom to ask if it was not them).
 */
export async function confirmEmailChange(db: Db, ctx: TCtx, token: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const used = await consumeToken(tx, token, 'email_change');
      if (!used?.newEmail) throw new AppError('token_invalid');
      const before = await lockContact(tx, used.memberId);
      // A new address takes mail back after a bounce (decision 26).
      await setEmail(tx, used.memberId, used.newEmail);
      // The link was mailed to the new address: following it proves that address, so a member
      // who signed up with a mistyped one (and never got the activation mail) is confirmed.
      await confirmAddress(tx, used.memberId);
      if (before && before.email.toLowerCase() !== used.newEmail.toLowerCase()) {
        await queueMail(
          tx,
          renderMail('email_changed', {
            site: ctx.site,
            locale: before.language,
            to: before.email,
            name: before.name,
            link: null,
            params: { new_email: used.newEmail },
          }),
        );
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('email_taken');
    throw error;
  }
}
