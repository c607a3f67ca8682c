import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZApiError } from '@cupido/contract';

/** A route's error answers: each status it can give, all in the contract's one error shape. */
export function errorAnswers<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError])) as {
    [K in S[number]]: typeof ZApiError;
  };
}

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
