import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAutoLikeResponse,
  ZLikeInput,
  ZLikeResponse,
  ZLikesResponse,
  ZOkResponse,
  ZSuggestionsResponse,
  ZSwipeInput,
  ZSwipeResponse,
  ZSwipeResult,
} from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { LikesService } from './likes.service.ts';
import type { SwipeService } from './swipe.service.ts';
import { errorAnswers, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 429);

/**
 * Likes (spec section 7 keeps GET /api/likes.php and GET /api/auto-like.php; like, unlike, the
 * match finder and the swipe game follow the same family). Every call acts for the logged-in
 * member only.
 */
export const likesRoutes: FastifyPluginAsyncZod<{
  likes: LikesService;
  swipe: SwipeService;
}> = async (app, { likes, swipe }) => {
  privateAnswers(app);

  app.get(
    '/api/likes.php',
    {
      schema: {
        summary: 'Members I liked (profiles) and members who liked me (liked_by)',
        response: { 200: ZLikesResponse, ...errors },
      },
    },
    async (request) => likes.list(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  app.post(
    '/api/like.php',
    {
      schema: {
        summary: 'Like a member (a mutual like is a match)',
        body: ZLikeInput,
        response: { 200: ZLikeResponse, ...errors },
      },
    },
    async (request) =>
      likes.like(
        requireSession(request).memberId,
        request.body.member_id,
        request.site.config.cdn_prefix,
      ),
  );

  app.delete(
    '/api/like.php',
    {
      schema: {
        summary: 'Withdraw my like of a member',
        body: ZLikeInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await likes.unlike(requireSession(request).memberId, request.body.member_id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/like-seen.php',
    {
      schema: {
        summary: "I opened this member's profile from my likes: their like is no longer new",
        body: ZLikeInput,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await likes.markSeen(requireSession(request).memberId, request.body.member_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auto-like.php',
    {
      schema: {
        summary: 'A member who newly liked me, for the like modal (or null)',
        response: { 200: ZAutoLikeResponse, ...errors },
      },
    },
    async (request) =>
      likes.autoLike(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  app.get(
    '/api/match-finder.php',
    {
      schema: {
        summary: 'Suggested members (preferences, country, age, interests; not liked or passed)',
        response: { 200: ZSuggestionsResponse, ...errors },
      },
    },
    async (request) => ({
      profiles: await swipe.suggestions(
        requireSession(request).memberId,
        request.site.config.cdn_prefix,
      ),
    }),
  );

  app.get(
    '/api/swipe.php',
    {
      schema: {
        summary: "The swipe game's card stack and the likes left today",
        response: { 200: ZSwipeResponse, ...errors },
      },
    },
    async (request) =>
      swipe.stack(requireSession(request).memberId, request.site.config.cdn_prefix),
  );

  app.post(
    '/api/swipe.php',
    {
      schema: {
        summary: 'Like or pass the top card of the swipe game',
        body: ZSwipeInput,
        response: { 200: ZSwipeResult, ...errors },
      },
    },
    async (request) =>
      swipe.swipe(requireSession(request).memberId, request.body, request.site.config.cdn_prefix),
  );
};
