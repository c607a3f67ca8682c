import { LOGIN_LOCKOUT } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';

const WINDOW = `${LOGIN_LOCKOUT.windowMinutes} minutes`;
const KNOWN = `${LOGIN_LOCKOUT.knownAddressDays} days`;

export type TLockoutRow = {
  /** When the account's lock from this address ends (its failures there reached the limit). */
  until_pair: string | null;
  /** When this address's lock ends (its failures for any account reached the limit). */
  until_address: string | null;
  /** The account's failures from any address in the last day. */
  account_day: number;
  account_last: string | null;
  /** The member opened a session from this address lately. */
  known: boolean;
  /** The account has failures counted from this address (a right password forgives them). */
  failed_here: boolean;
};

/** What decides a lockout for this account (lower-case e-mail) from this address (lockout.ts). */
export async function lockoutFacts(
  db: Queryable,
  email: string,
  ip: string,
): Promise<TLockoutRow | null> {
  const [row] = await db.query<TLockoutRow>(
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
                 and k.last_seen_at > now() - interval '${KNOWN}') as known,
       exists (select 1 from login_failures where email = $1 and ip = $2) as failed_here`,
    [email, ip, LOGIN_LOCKOUT.perAccountAndAddress, LOGIN_LOCKOUT.perAddress],
  );
  return row ?? null;
}

/** Counts a wrong password for the account (lower-case e-mail) from this address. */
export async function recordFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('insert into login_failures (email, ip) values ($1, $2)', [email, ip]);
}

/** A right password: this address's failures for the account are forgiven. */
export async function clearFailures(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('delete from login_failures where email = $1 and ip = $2', [email, ip]);
}

/** Every failure counted for the member's (lower-case) e-mail, from any address. */
export async function clearMemberFailures(db: Queryable, memberId: number): Promise<void> {
  await db.query(
    'delete from login_failures where email = (select lower(email) from members where id = $1)',
    [memberId],
  );
}

/** Removes login failures older than a day; how many went. */
export async function purgeOldFailures(db: Queryable): Promise<number> {
  const rows = await db.query(
    `delete from login_failures where created_at < now() - interval '1 day' returning 1`,
  );
  return rows.length;
}

/** Removes addresses unseen for LOGIN_LOCKOUT.knownAddressDays; how many went. */
export async function purgeUnseenAddresses(db: Queryable): Promise<number> {
  const rows = await db.query(
    `delete from known_addresses
       where last_seen_at < now() - interval '${LOGIN_LOCKOUT.knownAddressDays} days'
     returning 1`,
  );
  return rows.length;
}
