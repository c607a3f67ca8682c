import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { PrivacyService } from './privacy.service.ts';

/** The privacy calls of the contract (`privacyEndpoints`): modes, blocking and unblocking. */
export async function privacyRoutes(
  app: FastifyInstance,
  { privacy }: { privacy: PrivacyService },
) {
  route(app, 'PUT /api/privacy.php', async (request) => {
    await privacy.setModes(requireSession(request).memberId, request.body);
    return { ok: true as const };
  });

  route(app, 'GET /api/blocks.php', async (request) => ({
    blocked: await privacy.listBlocked(requireSession(request).memberId),
  }));

  route(app, 'POST /api/block.php', async (request) => {
    await privacy.block(requireSession(request).memberId, request.body.member_id);
    return { ok: true as const };
  });

  route(app, 'DELETE /api/block.php', async (request) => {
    await privacy.unblock(requireSession(request).memberId, request.body.member_id);
    return { ok: true as const };
  });
}
