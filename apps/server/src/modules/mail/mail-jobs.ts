import type { Queryable } from '../../platform/db/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs/job-queue.ts';
import type { Mailer, TMail } from '../../platform/mail/mailer.ts';

export const SEND_MAIL = 'send_mail';

/** Queues a mail in the caller's transaction; the job worker sends it (after a crash, too). */
export function queueMail(tx: Queryable, mail: TMail): Promise<void> {
  return enqueueJob(tx, SEND_MAIL, mail);
}

export function sendMailJob(mailer: Mailer): TJobHandler {
  return async (payload) => mailer.send(payload as TMail);
}
