import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PHOTO_MAX_BYTES,
  ZApiError,
  ZOkResponse,
  ZOwnPhoto,
  ZOwnPhotosResponse,
  ZPhotoChange,
  ZPhotoDelete,
} from '@cupido/contract';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import type { PhotosService } from './photos.service.ts';
import { errorAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 404, 409, 413, 422);

/** The member's own photos: list, upload (multipart field `photo`), main/private, delete. */
export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (
  app,
  { photos },
) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/api/photos.php',
    {
      schema: {
        summary: 'My photos and my photo limit',
        response: { 200: ZOwnPhotosResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      reply.header('cache-control', 'private, no-store');
      return {
        photos: await photos.list(memberId, request.site.config.cdn_prefix),
        limit: await photos.limitFor(memberId),
      };
    },
  );

  app.post(
    '/api/photos.php',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        summary: 'Upload a photo (multipart/form-data, field "photo")',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ photo: ZOwnPhoto }), ...errors },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send({ photo });
    },
  );

  app.put(
    '/api/photos.php',
    {
      schema: {
        summary: 'Make a photo the main one, or private',
        body: ZPhotoChange,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await photos.change(requireSession(request).memberId, request.body.id, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/photos.php',
    {
      schema: {
        summary: 'Delete a photo',
        body: ZPhotoDelete,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await photos.remove(requireSession(request).memberId, request.body.id);
      return { ok: true as const };
    },
  );
};
