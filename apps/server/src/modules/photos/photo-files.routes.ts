import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { PhotosService } from './photos.service.ts';
import type { TSize } from './process-photo.ts';

const FILE = /^([a-f0-9]{32})-(thumb|profile|full|blur)\.webp$/;

/**
 * Photo files under the default CDN prefix, with the same access rule as the API: active public
 * photos for everyone, private and unmoderated ones only for their owner.
 */
export const photoFilesRoutes: FastifyPluginAsync<{
  photos: PhotosService;
  uploadsDir: string;
}> = async (app, { photos, uploadsDir }) => {
  app.get<{ Params: { file: string } }>(
    '/cdn/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const viewer = request.session?.memberId ?? null;
      if (!match || !(await photos.canView(match[1]!, match[2] as TSize, viewer))) {
        throw new AppError('not_found');
      }
      const path = join(uploadsDir, request.params.file);
      const info = await stat(path).catch(() => null);
      if (!info) throw new AppError('not_found');
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(path));
    },
  );
};
