import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkResponse, ZPushQuery, ZPushSubscriptionInput } from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { PushService } from './push.service.ts';
import { errorAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403);

/**
 * POST /api/user.php?push=1 (spec section 7) shares its path and method with the log-in: the
 * `push` query parameter routes it here (a router constraint), everything else to the log-in.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  if (!app.hasConstraintStrategy('pushQuery')) {
    app.addConstraintStrategy({
      name: 'pushQuery',
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, store: unknown) => void handlers.set(value, store),
        };
      },
      deriveConstraint: (req: { url?: string }) =>
        new URL(req.url ?? '/', 'http://localhost').searchParams.get('push') ?? '',
      mustMatchWhenDerived: false,
    });
  }

  app.post(
    '/api/user.php',
    {
      constraints: { pushQuery: '1' },
      schema: {
        summary: "Save or remove this browser's push subscription (spec section 7, ?push=1)",
        querystring: ZPushQuery,
        body: ZPushSubscriptionInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await push.save(requireSession(request).memberId, request.body);
      return { ok: true as const };
    },
  );
};
