import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { DirectDebitService } from './direct-debit.service.ts';
import { perMemberLimit, privateAnswers } from '../../http/route-options.ts';

/** Forms and codes per member and minute: a person typing, not a script (the code's own rules
 * — 5 tries, the cool-down — hold whatever this allows). */
const LIMIT = perMemberLimit('directdebit', 30);

/** The direct-debit calls of the contract (`directDebitEndpoints`). */
export async function directDebitRoutes(
  app: FastifyInstance,
  { directDebit }: { directDebit: DirectDebitService },
) {
  privateAnswers(app);

  route(app, 'POST /api/directdebit.php', { config: { rateLimit: LIMIT } }, async (request) =>
    directDebit.start(requireSession(request).memberId, request.site, request.body),
  );

  route(app, 'GET /api/directdebit.php', async (request) =>
    directDebit.get(requireSession(request).memberId, request.site, request.query.id),
  );

  route(app, 'POST /api/directdebit-code.php', { config: { rateLimit: LIMIT } }, async (request) =>
    directDebit.confirm(requireSession(request).memberId, request.site, request.body),
  );

  route(
    app,
    'POST /api/directdebit-resend.php',
    { config: { rateLimit: LIMIT } },
    async (request) =>
      directDebit.resend(requireSession(request).memberId, request.site, request.body.id),
  );
}
