import type { Db } from '../../platform/db/db.ts';
import { purgeFinishedJobs, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import { purgeOldFailures, purgeUnseenAddresses } from './lockout.repo.ts';
import { purgeEndedSessionNotes, purgeExpiredSessions } from './sessions.repo.ts';
import { purgeSpentTokens } from './tokens.repo.ts';

export const HOUSEKEEPING = 'housekeeping';
const EVERY_MS = 3600_000;

/**
 * Removes what no rule needs any more, each after its own retention: expired sessions at once,
 * the notes of ended ones (read by the live channel) after an hour;
 * used and expired link tokens and login failures after a day (the daily reset limit and the
 * per-account lockout count a day); addresses unseen for 90 days; finished jobs (jobs module).
 * Pending deletions keep their open reactivation link and erase job until they expire or run.
 */
export async function purgeStale(db: Db): Promise<Record<string, number>> {
  return {
    sessions: await purgeExpiredSessions(db),
    ended_sessions: await purgeEndedSessionNotes(db),
    account_tokens: await purgeSpentTokens(db),
    login_failures: await purgeOldFailures(db),
    known_addresses: await purgeUnseenAddresses(db),
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
