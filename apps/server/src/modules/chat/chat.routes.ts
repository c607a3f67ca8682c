import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES, ZPhotoMessageFields } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { PICTURE_TYPE } from '../../platform/storage/picture-files.ts';
import { requireSession } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { validationError } from '../../http/error-handler.ts';
import { route } from '../../http/route.ts';
import type { ChatService } from './chat.service.ts';
import type { TOutgoing } from './send-message.ts';
import { perMemberLimit, privateAnswers } from '../../http/route-options.ts';

const target = (v: { conversation_id?: number | undefined; member_id?: number | undefined }) =>
  v.conversation_id !== undefined
    ? { conversationId: v.conversation_id }
    : { memberId: v.member_id! };

/** The chat calls of the contract (`chatEndpoints`): each acts for the logged-in member only. */
export async function chatRoutes(
  app: FastifyInstance,
  { chat, messagesPerMinute }: { chat: ChatService; messagesPerMinute: number },
) {
  // Sends are limited per member (per address for anyone not logged in).
  const SEND_LIMIT = perMemberLimit('member', messagesPerMinute);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 3, parts: 4 },
  });
  privateAnswers(app);

  route(app, 'GET /api/chats.php', async (request) =>
    chat.list(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  route(app, 'GET /api/chat.php', async (request) =>
    chat.open(requireSession(request).memberId, request.query, { site: request.site.config }),
  );

  route(app, 'DELETE /api/chat.php', async (request) => {
    await chat.remove(requireSession(request).memberId, request.body.conversation);
    return { ok: true as const };
  });

  route(app, 'GET /api/messages.php', async (request) =>
    chat.page(
      requireSession(request).memberId,
      request.query.conversation_id,
      request.query.before,
    ),
  );

  route(app, 'POST /api/message.php', { config: { rateLimit: SEND_LIMIT } }, async (request) => {
    const body = request.body;
    const out: TOutgoing =
      body.type === 'text'
        ? { clientId: body.client_id, target: target(body), kind: 'text', text: body.text! }
        : { clientId: body.client_id, target: target(body), kind: 'gift', gift: body.gift! };
    return chat.send(requireSession(request).memberId, out, { site: request.site.config });
  });

  route(
    app,
    'POST /api/message-photo.php',
    { config: { rateLimit: SEND_LIMIT } },
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

  route(app, 'DELETE /api/message-photo.php', async (request) => {
    await chat.deletePhoto(requireSession(request).memberId, request.body.message_id, {
      site: request.site.config,
    });
    return { ok: true as const };
  });

  route(app, 'POST /api/chat-read.php', async (request) => {
    await chat.markRead(requireSession(request).memberId, request.body.conversation_id);
    return { ok: true as const };
  });

  route(app, 'GET /api/chat-photo.php', async (request, reply) => {
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
  });
}
