import { z } from 'zod';
import { ZChatSummary, ZMessage } from './chat.ts';

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
  /** Room for the likes issue: someone liked the member, or a like became a match. */
  z.object({ type: z.literal('like'), member_id: z.number().int() }),
  z.object({ type: z.literal('match'), member_id: z.number().int() }),
  /** A notification to show (text already translated). */
  z.object({ type: z.literal('notification'), text: z.string(), url: z.string().nullable() }),
  z.object({ type: z.literal('pong') }),
  /** A frame the server refused; the socket stays open. */
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
export type TLiveEventOf<T extends TLiveEvent['type']> = Extract<TLiveEvent, { type: T }>;

/** Frames a client may send. */
export const ZLiveFrame = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('typing'),
    conversation_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type TLiveFrame = z.infer<typeof ZLiveFrame>;

/** Close codes: the session ended (log in again), or the handshake was refused. */
export const LIVE_CLOSE = { sessionEnded: 4401, policy: 1008 } as const;
/** Largest frame a client may send. */
export const LIVE_MAX_FRAME_BYTES = 1024;
