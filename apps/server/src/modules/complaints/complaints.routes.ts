import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { ComplaintsService } from './complaints.service.ts';

/** The complaint call of the contract (`complaintsEndpoints`). */
export async function complaintsRoutes(
  app: FastifyInstance,
  { complaints }: { complaints: ComplaintsService },
) {
  route(
    app,
    'POST /api/complaints.php',
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    async (request) => {
      const reference = await complaints.file(request.site.id, request.locale, request.body);
      return { complaint: { reference } };
    },
  );
}
