import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { privateAnswers } from '../../http/route-options.ts';
import type { LikesService } from './likes.service.ts';
import type { SwipeService } from './swipe.service.ts';

/** The likes calls of the contract (`likesEndpoints`): each acts for the logged-in member only. */
export async function likesRoutes(
  app: FastifyInstance,
  { likes, swipe }: { likes: LikesService; swipe: SwipeService },
) {
  privateAnswers(app);

  route(app, 'GET /api/likes.php', async (request) =>
    likes.list(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  route(app, 'POST /api/like.php', async (request) =>
    likes.like(
      requireSession(request).memberId,
      request.body.member_id,
      request.site.config.cdn_prefix,
    ),
  );

  route(app, 'DELETE /api/like.php', async (request) => {
    await likes.unlike(requireSession(request).memberId, request.body.member_id);
    return { ok: true as const };
  });

  route(app, 'POST /api/like-seen.php', async (request) => {
    await likes.markSeen(requireSession(request).memberId, request.body.member_id);
    return { ok: true as const };
  });

  route(app, 'GET /api/auto-like.php', async (request) =>
    likes.autoLike(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  route(app, 'GET /api/match-finder.php', async (request) => ({
    profiles: await swipe.suggestions(
      requireSession(request).memberId,
      request.site.config.cdn_prefix,
    ),
  }));

  route(app, 'GET /api/swipe.php', async (request) =>
    swipe.stack(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  route(app, 'POST /api/swipe.php', async (request) =>
    swipe.swipe(requireSession(request).memberId, request.body, request.site.config.cdn_prefix),
  );
}
