import { z } from 'zod';
import { ZChatSummary, ZMessage } from './chat.ts';
import { LIVE_EVENT_TYPES } from './live.constants.ts';
import { PAYMENT_FAILURES, PAYMENT_STATUSES } from './payments.constants.ts';
import { ZProfileCard } from './search.ts';

/**
 * The live channel (WebSocket at /api/live, one per tab): typed events from the server, and the
 * few frames a client may send. Every event a member receives is about their own account.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  /** A message in one of the member's conversations (theirs from another tab, or the partner's). */
  z.object({ type: z.literal('message'), message: ZMessage, chat: ZChatSummary }),
  /** The partner is typing (coalesced: at most one event per TYPING_MS.coalesce). */
  z.object({ type: z.literal('typing'), conversation_id: z.number().int() }),
  /** The partner read the member's messages up to this id. */
  z.object({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    up_to: z.number().int(),
  }),
  /** A conversation left the member's list (deleted in another tab, or by a block). */
  z.object({ type: z.literal('conversation_removed'), conversation_id: z.number().int() }),
  /** Badge totals: unread messages and new likes. */
  z.object({ type: z.literal('unread'), messages: z.number().int(), likes: z.number().int() }),
  /** The member's credit balance changed. */
  z.object({ type: z.literal('credits'), credits: z.number().int() }),
  /** One of the member's payments changed state (the return page and the shop update). */
  z.object({
    type: z.literal('payment'),
    payment_id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    failure: z.enum(PAYMENT_FAILURES).nullable(),
    paid_user: z.boolean(),
  }),
  /** Someone liked the member (their card, as the member may see it). */
  z.object({ type: z.literal('like'), member_id: z.number().int(), profile: ZProfileCard }),
  /** A like was withdrawn (by the liker, or by a block): the likes pages drop it. */
  z.object({ type: z.literal('unlike'), member_id: z.number().int() }),
  /** The member and this one like each other now: both get the match modal. */
  z.object({ type: z.literal('match'), member_id: z.number().int(), profile: ZProfileCard }),
  /** A notification to show (text already translated). */
  z.object({ type: z.literal('notification'), text: z.string(), url: z.string().nullable() }),
  z.object({ type: z.literal('pong') }),
  /** A frame the server refused; the socket stays open. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
/** The browser's list of event types: only the schema's types, and every one of them. */
LIVE_EVENT_TYPES satisfies readonly TLiveEvent['type'][];
true satisfies TLiveEvent['type'] extends (typeof LIVE_EVENT_TYPES)[number] ? true : never;
export type TLiveEventOf<T extends TLiveEvent['type']> = Extract<TLiveEvent, { type: T }>;

/** Frames a client may send. */
export const ZLiveFrame = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('typing'),
    conversation_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  z.strictObject({ type: z.literal('ping') }),
  /** The tab came to the front: the member is present (not mailed or pushed about messages). */
  z.strictObject({ type: z.literal('visible') }),
  /** The tab went to the background (sent with the page-hidden beacon). */
  z.strictObject({ type: z.literal('hidden') }),
]);
export type TLiveFrame = z.infer<typeof ZLiveFrame>;
