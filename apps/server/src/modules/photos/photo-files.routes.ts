import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { PICTURE_TYPE, parsePictureFile } from '../../platform/storage/picture-files.ts';
import type { PhotosService } from './photos.service.ts';

/**
 * Photo files under the default CDN prefix, by the rules of the profile page
 * (PhotosService.canView): nothing of a member the viewer may not see, a private photo's sharp
 * sizes for its owner and premium members only, unmoderated ones for their owner only.
 */
export const photoFilesRoutes: FastifyPluginAsync<{ photos: PhotosService }> = async (
  app,
  { photos },
) => {
  app.get<{ Params: { file: string } }>(
    '/cdn/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const picture = parsePictureFile(request.params.file);
      const viewer = request.session?.memberId ?? null;
      const file = picture && (await photos.openFile(picture.key, picture.size, viewer));
      if (!file) throw new AppError('not_found');
      return reply
        .type(PICTURE_TYPE)
        .header('cache-control', 'private, max-age=3600')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.body);
    },
  );
};
