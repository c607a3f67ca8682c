import { LOGIN_LOCKOUT } from '@cupido/contract';
import type { Db } from '../../platform/db/db.ts';
import { purgeFinishedJobs, type TJobHandler } from '../../platform/jobs/job-queue.ts';

export const HOUSEKEEPING = 'housekeeping';
const EVERY_MS = 3600_000;

/**
 * Removes what no rule needs any more, each after its own retention: expired sessions at once;
 * used and expired link tokens and login failures after a day (the daily reset limit and the
 * per-account lockout count a day); addresses unseen for 90 days; finished jobs (jobs module).
 * Pending deletions keep their open reactivation link and erase job until they expire or run.
 */
export async function purgeStale(db: Db): Promise<Record<string, number>> {
  const count = async (sql: string) => (await db.query(`${sql} returning 1`)).length;
  return {
    sessions: await count('delete from sessions where expires_at < now()'),
    account_tokens: await count(
      `delete from account_tokens
       where (used_at is not null or expires_at < now()) and created_at < now() - interval '1 day'`,
    ),
    login_failures: await count(
      `delete from login_failures where created_at < now() - interval '1 day'`,
    ),
    known_addresses: await count(
      `delete from known_addresses
       where last_seen_at < now() - interval '${LOGIN_LOCKOUT.knownAddressDays} days'`,
    ),
    jobs: await purgeFinishedJobs(db),
  };
}

/** The recurring housekeeping job: runs every hour. */
export function housekeepingJob(db: Db): TJobHandler {
  return async () => {
    await purgeStale(db);
    return { runAgainAt: new Date(Date.now() + EVERY_MS) };
  };
}
