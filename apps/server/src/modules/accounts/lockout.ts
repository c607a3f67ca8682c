import { LOGIN_LOCKOUT } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { lockoutFacts } from './lockout.repo.ts';

export type TLockout = {
  /** Minutes left of a lockout, or 0. */
  minutes: number;
  /** Failures are counted for the account from this address: a right password clears them. */
  failedHere: boolean;
};

/**
 * The lockout of this account (lower-case e-mail) from this address (decision 0014). Three
 * counts: the account from this address (5 in 15 minutes) and the address (20), as spec section 5
 * asks; and the account from any address, which binds only addresses the member never opened a
 * session from, so a stranger cannot lock the member out at home, and elsewhere only for
 * minutes: every 10 failures in a day double the lock, up to 15 minutes.
 */
export async function lockout(db: Queryable, email: string, ip: string): Promise<TLockout> {
  const row = await lockoutFacts(db, email, ip);
  if (!row) return { minutes: 0, failedHere: false };
  const until = [row.until_pair, row.until_address].map((v) => (v ? new Date(v).getTime() : 0));
  const level = Math.floor(row.account_day / LOGIN_LOCKOUT.perAccount);
  if (!row.known && level > 0 && row.account_last) {
    const minutes = Math.min(2 ** (level - 1), LOGIN_LOCKOUT.perAccountMaxMinutes);
    until.push(new Date(row.account_last).getTime() + minutes * 60_000);
  }
  const left = Math.max(...until) - Date.now();
  return { minutes: left > 0 ? Math.ceil(left / 60_000) : 0, failedHere: row.failed_here };
}
