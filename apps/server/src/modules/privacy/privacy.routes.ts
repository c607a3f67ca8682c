import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZBlockInput, ZOkResponse, ZPrivacyInput } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import type { Db } from '../../platform/db/db.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** Invisible mode, privacy mode, blocking and unblocking. */
export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/privacy.php',
    {
      schema: {
        summary: 'Turn invisible mode or privacy mode on or off',
        body: ZPrivacyInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      await db.query(
        `update members set is_invisible = coalesce($2, is_invisible), is_private_mode = coalesce($3, is_private_mode) where id = $1`,
        [memberId, request.body.invisible ?? null, request.body.privacy_mode ?? null],
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/api/blocks.php',
    {
      schema: {
        summary: 'Members I blocked',
        response: {
          200: z.object({ blocked: z.array(z.object({ id: z.number(), name: z.string() })) }),
          401: ZApiError,
        },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const blocked = await db.query<{ id: number; name: string }>(
        'select m.id, m.name from blocks b join members m on m.id = b.blocked_id where b.blocker_id = $1 order by b.created_at desc',
        [memberId],
      );
      return { blocked };
    },
  );

  app.post(
    '/api/block.php',
    {
      schema: {
        summary: 'Block a member',
        body: ZBlockInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const target = request.body.member_id;
      if (target === memberId)
        throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
      const [exists] = await db.query('select 1 from members where id = $1', [target]);
      if (!exists) throw new AppError('not_found');
      // Spec section 4: blocking also deletes the chats and likes between the pair; those tables
      // arrive with their features and hook in here.
      await db.query(
        'insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing',
        [memberId, target],
      );
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/block.php',
    {
      schema: {
        summary: 'Unblock a member',
        body: ZBlockInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      await db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [
        memberId,
        request.body.member_id,
      ]);
      return { ok: true as const };
    },
  );
};
