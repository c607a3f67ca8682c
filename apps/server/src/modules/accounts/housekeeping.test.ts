import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRecurringJob, JobWorker } from '../../platform/jobs/job-queue.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';
import { HOUSEKEEPING, housekeepingJob } from './housekeeping.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ago = (interval: string) => `now() - interval '${interval}'`;
const ahead = (interval: string) => `now() + interval '${interval}'`;

describe('housekeeping', () => {
  it('removes what no rule needs any more, keeps what lockout, limits and reactivation need, and runs again in an hour', async () => {
    const m = await signUpMember(t.app, t.db, { email: 'keep@housekeeping.test', name: 'Kees' });
    await t.db.query('delete from account_tokens');
    await t.db.query('delete from jobs');
    await t.db.query('delete from login_failures');
    await t.db.query('delete from known_addresses');

    const rows: Record<string, string[]> = {
      sessions: [
        `('expired', ${m.id}, ${ago('1 minute')})`,
        `('current', ${m.id}, ${ahead('1 day')})`,
      ],
      // the note of a session that ended over an hour ago (every live instance has read it): gone
      ended_sessions: [
        `('ended-old', ${m.id}, ${ago('61 minutes')})`,
        `('ended-recent', ${m.id}, ${ago('59 minutes')})`,
      ],
      account_tokens: [
        // used or expired, older than the day the reset limit counts: gone
        `('used-old', ${m.id}, 'password_reset', ${ago('2 days')}, ${ahead('1 hour')}, ${ago('2 days')})`,
        `('expired-old', ${m.id}, 'activation', ${ago('8 days')}, ${ago('1 day')}, null)`,
        // used today (counts for the 3 resets a day), and an open reactivation link: kept
        `('used-today', ${m.id}, 'password_reset', ${ago('1 hour')}, ${ahead('1 hour')}, ${ago('1 hour')})`,
        `('reactivation', ${m.id}, 'reactivation', ${ago('13 days')}, ${ahead('1 day')}, null)`,
      ],
      login_failures: [
        `('old@x.test', '10.0.0.1', ${ago('25 hours')})`,
        `('today@x.test', '10.0.0.1', ${ago('23 hours')})`,
      ],
      jobs: [
        `('send_mail', '{}', ${ago('8 days')}, null, 'done-old')`,
        `('send_mail', '{}', ${ago('6 days')}, null, 'done-recent')`,
        `('send_mail', '{}', null, ${ago('31 days')}, 'failed-old')`,
        `('send_mail', '{}', null, ${ago('29 days')}, 'failed-recent')`,
        `('erase_member', '{}', null, null, 'pending')`,
      ],
    };
    for (const s of rows.sessions!)
      await t.db.query(`insert into sessions (id, member_id, expires_at) values ${s}`);
    for (const s of rows.ended_sessions!)
      await t.db.query(`insert into ended_sessions (session_id, member_id, ended_at) values ${s}`);
    for (const s of rows.account_tokens!)
      await t.db.query(
        `insert into account_tokens (token_hash, member_id, purpose, created_at, expires_at, used_at) values ${s}`,
      );
    for (const s of rows.login_failures!)
      await t.db.query(`insert into login_failures (email, ip, created_at) values ${s}`);
    for (const s of rows.jobs!)
      await t.db.query(
        `insert into jobs (kind, payload, done_at, failed_at, last_error) values ${s}`,
      );
    await t.db.query(`update jobs set run_at = ${ahead('14 days')} where kind = 'erase_member'`);
    await t.db.query(
      `insert into known_addresses (member_id, ip, last_seen_at) values
       (${m.id}, '10.0.0.2', ${ago('91 days')}), (${m.id}, '10.0.0.3', ${ago('89 days')})`,
    );

    await ensureRecurringJob(t.db, HOUSEKEEPING);
    await ensureRecurringJob(t.db, HOUSEKEEPING);
    expect(await t.app.jobs.runDue()).toBe(1);

    const left = async (sql: string) =>
      (await t.db.query<{ k: string }>(sql)).map((r) => r.k).sort();
    expect(await left(`select id as k from sessions where id in ('expired', 'current')`)).toEqual([
      'current',
    ]);
    expect(
      await left(`select session_id as k from ended_sessions where session_id like 'ended-%'`),
    ).toEqual(['ended-recent']);
    expect(await left('select token_hash as k from account_tokens')).toEqual([
      'reactivation',
      'used-today',
    ]);
    expect(await left('select email as k from login_failures')).toEqual(['today@x.test']);
    expect(await left('select ip as k from known_addresses where ip like $$10.0.0.%$$')).toEqual([
      '10.0.0.3',
    ]);
    expect(await left(`select coalesce(last_error, kind) as k from jobs`)).toEqual([
      'done-recent',
      'failed-recent',
      'housekeeping',
      'pending',
    ]);
    // One row for the recurring job, due again in an hour, never finished.
    const [job] = await t.db.query<{ n: number; in_minutes: number; done: boolean }>(
      `select count(*) over ()::int as n, (extract(epoch from run_at - now()) / 60)::float8 as in_minutes,
              done_at is not null as done
       from jobs where kind = $1`,
      [HOUSEKEEPING],
    );
    expect(job).toMatchObject({ n: 1, done: false });
    expect(job!.in_minutes).toBeGreaterThan(55);
    expect(job!.in_minutes).toBeLessThanOrEqual(60);
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('is scheduled once by instances starting together, and runs', async () => {
    await t.db.query('delete from jobs');
    const instances = [1, 2].map(
      () =>
        new JobWorker(t.db, { [HOUSEKEEPING]: housekeepingJob(t.db) }, () => {}, [HOUSEKEEPING]),
    );
    instances.forEach((worker) => worker.start(20));
    try {
      await expect
        .poll(
          async () =>
            (
              await t.db.query<{ ran: boolean }>(
                `select run_at > now() + interval '50 minutes' as ran from jobs where kind = $1`,
                [HOUSEKEEPING],
              )
            ).map((r) => r.ran),
          { message: 'the housekeeping job ran once and waits for its next hour' },
        )
        .toEqual([true]);
    } finally {
      await Promise.all(instances.map((worker) => worker.stop()));
    }
  });
});
