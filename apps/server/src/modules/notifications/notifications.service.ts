import type { TParams } from '@cupido/i18n';
import { timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_TYPES,
  type TLiveEvent,
  type TMailEventsInput,
  type TNotificationSettings,
  type TNotificationSettingsInput,
  type TUnsubscribeInfo,
} from '@cupido/contract';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import type { TJobHandler } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../mail/index.ts';
import { siteOrigin } from '../accounts/index.ts';
import type { SitesService } from '../sites/index.ts';
import {
  MAIL_KINDS,
  countedMessages,
  renderNotificationMail,
  type TNotificationMail,
} from './notification-mails.ts';
import {
  queueSend,
  disableByEmail,
  findRecipient,
  markSent,
  membersDue,
  membersWithOldUnread,
  newMembersThatFit,
  newestNewLiker,
  readSettings,
  releaseSend,
  resumeMail,
  sentWithin,
  setTypeEnabled,
  unreadSummary,
  unsubscribe,
  type TRecipient,
} from './notifications.repo.ts';
import type { TPresence } from './presence.ts';
import { makeUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token.ts';

export const NOTIFY_MEMBER = 'notify_member';
export const NOTIFICATION_ROUNDS = 'notification_rounds';

const HOUR = 3600;
/** At most one mail of a kind per member in this many seconds (decision 26). */
export const MAIL_INTERVALS: Record<TNotificationMail, number> = {
  new_conversation: HOUR / 4,
  new_messages: HOUR,
  like: HOUR,
  unread_reminder: 24 * HOUR,
  weekly_update: 7 * 24 * HOUR,
  activation_reminder: 3 * 24 * HOUR,
};
/**
 * The first mail of a kind waits this long, so that a burst (three messages typed in a row)
 * makes one mail that counts them all rather than a mail for the first.
 */
const GATHER_SECONDS = 5;
/** Members looked at per kind in one hourly round. */
const ROUND_SIZE = 500;

type TNotifyJob = { memberId: number; kind: TNotificationMail };

/**
 * E-mail notifications (issue 14, decision 26): the member's settings, one-click unsubscribe,
 * the mail provider's bounces and complaints, and the notification mails themselves, each sent
 * by a durable job and at most once per kind and interval.
 */
export class NotificationsService {
  private readonly db: Db;
  private readonly config: TConfig;
  private readonly sites: SitesService;
  private readonly presence: TPresence;
  private readonly secret: string;
  private readonly onError: (error: unknown) => void;

  constructor(deps: {
    db: Db;
    config: TConfig;
    sites: SitesService;
    presence: TPresence;
    secret: string;
    onError: (error: unknown) => void;
  }) {
    this.db = deps.db;
    this.config = deps.config;
    this.sites = deps.sites;
    this.presence = deps.presence;
    this.secret = deps.secret;
    this.onError = deps.onError;
  }

  async settings(memberId: number): Promise<TNotificationSettings> {
    const row = await readSettings(this.db, memberId);
    if (!row) throw new AppError('authentication_required');
    return {
      types: Object.fromEntries(
        NOTIFICATION_TYPES.map((type) => [type, !row.mail_off.includes(type)]),
      ) as TNotificationSettings['types'],
      disabled: row.mail_disabled,
    };
  }

  async update(memberId: number, input: TNotificationSettingsInput) {
    if (input.resume) await resumeMail(this.db, memberId);
    else await setTypeEnabled(this.db, memberId, input.type!, input.enabled!);
    return this.settings(memberId);
  }

  /** What an unsubscribe link would turn off; a token we did not sign is refused. */
  async unsubscribeInfo(token: string): Promise<TUnsubscribeInfo> {
    const read = this.readToken(token);
    const row = await readSettings(this.db, read.memberId);
    if (!row) throw new AppError('token_invalid');
    return { type: read.type, unsubscribed: row.mail_off.includes(read.type) };
  }

  /** RFC 8058 one-click, or the unsubscribe page's button: no session, only the signed token. */
  async unsubscribe(token: string): Promise<TUnsubscribeInfo> {
    const read = this.readToken(token);
    if (!(await unsubscribe(this.db, read.memberId, read.type)))
      throw new AppError('token_invalid');
    return { type: read.type, unsubscribed: true };
  }

  private readToken(token: string) {
    const read = readUnsubscribeToken(this.secret, token);
    if (!read) throw new AppError('token_invalid');
    return read;
  }

  /** The mail provider's bounces and complaints, authenticated by the shared secret. */
  async mailEvents(authorization: string | undefined, input: TMailEventsInput) {
    const expected = this.config.MAIL_EVENTS_SECRET;
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    if (
      !expected ||
      given.length !== Buffer.byteLength(expected) ||
      !timingSafeEqual(given, Buffer.from(expected))
    )
      throw new AppError('forbidden');
    let members = 0;
    for (const event of input.events)
      members += await disableByEmail(
        this.db,
        event.email,
        event.type === 'bounce' ? 'bounce' : 'fbl',
      );
    return { ok: true as const, members };
  }

  /**
   * Hears the member's live events (wired around the bus in app.ts): a like queues a mail. Never
   * throws: the event already happened. (A message's mail is queued as it is stored:
   * `messageReceived`.)
   */
  onLiveEvent = async (memberId: number, event: TLiveEvent): Promise<void> => {
    try {
      if (event.type === 'like') await this.schedule(memberId, 'like');
    } catch (error) {
      this.onError(error);
    }
  };

  /**
   * A message to the member is being stored, in the send's transaction (wired in app.ts): the
   * mail about it is queued in that transaction, so it goes with the message or not at all, and
   * the send's answer waits for no other transaction. The first message of a conversation
   * makes a new-conversation mail. Whether the member is away is asked when the mail is due.
   */
  messageReceived = async (tx: Queryable, memberId: number, opened: boolean): Promise<void> => {
    await this.queue(tx, memberId, opened ? 'new_conversation' : 'new_messages');
  };

  /** Queues one mail of the kind unless one is queued: soon, or once the interval has passed. */
  async schedule(memberId: number, kind: TNotificationMail) {
    await this.db.transaction((tx) => this.queue(tx, memberId, kind));
  }

  /** Queues the mail if the member may get it (queueSend decides) and none is queued. */
  private async queue(tx: Queryable, memberId: number, kind: TNotificationMail) {
    const payload: TNotifyJob = { memberId, kind };
    await queueSend(tx, memberId, kind, {
      intervalSeconds: MAIL_INTERVALS[kind],
      gatherSeconds: GATHER_SECONDS,
      job: { kind: NOTIFY_MEMBER, payload },
    });
  }

  /** Sends one queued notification mail if it is still wanted when the job runs. */
  notifyJob(): TJobHandler {
    return async (payload) => {
      const { memberId, kind } = payload as TNotifyJob;
      await releaseSend(this.db, memberId, kind);
      const member = await findRecipient(this.db, memberId, kind);
      if (!member?.may_mail) return;
      const found = await this.content(member, kind);
      if (!found) return;
      const { wording, ...content } = found;
      const site = await this.sites.byId(member.site_id);
      const mail = renderNotificationMail(wording ?? kind, {
        site,
        origin: siteOrigin(this.config, site),
        locale: member.language,
        to: member.email,
        name: member.name,
        unsubscribeToken: makeUnsubscribeToken(this.secret, memberId, MAIL_KINDS[kind]),
        ...content,
      });
      await this.db.transaction(async (tx) => {
        await queueMail(tx, mail);
        await markSent(tx, memberId, kind);
      });
    };
  }

  /**
   * What the mail says, or null when there is nothing to say (any more): the messages were read,
   * the member came back, the like was seen. `wording` is the mail to render when it is not the
   * kind's own: a like that made a match says so, not "like them back" (it stays a `like` mail,
   * so the member's setting for likes governs it).
   */
  private async content(
    member: TRecipient,
    kind: TNotificationMail,
  ): Promise<{ path: string; params?: TParams; wording?: 'like_match' } | null> {
    const locale = member.language;
    switch (kind) {
      case 'new_conversation':
      case 'new_messages': {
        if (!(await this.presence.isAway(member.id))) return null;
        // A new conversation's mail covers the messages that follow it for a while.
        if (
          kind === 'new_messages' &&
          (await sentWithin(this.db, member.id, 'new_conversation', MAIL_INTERVALS.new_messages))
        )
          return null;
        const unread = await unreadSummary(this.db, member.id);
        if (unread.total === 0 || unread.conversation_id === null) return null;
        return {
          path: `/chats/${unread.conversation_id}`,
          params: {
            partner: unread.partner ?? '',
            messages: countedMessages(locale, 'new', unread.total),
          },
        };
      }
      case 'like': {
        if (!(await this.presence.isAway(member.id))) return null;
        const liker = await newestNewLiker(this.db, member.id);
        if (!liker) return null;
        const params = { partner: liker.name };
        return liker.is_match
          ? { path: '/likes/matches', params, wording: 'like_match' }
          : { path: `/likes/m/${liker.id}`, params };
      }
      case 'unread_reminder': {
        const unread = await unreadSummary(this.db, member.id);
        if (unread.total === 0) return null;
        return {
          path: '/chats',
          // The count too: the sentence agrees with it ("1 message is", "3 are").
          params: {
            messages: countedMessages(locale, 'unread', unread.total),
            count: unread.total,
          },
        };
      }
      case 'weekly_update': {
        const fits = await newMembersThatFit(this.db, member.id);
        if (fits.length === 0) {
          // Nothing new this week: the next look is a week away all the same.
          await markSent(this.db, member.id, kind);
          return null;
        }
        const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          fits.map((f) => f.name),
        );
        return { path: '/members', params: { names } };
      }
      case 'activation_reminder':
        return { path: '/login' };
    }
  }

  /**
   * The hourly round: the digest of messages unread for a day, the weekly update and the
   * activation reminder, each queued through `schedule` (so each keeps its interval).
   */
  roundsJob(): TJobHandler {
    return async () => {
      for (const id of await membersWithOldUnread(this.db, ROUND_SIZE))
        await this.schedule(id, 'unread_reminder');
      for (const id of await membersDue(
        this.db,
        'weekly_update',
        MAIL_INTERVALS.weekly_update,
        'active',
        ROUND_SIZE,
      ))
        await this.schedule(id, 'weekly_update');
      for (const id of await membersDue(
        this.db,
        'activation_reminder',
        MAIL_INTERVALS.activation_reminder,
        'not_confirmed',
        ROUND_SIZE,
      ))
        await this.schedule(id, 'activation_reminder');
      return { runAgainAt: new Date(Date.now() + HOUR * 1000) };
    };
  }
}
