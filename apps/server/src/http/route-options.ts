import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A rate limit per logged-in member (per address for anyone else) and minute, named by scope. */
export const perMemberLimit = (scope: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.session ? `${scope}:${request.session.memberId}` : request.ip,
});

/** Every answer of these routes is one member's own: no cache may keep it. */
export function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
