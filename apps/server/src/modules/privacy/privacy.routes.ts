import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZBlockedResponse,
  ZBlockInput,
  ZOkResponse,
  ZPrivacyInput,
} from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { PrivacyService } from './privacy.service.ts';
import { errorAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 404);

/** Invisible mode, privacy mode, blocking and unblocking. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
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
      await privacy.setModes(requireSession(request).memberId, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/blocks.php',
    {
      schema: { summary: 'Members I blocked', response: { 200: ZBlockedResponse, 401: ZApiError } },
    },
    async (request) => ({ blocked: await privacy.listBlocked(requireSession(request).memberId) }),
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
      await privacy.block(requireSession(request).memberId, request.body.member_id);
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
      await privacy.unblock(requireSession(request).memberId, request.body.member_id);
      return { ok: true as const };
    },
  );
};
