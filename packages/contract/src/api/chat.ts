import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { MESSAGE_LENGTH_MAX } from './chat.constants.ts';
import { GIFTS } from '../constants.ts';
import { isPlainText } from './plain-text.ts';

const ZId = z.coerce
  .number({ message: 'invalid' })
  .int({ message: 'invalid' })
  .positive({ message: 'invalid' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'invalid' });
/** A member's id: a 32-bit integer in the database, so a larger one is no member. */
const ZMemberId = ZId.max(2_147_483_647, { message: 'invalid' });

/** A client-generated message id: sending the same one again returns the same message. */
export const ZClientId = z.uuid({ message: 'invalid' });

/** The other member of a conversation, as the chat header and list show them. */
export const ZChatPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  /** Where the partner lives when they gave no city (null without a profile). */
  country: z.string().nullable(),
  thumb: z.string().nullable(),
  is_fictional: z.boolean(),
  /** A not_confirmed member cannot get replies (spec section 4). */
  is_confirmed: z.boolean(),
});
export type TChatPartner = z.infer<typeof ZChatPartner>;

export const ZMessageType = z.enum(['text', 'photo', 'gift']);
export type TMessageType = z.infer<typeof ZMessageType>;

/** A stored message. `state` is 'read' only while both members share read receipts. */
export const ZMessage = z
  .object({
    id: z.number().int(),
    client_id: z.string(),
    conversation_id: z.number().int(),
    mine: z.boolean(),
    type: ZMessageType,
    text: z.string().nullable(),
    gift: z.enum(GIFTS).nullable(),
    /** Photo messages: their sizes while the picture exists; null once it was deleted. */
    photo: z.object({ thumb: z.string(), full: z.string() }).nullable(),
    state: z.enum(['sent', 'read']),
    created_at: z.string(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

/** One conversation in the list (spec section 3, "Chat"). */
export const ZChatSummary = z
  .object({
    id: z.number().int(),
    profile: ZChatPartner,
    num_unread_messages: z.number().int(),
    last_message: z
      .object({
        type: ZMessageType,
        text: z.string().nullable(),
        gift: z.enum(GIFTS).nullable(),
        mine: z.boolean(),
        created_at: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ChatSummary' });
export type TChatSummary = z.infer<typeof ZChatSummary>;

/** GET /api/chats.php (spec section 7). */
export const ZChatsResponse = z.object({
  chats: z.array(ZChatSummary),
  /** Unread messages over all conversations (the Messages badge). */
  unread_total: z.number().int(),
});
export type TChatsResponse = z.infer<typeof ZChatsResponse>;

/** Exactly one of `a` and `b` is given: `a` is required when neither is, `b` unexpected when both are. */
const oneOf = (a: string, b: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (v[a] === undefined && v[b] === undefined)
    ctx.addIssue({ code: 'custom', message: 'required', path: [a] });
  else if (v[a] !== undefined && v[b] !== undefined)
    ctx.addIssue({ code: 'custom', message: 'unknown', path: [b] });
};

/** GET /api/chat.php: a conversation by its id, or with a member (which may not exist yet). */
export const ZChatQuery = z
  .strictObject({ id: ZId.optional(), member_id: ZMemberId.optional() })
  .superRefine(oneOf('id', 'member_id'));

/** Why the viewer cannot write here now, if so. */
export const ZChatBlocker = z.enum(['partner_not_confirmed', 'premium_required']).nullable();

export const ZChatResponse = z.object({
  /** Null until the first message creates the conversation. */
  conversation_id: z.number().int().nullable(),
  partner: ZChatPartner,
  messages: z.array(ZMessage),
  has_older: z.boolean(),
  /** Older messages exist beyond the history limit ('Older messages are no longer visible…'). */
  history_limited: z.boolean(),
  blocker: ZChatBlocker,
  /** Credits each kind of message costs the viewer on this site. */
  costs: z.object({ text: z.number().int(), photo: z.number().int(), gift: z.number().int() }),
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

/** GET /api/messages.php: page back through a conversation. */
export const ZMessagesQuery = z.strictObject({ conversation_id: ZId, before: ZId });
export const ZMessagesResponse = z.object({
  messages: z.array(ZMessage),
  has_older: z.boolean(),
  history_limited: z.boolean(),
});

const ZMessageText = z
  .string(REQUIRED)
  .trim()
  .min(1, { message: 'required' })
  .max(MESSAGE_LENGTH_MAX, { message: 'too_long' })
  .refine((v) => isPlainText(v, { markup: true }), { message: 'invalid_characters' });

/**
 * POST /api/message.php: a text or gift message into a conversation, or to a member (the first
 * message starts the conversation). Text length is checked against the site's `message_length`
 * by the server (it differs per site).
 */
export const ZSendMessageInput = z
  .strictObject({
    client_id: ZClientId,
    conversation_id: ZId.optional(),
    member_id: ZMemberId.optional(),
    type: z.enum(['text', 'gift'], { message: 'invalid_choice' }),
    text: ZMessageText.optional(),
    gift: z.enum(GIFTS, { message: 'invalid_choice' }).optional(),
  })
  .superRefine(oneOf('conversation_id', 'member_id'))
  .superRefine((v, ctx) => {
    if (v.type === 'text' && v.text === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['text'] });
    if (v.type === 'gift' && v.gift === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['gift'] });
  });
export type TSendMessageInput = z.infer<typeof ZSendMessageInput>;

/** Multipart fields of POST /api/message-photo.php, besides the file. */
export const ZPhotoMessageFields = z
  .strictObject({
    client_id: ZClientId,
    conversation_id: ZId.optional(),
    member_id: ZMemberId.optional(),
  })
  .superRefine(oneOf('conversation_id', 'member_id'));

export const ZSendMessageResponse = z.object({
  message: ZMessage,
  credits: z.number().int(),
});

export const ZConversationInput = z.strictObject({ conversation_id: ZId });
/**
 * DELETE /api/chat.php: the conversation to remove. Spec section 7 names its body "conversation";
 * `conversation_id`, as the family's other calls name it, is taken too (decision 64).
 */
export const ZChatRemoveInput = z
  .strictObject({ conversation: ZId.optional(), conversation_id: ZId.optional() })
  .refine((v) => (v.conversation === undefined) !== (v.conversation_id === undefined), {
    // Neither: the spec's name is asked for. Both: one too many, whatever their values.
    error: (issue) =>
      (issue.input as { conversation?: unknown }).conversation === undefined
        ? 'required'
        : 'invalid',
    path: ['conversation'],
  })
  .transform((v) => ({ conversation: (v.conversation ?? v.conversation_id)! }));
export const ZMessageInput = z.strictObject({ message_id: ZId });

/** GET /api/chat-photo.php: a photo of a conversation, for its two members only. */
export const ZChatPhotoQuery = z.strictObject({
  file: z.string().regex(/^[a-f0-9]{32}$/, { message: 'invalid' }),
  size: z.enum(['thumb', 'full']),
});
/** Its answer is the picture's bytes, not JSON (the server streams them past serialization). */
export const ZChatPhotoFile = z.string().meta({ format: 'binary' });
