import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import {
  ZChatPhotoFile,
  ZChatPhotoQuery,
  ZChatQuery,
  ZChatResponse,
  ZChatsResponse,
  ZChatRemoveInput,
  ZConversationInput,
  ZMessageInput,
  ZMessagesQuery,
  ZMessagesResponse,
  ZSendMessageInput,
  ZSendMessageResponse,
} from '../api/chat.ts';

const errors = [400, 401, 402, 403, 404, 409, 413, 422, 429] as const;

/**
 * Conversations (spec section 7 keeps GET /api/chats.php and DELETE /api/chat.php; the other
 * calls follow the same family). Every call acts for the logged-in member only.
 */
export const chatEndpoints = defineEndpoints({
  'GET /api/chats.php': {
    summary: 'My conversations',
    response: ZChatsResponse,
    errors,
  },
  'GET /api/chat.php': {
    summary: 'Open a conversation (by id, or with a member)',
    query: ZChatQuery,
    response: ZChatResponse,
    errors,
  },
  'DELETE /api/chat.php': {
    summary: 'Remove a conversation from my list',
    body: ZChatRemoveInput,
    response: ZOkResponse,
    errors,
  },
  'GET /api/messages.php': {
    summary: 'Older messages of a conversation',
    query: ZMessagesQuery,
    response: ZMessagesResponse,
    errors,
  },
  'POST /api/message.php': {
    summary: 'Send a text or gift message (idempotent by client_id)',
    body: ZSendMessageInput,
    response: ZSendMessageResponse,
    errors,
  },
  'POST /api/message-photo.php': {
    summary: 'Send a picture (multipart/form-data: client_id, conversation_id or member_id, photo)',
    consumes: ['multipart/form-data'],
    response: ZSendMessageResponse,
    errors,
  },
  'DELETE /api/message-photo.php': {
    summary: 'Delete a picture I sent (the message says it was deleted)',
    body: ZMessageInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/chat-read.php': {
    summary: 'Mark a conversation read',
    body: ZConversationInput,
    response: ZOkResponse,
    errors,
  },
  'GET /api/chat-photo.php': {
    summary: 'A picture of one of my conversations',
    query: ZChatPhotoQuery,
    response: ZChatPhotoFile,
  },
});
