import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PHOTO_MAX_BYTES,
  ZChatPhotoQuery,
  ZChatQuery,
  ZChatResponse,
  ZChatsResponse,
  ZConversationInput,
  ZMessageInput,
  ZMessagesQuery,
  ZMessagesResponse,
  ZOkResponse,
  ZPhotoMessageFields,
  ZSendMessageInput,
  ZSendMessageResponse,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { PICTURE_TYPE } from '../../platform/storage/picture-files.ts';
import { requireSession } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { validationError } from '../../http/error-handler.ts';
import type { ChatService } from './chat.service.ts';
import type { TOutgoing } from './send-message.ts';
import { errorAnswers, perMemberLimit, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 413, 422, 429);

const target = (v: { conversation_id?: number | undefined; member_id?: number | undefined }) =>
  v.conversation_id !== undefined
    ? { conversationId: v.conversation_id }
    : { memberId: v.member_id! };

/**
 * Conversations (spec section 7 keeps GET /api/chats.php and DELETE /api/chat.php; the other
 * calls follow the same family). Every call acts for the logged-in member only.
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  messagesPerMinute: number;
}> = async (app, { chat, messagesPerMinute }) => {
  // Sends are limited per member (per address for anyone not logged in).
  const SEND_LIMIT = perMemberLimit('member', messagesPerMinute);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 3, parts: 4 },
  });
  privateAnswers(app);

  app.get(
    '/api/chats.php',
    { schema: { summary: 'My conversations', response: { 200: ZChatsResponse, ...errors } } },
    async (request) => chat.list(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  app.get(
    '/api/chat.php',
    {
      schema: {
        summary: 'Open a conversation (by id, or with a member)',
        querystring: ZChatQuery,
        response: { 200: ZChatResponse, ...errors },
      },
    },
    async (request) =>
      chat.open(requireSession(request).memberId, request.query, { site: request.site.config }),
  );

  app.delete(
    '/api/chat.php',
    {
      schema: {
        summary: 'Remove a conversation from my list',
        body: ZConversationInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await chat.remove(requireSession(request).memberId, request.body.conversation_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/messages.php',
    {
      schema: {
        summary: 'Older messages of a conversation',
        querystring: ZMessagesQuery,
        response: { 200: ZMessagesResponse, ...errors },
      },
    },
    async (request) =>
      chat.page(
        requireSession(request).memberId,
        request.query.conversation_id,
        request.query.before,
      ),
  );

  app.post(
    '/api/message.php',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        summary: 'Send a text or gift message (idempotent by client_id)',
        body: ZSendMessageInput,
        response: { 200: ZSendMessageResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const out: TOutgoing =
        body.type === 'text'
          ? { clientId: body.client_id, target: target(body), kind: 'text', text: body.text! }
          : { clientId: body.client_id, target: target(body), kind: 'gift', gift: body.gift! };
      return chat.send(requireSession(request).memberId, out, { site: request.site.config });
    },
  );

  app.post(
    '/api/message-photo.php',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        summary:
          'Send a picture (multipart/form-data: client_id, conversation_id or member_id, photo)',
        consumes: ['multipart/form-data'],
        response: { 200: ZSendMessageResponse, ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      if (!request.isMultipart())
        throw new AppError('validation_failed', { fields: { photo: 'field.required' } });
      const { fields, files } = await readMultipartForm(request);
      for (const name of files.keys())
        if (name !== 'photo')
          throw new AppError('validation_failed', { fields: { [name]: 'field.unknown' } });
      const parsed = ZPhotoMessageFields.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error);
      const buffer = files.get('photo');
      if (!buffer) throw new AppError('validation_failed', { fields: { photo: 'field.required' } });
      return chat.sendPhoto(
        memberId,
        buffer,
        { clientId: parsed.data.client_id, target: target(parsed.data) },
        { site: request.site.config },
      );
    },
  );

  app.delete(
    '/api/message-photo.php',
    {
      schema: {
        summary: 'Delete a picture I sent (the message says it was deleted)',
        body: ZMessageInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await chat.deletePhoto(requireSession(request).memberId, request.body.message_id, {
        site: request.site.config,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/chat-read.php',
    {
      schema: {
        summary: 'Mark a conversation read',
        body: ZConversationInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await chat.markRead(requireSession(request).memberId, request.body.conversation_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/chat-photo.php',
    { schema: { summary: 'A picture of one of my conversations', querystring: ZChatPhotoQuery } },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const { file, size } = request.query;
      const photo = await chat.openPhoto(memberId, file, size);
      if (!photo) throw new AppError('not_found');
      return reply
        .type(PICTURE_TYPE)
        .header('content-length', photo.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.body);
    },
  );
};
