import type { Db, Queryable } from '../db/db.ts';
import { type Sql, sql } from '../db/sql.ts';

export type TJobRow = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  run_at: string | Date;
  recurring: boolean;
};
/** A recurring job's handler answers when it runs next; any other job is done when it returns. */
export type TJobHandler = (payload: unknown, job: TJobRow) => Promise<void | { runAgainAt: Date }>;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/**
 * Adds a job in the caller's transaction, so it exists exactly when the state it belongs to does
 * (a mail queued with the account it activates is sent after a crash too).
 */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: unknown,
  runAt?: Date,
): Promise<void> {
  const at = (runAt ?? new Date()).toISOString();
  await tx.query(insertJobs(kind, payload, sql`select ${at}::timestamptz as run_at`));
}

/**
 * The part of a caller's statement that adds a job for each row `runAt` answers (a query with a
 * `run_at` column), so one statement decides whether a job is needed and adds it: a statement
 * sent with its transaction's COMMIT cannot wait for an answer before adding the job.
 */
export function insertJobs(kind: string, payload: unknown, runAt: Sql): Sql {
  return sql`insert into jobs (kind, payload, run_at)
     select ${kind}, ${JSON.stringify(payload)}::jsonb, due.run_at from (${runAt}) due`;
}

/**
 * Makes sure a recurring job exists: one row per kind (a unique index), rescheduled by its
 * handler after each run instead of finishing. Instances starting together add it once.
 */
export async function ensureRecurringJob(db: Queryable, kind: string): Promise<void> {
  await db.query(
    `insert into jobs (kind, payload, recurring) values ($1, '{}', true) on conflict do nothing`,
    [kind],
  );
}

/** Finished jobs are kept a week (done) or a month (failed, to look into), then removed. */
export async function purgeFinishedJobs(db: Queryable): Promise<number> {
  const rows = await db.query(
    `delete from jobs where done_at < now() - interval '7 days' or failed_at < now() - interval '30 days'
     returning id`,
  );
  return rows.length;
}

/**
 * Runs due jobs. Any number of instances may run workers: a job is leased with
 * FOR UPDATE SKIP LOCKED; a failed job is retried with exponential backoff, then marked failed.
 */
export class JobWorker {
  private readonly db: Db;
  private readonly handlers: Map<string, TJobHandler>;
  private readonly log: (msg: string, err?: unknown) => void;
  private readonly recurring: string[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    db: Db,
    handlers: Record<string, TJobHandler>,
    log: (msg: string, err?: unknown) => void = () => {},
    /** Kinds that run forever (housekeeping); `start` makes sure each has its row. */
    recurring: string[] = [],
  ) {
    this.db = db;
    this.handlers = new Map(Object.entries(handlers));
    this.log = log;
    this.recurring = recurring;
  }

  /** Adds the handler of a job kind for a module built after the worker; `recurring` kinds run
   * forever (their row is made by `start`). */
  handle(kind: string, handler: TJobHandler, recurring = false) {
    this.handlers.set(kind, handler);
    if (recurring) this.recurring.push(kind);
  }

  /** Claims and runs the jobs due now; returns how many ran. */
  async runDue(limit = 20): Promise<number> {
    const jobs = await this.db.query<TJobRow>(
      `update jobs set locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       where id in (
         select id from jobs
         where done_at is null and failed_at is null and run_at <= now()
           and (locked_until is null or locked_until < now())
         order by run_at limit $1 for update skip locked)
       returning id, kind, payload, attempts, run_at, recurring`,
      [limit, LEASE_SECONDS],
    );
    // UPDATE ... RETURNING keeps no order: run them in the order they were due.
    jobs.sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime() || a.id - b.id);
    for (const job of jobs) {
      const handler = this.handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        const next = await handler(job.payload, job);
        if (job.recurring && next) {
          await this.db.query(
            `update jobs set run_at = $2, attempts = 0, locked_until = null, last_error = null
             where id = $1`,
            [job.id, next.runAgainAt.toISOString()],
          );
        } else {
          await this.db.query(
            'update jobs set done_at = now(), locked_until = null where id = $1',
            [job.id],
          );
        }
      } catch (error) {
        // A recurring job is never given up: it keeps its row and is retried with backoff.
        const failed = job.attempts >= MAX_ATTEMPTS && !job.recurring;
        this.log(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed`, error);
        await this.db.query(
          `update jobs set locked_until = null, last_error = $2,
             run_at = now() + make_interval(secs => $3), failed_at = case when $4 then now() end
           where id = $1`,
          [
            job.id,
            String(error instanceof Error ? error.message : error).slice(0, 2000),
            Math.min(5 * 2 ** job.attempts, 3600),
            failed,
          ],
        );
      }
    }
    return jobs.length;
  }

  /** Polls for due jobs every `intervalMs` until stopped. */
  start(intervalMs = 1000) {
    const ensured = Promise.all(
      this.recurring.map((kind) => ensureRecurringJob(this.db, kind)),
    ).catch((error: unknown) => this.log('scheduling recurring jobs failed', error));
    const tick = async () => {
      this.running = ensured
        .then(() => this.runDue())
        .catch((error: unknown) => {
          this.log('job polling failed', error);
          return 0;
        });
      await this.running;
      this.running = null;
      if (this.timer) this.timer = setTimeout(() => void tick(), intervalMs);
    };
    this.timer = setTimeout(() => void tick(), 10);
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
