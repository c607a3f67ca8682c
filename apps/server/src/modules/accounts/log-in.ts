import { AppError } from '../../platform/errors/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { findAccountByEmail } from './accounts.repo.ts';
import { lockout } from './lockout.ts';
import { clearFailures, recordFailure } from './lockout.repo.ts';
import { verifyPassword } from './passwords.ts';

/** Checks credentials; answers the member id or refuses with the spec's messages. */
export async function logIn(
  db: Queryable,
  email: string,
  password: string,
  ip: string,
): Promise<number> {
  const normalized = email.trim().toLowerCase();
  const lock = await lockout(db, normalized, ip);
  if (lock.minutes > 0) throw new AppError('login_locked', { params: { minutes: lock.minutes } });

  const account = await findAccountByEmail(db, normalized);
  const ok = await verifyPassword(account?.password_hash ?? null, password);
  if (!account || !ok) {
    await recordFailure(db, normalized, ip);
    const { minutes } = await lockout(db, normalized, ip);
    if (minutes > 0) throw new AppError('login_locked', { params: { minutes } });
    throw new AppError('login_failed');
  }
  if (account.status === 'banned') throw new AppError('account_banned');
  if (account.status === 'pending_deletion') throw new AppError('account_pending_deletion');
  if (lock.failedHere) await clearFailures(db, normalized, ip);
  return account.id;
}
