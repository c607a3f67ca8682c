import { LOGIN_LOCKOUT } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

const WINDOW = `${LOGIN_LOCKOUT.windowMinutes} minutes`;
const KNOWN = `${LOGIN_LOCKOUT.knownAddressDays} days`;

/**
 * Minutes left of a lockout for this account (lower-case e-mail) from this address, or 0
 * (decision 0014). Three counts: the account from this address (5 in 15 minutes) and the address
 * (20), as spec section 5 asks; and the account from any address, which binds only addresses
 * the member never opened a session from, so a stranger cannot lock the member out at home,
 * and elsewhere only for minutes: every 10 failures in a day double the lock, up to 15 minutes.
 */
export async function lockedMinutes(db: Queryable, email: string, ip: string): Promise<number> {
  const [row] = await db.query<{
    until_pair: string | null;
    until_address: string | null;
    account_day: number;
    account_last: string | null;
    known: boolean;
  }>(
    `with here as (
       select email, created_at from login_failures
       where ip = $2 and created_at > now() - interval '${WINDOW}')
     select
       (select created_at from here where email = $1 order by created_at desc offset $3::int - 1 limit 1)
         + interval '${WINDOW}' as until_pair,
       (select created_at from here order by created_at desc offset $4::int - 1 limit 1)
         + interval '${WINDOW}' as until_address,
       (select count(*)::int from login_failures
        where email = $1 and created_at > now() - interval '1 day') as account_day,
       (select max(created_at) from login_failures where email = $1) as account_last,
       exists (select 1 from known_addresses k join members m on m.id = k.member_id
               where lower(m.email) = $1 and k.ip = $2
                 and k.last_seen_at > now() - interval '${KNOWN}') as known`,
    [email, ip, LOGIN_LOCKOUT.perAccountAndAddress, LOGIN_LOCKOUT.perAddress],
  );
  if (!row) return 0;
  const until = [row.until_pair, row.until_address].map((v) => (v ? new Date(v).getTime() : 0));
  const level = Math.floor(row.account_day / LOGIN_LOCKOUT.perAccount);
  if (!row.known && level > 0 && row.account_last) {
    const minutes = Math.min(2 ** (level - 1), LOGIN_LOCKOUT.perAccountMaxMinutes);
    until.push(new Date(row.account_last).getTime() + minutes * 60_000);
  }
  const left = Math.max(...until) - Date.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts a wrong password for the account (lower-case e-mail) from this address. */
export async function recordFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('insert into login_failures (email, ip) values ($1, $2)', [email, ip]);
}

/** A right password: this address's failures for the account are forgiven. */
export async function clearFailures(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('delete from login_failures where email = $1 and ip = $2', [email, ip]);
}

/** The member opened a session from this address: it becomes one of theirs. */
export async function rememberAddress(db: Queryable, memberId: number, ip: string): Promise<void> {
  await db.query(
    `insert into known_addresses (member_id, ip) values ($1, $2)
     on conflict (member_id, ip) do update set last_seen_at = now()`,
    [memberId, ip],
  );
}
