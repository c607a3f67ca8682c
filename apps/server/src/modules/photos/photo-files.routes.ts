import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../http/app-error.ts';

const FILE = /^([a-f0-9]{32})-(thumb|profile|full)\.webp$/;

/**
 * Photo files under the default CDN prefix. Only active, public photos are served; private and
 * unmoderated ones answer 404 to everyone here.
 */
export const photoFilesRoutes: FastifyPluginAsync<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  app.get<{ Params: { file: string } }>(
    '/cdn/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw new AppError('not_found');
      const [row] = await db.query<{ ok: boolean }>(
        `select true as ok from photos where file_key = $1 and status = 'active' and not is_private`,
        [match[1]],
      );
      const path = join(uploadsDir, request.params.file);
      const info = row ? await stat(path).catch(() => null) : null;
      if (!info) throw new AppError('not_found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .header('content-length', info.size)
        .header('cross-origin-resource-policy', 'same-site')
        .send(createReadStream(path));
    },
  );
};
