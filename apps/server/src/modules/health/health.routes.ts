import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Redis } from 'ioredis';

async function ok(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(
  app: FastifyInstance,
  { db, redis }: { db: Db; redis: Redis | null },
) {
  route(
    app,
    'GET /healthz',
    { logLevel: 'warn', config: { session: false } },
    async (_request, reply) => {
      const database = await ok(() => db.query('select 1'));
      const cache = redis ? await ok(() => redis.ping()) : 'not_configured';
      const healthy = database === 'ok' && cache !== 'down';
      reply.header('cache-control', 'no-store');
      return reply
        .code(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'degraded', database, redis: cache });
    },
  );
}
