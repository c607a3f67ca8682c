import webpush from 'web-push';
import {
  DEFAULT_LOCALE,
  type TLiveEvent,
  type TPushNotice,
  type TPushSubscriptionInput,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import type { TPublish } from '../chat/index.ts';
import { badgeEvent } from '../live/index.ts';
import { noticeFor } from './push-notices.ts';
import { isPushService } from './push-services.ts';
import {
  deleteSubscription,
  deleteSubscriptionById,
  listSubscriptions,
  recipient,
  trimSubscriptions,
  upsertSubscription,
} from './push.repo.ts';
import type { TVapidKeys } from './vapid-keys.ts';

/** Browsers (subscriptions) one member may hold; saving one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** How long a push service keeps an undelivered notice (seconds). */
const PUSH_TTL_S = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export type TPushDeps = {
  db: Db;
  vapid: TVapidKeys;
  /** Whether the member has an open tab (then the live channel tells them, not a push). */
  isOnline: (memberId: number) => Promise<boolean>;
  /**
   * Any endpoint is accepted (tests and development, with a push service on localhost);
   * otherwise only a known push service's (`isPushService`).
   */
  anyPushService: boolean;
  onError: (error: unknown) => void;
};

/**
 * Web push (spec sections 4 and 7, decision 27): the browsers' subscriptions per member, and a
 * notice for a new message, like or match to every browser of a member who has no open tab.
 * Notices are encrypted for each browser (RFC 8291, aes128gcm) and signed with the VAPID key;
 * a subscription the push service reports gone (404, 410) is removed.
 */
export class PushService {
  private readonly deps: TPushDeps;
  private readonly pending = new Set<Promise<void>>();

  constructor(deps: TPushDeps) {
    this.deps = deps;
  }

  get publicKey() {
    return this.deps.vapid.publicKey;
  }

  /**
   * POST /api/user.php?push=1: saves this browser's subscription for the session that sends it
   * (its logout ends the subscription), or removes it.
   */
  async save(
    session: { memberId: number; id: string },
    input: TPushSubscriptionInput,
  ): Promise<void> {
    const { db } = this.deps;
    const { memberId } = session;
    const sub = input.subscription;
    if (sub === false || sub === 'denied') {
      if (input.endpoint) await deleteSubscription(db, memberId, input.endpoint);
      return;
    }
    if (!this.accepts(sub.endpoint))
      throw new AppError('validation_failed', {
        fields: { 'subscription.endpoint': 'field.invalid' },
      });
    await db.transaction(async (tx) => {
      await upsertSubscription(tx, session, {
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
      await trimSubscriptions(tx, memberId, PUSH_SUBSCRIPTIONS_PER_MEMBER);
    });
  }

  /**
   * Wraps the live channel's publish: every event still goes out live, and a new message, like
   * or match also goes out by push (in the background) when the member has no open tab, unless
   * the publisher said `push: false` (a like that made a match: the match's notice alone).
   */
  publishing(publish: TPublish): TPublish {
    return async (memberId, event, options) => {
      await publish(memberId, event, options);
      if (options?.push === false) return;
      this.track(this.pushFor(memberId, event));
    };
  }

  /** Resolves once every push started so far has been handed to its push service. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }

  private track(work: Promise<void>) {
    const done = work.catch(this.deps.onError).finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Pushes the event's notice to the member's browsers, unless they have a tab open. */
  async pushFor(memberId: number, event: TLiveEvent): Promise<void> {
    // Whether the event makes a notice does not depend on the language: an event that makes none
    // (the sender's own copy of a message, a badge count) costs no lookup.
    if (!noticeFor(event, DEFAULT_LOCALE, 0)) return;
    // A member in front gets none either, and is asked first: a chat's partner usually has the
    // chat open, on this instance an answer without a round trip (LiveHub.isInFront).
    if (await this.deps.isOnline(memberId)) return;
    const { db } = this.deps;
    const subs = await listSubscriptions(db, memberId);
    if (subs.length === 0) return;
    const who = await recipient(db, memberId);
    if (!who) return;
    // The app badge the notice sets: the same total as the page title's '(n)' (spec section 2).
    const { messages, likes } = await badgeEvent(db, memberId);
    const notice = noticeFor(event, who.language, messages + likes);
    if (!notice) return;
    await Promise.all(subs.map((sub) => this.send(sub, notice)));
  }

  /** Whether a subscription's endpoint may be sent to (saved before the rule: checked again). */
  private accepts(endpoint: string): boolean {
    return this.deps.anyPushService || isPushService(endpoint);
  }

  private async send(
    sub: { id: number; endpoint: string; p256dh: string; auth: string },
    notice: TPushNotice,
  ) {
    if (!this.accepts(sub.endpoint)) return deleteSubscriptionById(this.deps.db, sub.id);
    // web-push encrypts and signs; the request goes out by fetch (to a known push service in
    // production; outside it, any address: a push service on localhost in tests).
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(notice),
      {
        vapidDetails: this.deps.vapid,
        TTL: PUSH_TTL_S,
        urgency: 'high',
        topic: notice.tag.replace(/[^\w-]/g, '').slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410)
      await deleteSubscriptionById(this.deps.db, sub.id);
    else if (!res.ok) throw new Error(`push service answered ${res.status}`);
  }
}
