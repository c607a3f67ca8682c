import { LOGIN_LOCKOUT } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { findAccountByEmail } from './accounts.repo.ts';
import { verifyPassword } from './passwords.ts';

const WINDOW = `${LOGIN_LOCKOUT.windowMinutes} minutes`;

/**
 * Spec section 5 lockout, counted per account and address (5 failures) and per address (20),
 * so an attacker elsewhere cannot lock a member out. Returns the minutes left, or 0.
 */
async function lockedMinutes(db: Queryable, email: string, ip: string): Promise<number> {
  const [row] = await db.query<{
    pair: number;
    address: number;
    until_pair: string | null;
    until_address: string | null;
  }>(
    `select
       count(*) filter (where email = $1)::int as pair,
       count(*)::int as address,
       (array_agg(created_at order by created_at desc) filter (where email = $1))[$3] + interval '${WINDOW}' as until_pair,
       (array_agg(created_at order by created_at desc))[$4] + interval '${WINDOW}' as until_address
     from login_failures where ip = $2 and created_at > now() - interval '${WINDOW}'`,
    [email, ip, LOGIN_LOCKOUT.perAccountAndAddress, LOGIN_LOCKOUT.perAddress],
  );
  if (!row) return 0;
  const until = [
    row.pair >= LOGIN_LOCKOUT.perAccountAndAddress ? row.until_pair : null,
    row.address >= LOGIN_LOCKOUT.perAddress ? row.until_address : null,
  ]
    .filter((v): v is string => v !== null)
    .map((v) => new Date(v).getTime());
  if (until.length === 0) return 0;
  return Math.max(1, Math.ceil((Math.max(...until) - Date.now()) / 60_000));
}

/** Checks credentials; answers the member id or refuses with the spec's messages. */
export async function logIn(
  db: Queryable,
  email: string,
  password: string,
  ip: string,
): Promise<number> {
  const normalized = email.trim().toLowerCase();
  const minutes = await lockedMinutes(db, normalized, ip);
  if (minutes > 0) throw new AppError('login_locked', { params: { minutes } });

  const account = await findAccountByEmail(db, normalized);
  const ok = await verifyPassword(account?.password_hash ?? null, password);
  if (!account || !ok) {
    await db.query('insert into login_failures (email, ip) values ($1, $2)', [normalized, ip]);
    const after = await lockedMinutes(db, normalized, ip);
    if (after > 0) throw new AppError('login_locked', { params: { minutes: after } });
    throw new AppError('login_failed');
  }
  if (account.status === 'banned') throw new AppError('account_banned');
  if (account.status === 'pending_deletion') throw new AppError('account_pending_deletion');
  await db.query('delete from login_failures where email = $1 and ip = $2', [normalized, ip]);
  return account.id;
}
