import type { TLocale, TMailDisabledReason, TNotificationType } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { type Sql, sql } from '../../platform/db/sql.ts';
import { insertJobs } from '../../platform/jobs/job-queue.ts';
import { searchableBy } from '../privacy/index.ts';
import { MAIL_KINDS, type TNotificationMail } from './notification-mails.ts';

/** A member as the notification mails need them. */
export type TRecipient = {
  id: number;
  email: string;
  name: string;
  language: TLocale;
  site_id: number;
  /** The member may get the kind of mail asked about (mayMail). */
  may_mail: boolean;
};

/**
 * Whether the member `m` may get this kind of mail: a real member (not fictional, not demo data),
 * mail not stopped by a spam report or a bounce, the type on; reminders of activation only while
 * the address is unconfirmed, everything else only for members in good standing.
 */
function mayMail(kind: TNotificationMail): Sql {
  const statuses =
    kind === 'activation_reminder'
      ? ['not_confirmed']
      : kind === 'weekly_update'
        ? ['active']
        : ['active', 'not_confirmed'];
  return sql`(not (m.is_fictional or m.is_demo)
    and not (m.mail_disabled && array['fbl', 'bounce'])
    and not (${MAIL_KINDS[kind]}::text = any(m.mail_off))
    and m.status = any(${statuses}::text[]))`;
}

/** The member as a mail of this kind needs them, and whether they may get it. */
export async function findRecipient(
  db: Queryable,
  memberId: number,
  kind: TNotificationMail,
): Promise<TRecipient | null> {
  const [row] = await db.query<TRecipient>(
    sql`select m.id, m.email, m.name, m.language, m.site_id, ${mayMail(kind)} as may_mail
     from members m where m.id = ${memberId}`,
  );
  return row ?? null;
}

export async function readSettings(db: Queryable, memberId: number) {
  const [row] = await db.query<{
    mail_off: TNotificationType[];
    mail_disabled: TMailDisabledReason[];
  }>('select mail_off, mail_disabled from members where id = $1', [memberId]);
  return row ?? null;
}

/**
 * Turns one type on or off. Turning on a type that a mail's unsubscribe link turned off takes
 * that back, and the reason listunsubscribe with it once no such type is off (decision 74).
 */
export async function setTypeEnabled(
  db: Queryable,
  memberId: number,
  type: TNotificationType,
  enabled: boolean,
) {
  await db.query(
    enabled
      ? `update members set mail_off = array_remove(mail_off, $2),
           mail_unsubscribed = array_remove(mail_unsubscribed, $2),
           mail_disabled = case when array_remove(mail_unsubscribed, $2) = '{}'
             then array_remove(mail_disabled, 'listunsubscribe') else mail_disabled end
         where id = $1`
      : `update members set mail_off = array_append(array_remove(mail_off, $2), $2) where id = $1`,
    [memberId, type],
  );
}

/** Takes mail back after a spam report or an unsubscribe (a bounce stays until a new address). */
export async function resumeMail(db: Queryable, memberId: number) {
  await db.query(
    `update members set mail_disabled = array(
       select r from unnest(mail_disabled) r where r = 'bounce'), mail_unsubscribed = '{}'
     where id = $1`,
    [memberId],
  );
}

/** A one-click unsubscribe: the type off, and the reason noted. True when the member exists. */
export async function unsubscribe(db: Queryable, memberId: number, type: TNotificationType) {
  const rows = await db.query(
    `update members set mail_off = array_append(array_remove(mail_off, $2), $2),
       mail_unsubscribed = array_append(array_remove(mail_unsubscribed, $2), $2),
       mail_disabled = array_append(array_remove(mail_disabled, 'listunsubscribe'), 'listunsubscribe')
     where id = $1 returning id`,
    [memberId, type],
  );
  return rows.length > 0;
}

/** Stops notification mail to an address for a reason; answers how many members it hit. */
export async function disableByEmail(db: Queryable, email: string, reason: TMailDisabledReason) {
  const rows = await db.query(
    `update members set mail_disabled = array_append(array_remove(mail_disabled, $2), $2)
     where lower(email) = lower($1) returning id`,
    [email, reason],
  );
  return rows.length;
}

/**
 * Queues a mail of this kind for the member, in one statement (a message's send sends it with
 * its COMMIT): marks the kind as queued, if the member may get it and none is queued, and adds
 * its job, due `gatherSeconds` from now the first time, else `intervalSeconds` after the last
 * one went out, and never in the past.
 */
export async function queueSend(
  db: Queryable,
  memberId: number,
  kind: TNotificationMail,
  due: { intervalSeconds: number; gatherSeconds: number; job: { kind: string; payload: unknown } },
): Promise<void> {
  await db.query(
    sql`with claimed as (
       insert into notification_sends (member_id, kind, queued)
       select m.id, ${kind}, true from members m where m.id = ${memberId} and ${mayMail(kind)}
       on conflict (member_id, kind) do update set queued = true
         where notification_sends.queued = false
       returning last_sent_at)
     ${insertJobs(
       due.job.kind,
       due.job.payload,
       sql`select greatest(now(), coalesce(
             last_sent_at + make_interval(secs => ${due.intervalSeconds}),
             now() + make_interval(secs => ${due.gatherSeconds}))) as run_at
           from claimed`,
     )}`,
  );
}

/** The queued job runs: later events may queue the next one. */
export async function releaseSend(db: Queryable, memberId: number, kind: string) {
  await db.query(
    'update notification_sends set queued = false where member_id = $1 and kind = $2',
    [memberId, kind],
  );
}

