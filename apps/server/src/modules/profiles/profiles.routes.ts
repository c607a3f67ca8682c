import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { ProfilesService } from './profiles.service.ts';

/** The profile calls of the contract (`profilesEndpoints`). */
export async function profilesRoutes(
  app: FastifyInstance,
  { profiles }: { profiles: ProfilesService },
) {
  route(app, 'GET /api/profile.php', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { profile: await profiles.own(requireSession(request).memberId) };
  });

  route(app, 'GET /api/member.php', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewerId = request.session?.memberId ?? null;
    return { profile: await profiles.member(request.query.id, viewerId, request.site) };
  });

  route(app, 'PUT /api/profile.php', async (request) => ({
    profile: await profiles.update(requireSession(request).memberId, request.body),
  }));
}
