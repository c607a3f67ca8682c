import type { TMessageKey } from '@cupido/i18n';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { findAccount, type TAccountRow } from './accounts.repo.ts';
import { lockout } from './lockout.ts';
import { clearFailures, recordFailure } from './lockout.repo.ts';
import { verifyPassword } from './passwords.ts';

/**
 * A logged-in member confirms a change with their current password. Guessed like a login, so
 * counted and locked out like one (decision 0014): a stolen session is no way around it.
 * A wrong password names `field` with `message`, and the answer's message is the same text: the
 * form says it once, at the field, whichever form it is.
 */
export async function confirmPassword(
  db: Queryable,
  memberId: number,
  password: string,
  ip: string,
  wrong: { field: string; message: TMessageKey },
): Promise<TAccountRow> {
  const account = await findAccount(db, memberId);
  if (!account) throw new AppError('authentication_required');
  const email = account.email.toLowerCase();
  const lock = await lockout(db, email, ip);
  if (lock.minutes > 0) throw new AppError('login_locked', { params: { minutes: lock.minutes } });
  if (!(await verifyPassword(account.password_hash, password))) {
    await recordFailure(db, email, ip);
    const { minutes } = await lockout(db, email, ip);
    if (minutes > 0) throw new AppError('login_locked', { params: { minutes } });
    throw new AppError('wrong_password', {
      message: wrong.message,
      fields: { [wrong.field]: wrong.message },
    });
  }
  if (lock.failedHere) await clearFailures(db, email, ip);
  return account;
}