export async function markSent(db: Queryable, memberId: number, kind: string) {
  await db.query(
    `insert into notification_sends (member_id, kind, last_sent_at) values ($1, $2, now())
     on conflict (member_id, kind) do update set last_sent_at = now()`,
    [memberId, kind],
  );
}

export async function sentWithin(db: Queryable, memberId: number, kind: string, seconds: number) {
  const rows = await db.query(
    `select 1 from notification_sends where member_id = $1 and kind = $2
       and last_sent_at > now() - make_interval(secs => $3)`,
    [memberId, kind, seconds],
  );
  return rows.length > 0;
}

/** The member's unread messages, and the conversation with the newest unread ones. */
export async function unreadSummary(db: Queryable, memberId: number) {
  const [row] = await db.query<{
    total: number;
    conversation_id: number | null;
    partner: string | null;
    opened: boolean | null;
  }>(
    `select (select coalesce(sum(unread), 0)::int from conversation_members
              where member_id = $1 and not hidden) as total,
            newest.conversation_id, newest.partner, newest.opened
     from (select 1) one
     left join lateral (
       select cm.conversation_id, p.name as partner, not cm.has_written as opened
       from conversation_members cm
       join conversations c on c.id = cm.conversation_id
       join members p on p.id = cm.partner_id
       where cm.member_id = $1 and cm.unread > 0 and not cm.hidden
       order by c.last_message_at desc nulls last limit 1
     ) newest on true`,
    [memberId],
  );
  return row!;
}

/**
 * The newest member who liked this one and whose like is still new, and whether this member had
 * liked them first (the like made a match).
 */
export async function newestNewLiker(db: Queryable, memberId: number) {
  const [row] = await db.query<{ id: number; name: string; is_match: boolean }>(
    `select m.id, m.name, exists (select 1 from likes back
       where back.liker_id = l.liked_id and back.liked_id = l.liker_id) as is_match
     from likes l join members m on m.id = l.liker_id
     where l.liked_id = $1 and l.is_new and m.status = 'active'
     order by l.created_at desc limit 1`,
    [memberId],
  );
  return row ?? null;
}

/** Members with messages unread for a day, who may get the reminder digest. */
export async function membersWithOldUnread(db: Queryable, limit: number) {
  const rows = await db.query<{ member_id: number }>(
    `select distinct cm.member_id from conversation_members cm
     join members m on m.id = cm.member_id
     where cm.unread > 0 and not cm.hidden and m.status = 'active'
       and not (m.is_fictional or m.is_demo) and not (m.mail_disabled && array['fbl', 'bounce'])
       and exists (select 1 from messages msg where msg.conversation_id = cm.conversation_id
         and msg.sender_id <> cm.member_id and msg.id > cm.read_up_to
         and msg.created_at < now() - interval '24 hours')
       and not exists (select 1 from notification_sends s where s.member_id = cm.member_id
         and s.kind = 'unread_reminder'
         and (s.queued or s.last_sent_at > now() - interval '24 hours'))
     limit $1`,
    [limit],
  );
  return rows.map((r) => r.member_id);
}

/** Members due for a round of `kind` (weekly update, activation reminder) in `status`. */
export async function membersDue(
  db: Queryable,
  kind: string,
  seconds: number,
  status: 'active' | 'not_confirmed',
  limit: number,
) {
  const rows = await db.query<{ id: number }>(
    `select m.id from members m
     where m.status = $2 and not (m.is_fictional or m.is_demo)
       and not (m.mail_disabled && array['fbl', 'bounce'])
       and m.created_at < now() - interval '1 day'
       and ($2 = 'active' or m.created_at > now() - interval '30 days')
       and not exists (select 1 from notification_sends s where s.member_id = m.id and s.kind = $1
         and (s.queued or s.last_sent_at > now() - make_interval(secs => $3)))
     order by m.id limit $4`,
    [kind, status, seconds, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Up to three members who joined in the last week and fit the member: an active profile in the
 * same country, of the gender their sexuality looks for, within ten years of age, whom the
 * member may find in search.
 */
export async function newMembersThatFit(db: Queryable, memberId: number) {
  return db.query<{ id: number; name: string }>(
    sql`select m.id, m.name from members m
     join profiles p on p.member_id = m.id
     join profiles me on me.member_id = ${memberId}
     where m.id <> ${memberId} and p.status = 'active' and m.created_at > now() - interval '7 days'
       and p.country = me.country
       and abs(extract(year from age(p.birth_date, me.birth_date))) <= 10
       and (case coalesce(me.sexuality, 'hetero')
              when 'hetero' then p.gender <> me.gender
              when 'bi' then true
              else p.gender = me.gender end)
       and ${searchableBy('m', memberId)}
     order by m.created_at desc limit 3`,
  );
}

/**
 * The members of a site an announcement of this type goes to: real members in good standing
 * with the type on and mail not stopped by a spam report or a bounce. (Unsubscribing from a mail
 * turns off its type only, as the member's switches show: decision 26.)
 */
export async function membersToAnnounce(db: Queryable, siteId: number, type: TNotificationType) {
  return db.query<{ id: number; email: string; name: string; language: TLocale }>(
    `select id, email, name, language from members
     where site_id = $1 and status = 'active' and not (is_fictional or is_demo)
       and not ($2 = any(mail_off)) and not (mail_disabled && array['fbl', 'bounce'])
     order by id`,
    [siteId, type],
  );
}
