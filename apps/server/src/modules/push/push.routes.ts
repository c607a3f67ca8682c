import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { PushService } from './push.service.ts';

/**
 * POST /api/user.php?push=1 (spec section 7) shares its path and method with the log-in: the
 * `push` query parameter routes it here (a router constraint), everything else to the log-in.
 */
export async function pushRoutes(app: FastifyInstance, { push }: { push: PushService }) {
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
      // Asked of every request: one without a query is answered without parsing its address.
      deriveConstraint: (req: { url?: string }) =>
        req.url?.includes('?')
          ? (new URL(req.url, 'http://localhost').searchParams.get('push') ?? '')
          : '',
      mustMatchWhenDerived: false,
    });
  }

  route(
    app,
    'POST /api/user.php?push=1',
    { constraints: { pushQuery: '1' } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await push.save(requireSession(request), request.body);
      return { ok: true as const };
    },
  );
}
