import { TOKEN_TTL_MS, type TLocale } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { TSite } from '../sites/site-config.ts';
import { siteOrigin, type TAccountsDeps } from './accounts-deps.ts';
import { findAccount, findAccountByEmail, setPasswordHash } from './accounts.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import { issueToken, voidTokens } from './tokens.ts';

async function checkPassword(deps: TAccountsDeps, memberId: number, password: string) {
  const account = await findAccount(deps.db, memberId);
  if (!account || !(await verifyPassword(account.password_hash, password))) {
    throw new AppError('wrong_password', { fields: { old_password: 'api.wrong_password' } });
  }
  return account;
}

/** Spec section 5: 'Please check your old password.'; optionally ends the other sessions. */
export async function changePassword(
  deps: TAccountsDeps,
  session: { id: string; memberId: number },
  input: { old_password: string; password: string; end_other_sessions: boolean },
): Promise<void> {
  await checkPassword(deps, session.memberId, input.old_password);
  const hash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, session.memberId, hash);
    if (input.end_other_sessions) await endAllSessions(tx, session.memberId, session.id);
  });
}

/** Sends a confirmation link to the new address; the address changes when it is opened. */
export async function requestEmailChange(
  deps: TAccountsDeps,
  ctx: { site: TSite; locale: TLocale },
  memberId: number,
  input: { new_email: string; password: string },
): Promise<void> {
  let account;
  try {
    account = await checkPassword(deps, memberId, input.password);
  } catch (error) {
    throw error instanceof AppError
      ? new AppError('wrong_password', { fields: { password: 'api.wrong_password' } })
      : error;
  }
  const taken = await findAccountByEmail(deps.db, input.new_email);
  if (taken) throw new AppError('email_taken', { fields: { new_email: 'api.email_taken' } });
  await deps.db.transaction(async (tx) => {
    await voidTokens(tx, memberId, 'email_change');
    const token = await issueToken(
      tx,
      memberId,
      'email_change',
      TOKEN_TTL_MS.email_change,
      input.new_email,
    );
    await queueMail(
      tx,
      renderMail('email_change', {
        ...ctx,
        to: input.new_email,
        name: account.name,
        link: `${siteOrigin(deps.config, ctx.site)}/mail-change/do?token=${token}`,
      }),
    );
  });
}
