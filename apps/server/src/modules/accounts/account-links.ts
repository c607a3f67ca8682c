import { PASSWORD_RESETS_PER_DAY, TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { TSite } from '../sites/site-config.ts';
import { siteOrigin, type TAccountsDeps } from './accounts-deps.ts';
import { findAccount, findAccountByEmail, setPasswordHash } from './accounts.repo.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import { consumeToken, issueToken, voidTokens } from './tokens.ts';

type TCtx = { site: TSite; locale: TLocale };

/** Activation link: not_confirmed -> active (spec section 4). Single use. */
export async function activate(deps: TAccountsDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'activation');
    if (!used) return false;
    await tx.query(
      `update members set status = 'active', activated_at = now() where id = $1 and status = 'not_confirmed'`,
      [used.memberId],
    );
    // A confirmed member's profile becomes visible to others.
    await tx.query(`update profiles set status = 'active' where member_id = $1`, [used.memberId]);
    return true;
  });
}

/** A new activation mail; earlier links stop working. */
export async function resendActivation(
  deps: TAccountsDeps,
  ctx: TCtx,
  memberId: number,
): Promise<void> {
  const account = await findAccount(deps.db, memberId);
  if (!account || account.status !== 'not_confirmed') throw new AppError('forbidden');
  await deps.db.transaction(async (tx) => {
    await voidTokens(tx, memberId, 'activation');
    const token = await issueToken(tx, memberId, 'activation', TOKEN_TTL_MS.activation);
    await queueMail(
      tx,
      renderMail('activation', {
        ...ctx,
        to: account.email,
        name: account.name,
        link: `${siteOrigin(deps.config, ctx.site)}/api/activate.php?token=${token}`,
      }),
    );
  });
}

/** Spec section 5: 'E-mail address not found'; at most 3 reset mails a day. */
export async function requestPasswordReset(
  deps: TAccountsDeps,
  ctx: TCtx,
  email: string,
): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.status === 'pending_deletion') throw new AppError('email_not_found');
  await deps.db.transaction(async (tx) => {
    await tx.query('select id from members where id = $1 for update', [account.id]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      `select count(*)::int as n from account_tokens
       where member_id = $1 and purpose = 'password_reset' and created_at > now() - interval '1 day'`,
      [account.id],
    );
    if (n >= PASSWORD_RESETS_PER_DAY) throw new AppError('too_many_resets');
    await voidTokens(tx, account.id, 'password_reset');
    const token = await issueToken(tx, account.id, 'password_reset', TOKEN_TTL_MS.password_reset);
    await queueMail(
      tx,
      renderMail('password_reset', {
        site: ctx.site,
        locale: account.language,
        to: account.email,
        name: account.name,
        link: `${siteOrigin(deps.config, ctx.site)}/reset-password/do?token=${token}`,
      }),
    );
  });
}

/** Sets the new password from a reset link and ends every session of the account. */
export async function resetPassword(
  deps: TAccountsDeps,
  token: string,
  password: string,
): Promise<number> {
  const hash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'password_reset');
    if (!used) throw new AppError('token_invalid');
    await setPasswordHash(tx, used.memberId, hash);
    await endAllSessions(tx, used.memberId);
    await tx.query(
      'delete from login_failures where email = (select lower(email) from members where id = $1)',
      [used.memberId],
    );
    return used.memberId;
  });
}

/** Confirms a new e-mail address from the link sent to it. */
export async function confirmEmailChange(deps: TAccountsDeps, token: string): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const used = await consumeToken(tx, token, 'email_change');
      if (!used?.newEmail) throw new AppError('token_invalid');
      await tx.query('update members set email = $2 where id = $1', [used.memberId, used.newEmail]);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('email_taken');
    throw error;
  }
}
