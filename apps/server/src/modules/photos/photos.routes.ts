import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES } from '@cupido/contract';
import { perMemberLimit } from '../../http/route-options.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { route } from '../../http/route.ts';
import type { PhotosService } from './photos.service.ts';

/** The member's own photos: list, upload (multipart field `photo`), main/private, delete. */
export async function photosRoutes(app: FastifyInstance, { photos }: { photos: PhotosService }) {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  route(app, 'GET /api/photos.php', async (request, reply) => {
    const { memberId } = requireSession(request);
    reply.header('cache-control', 'private, no-store');
    return {
      photos: await photos.list(memberId, request.site.config.cdn_prefix),
      limit: await photos.limitFor(memberId),
    };
  });

  route(
    app,
    'POST /api/photos.php',
    // Per member: members behind one address (an office, a carrier's NAT) do not share it.
    { config: { rateLimit: { ...perMemberLimit('photo-upload', 30), timeWindow: '1 hour' } } },
    async (request) => {
      const { memberId } = requireSession(request);
      if (!request.isMultipart())
        throw new AppError('validation_failed', { fields: { photo: 'field.required' } });
      const buffer = (await readMultipartForm(request)).files.get('photo');
      if (!buffer) throw new AppError('validation_failed', { fields: { photo: 'field.required' } });
      const site = request.site.config;
      const photo = await photos.upload(memberId, buffer, {
        moderated: site.photo_moderation,
        cdn: site.cdn_prefix,
      });
      return { photo };
    },
  );

  route(app, 'PUT /api/photos.php', async (request) => {
    await photos.change(requireSession(request).memberId, request.body.id, request.body);
    return { ok: true as const };
  });

  route(app, 'DELETE /api/photos.php', async (request) => {
    await photos.remove(requireSession(request).memberId, request.body.id);
    return { ok: true as const };
  });
}
