import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZMemberProfile,
  ZMemberQuery,
  ZOwnProfileResponse,
  ZProfileUpdate,
} from '@cupido/contract';
import { z } from 'zod';
import { loadMemberProfile } from './member-profile.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { loadOwnProfile } from './profiles.repo.ts';
import { updateProfile } from './update-profile.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/profile.php',
    {
      schema: {
        summary: "The member's own profile",
        response: { 200: ZOwnProfileResponse, 401: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const profile = await loadOwnProfile(db, requireSession(request).memberId);
      if (!profile) throw new AppError('not_found');
      return { profile };
    },
  );

  app.get(
    '/api/member.php',
    {
      schema: {
        summary: "A member's profile as the viewer may see it",
        querystring: ZMemberQuery,
        response: {
          200: z.object({ profile: ZMemberProfile }),
          400: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const profile = await loadMemberProfile(
        db,
        request.query.id,
        request.session?.memberId ?? null,
        request.site,
      );
      return { profile };
    },
  );

  app.put(
    '/api/profile.php',
    {
      schema: {
        summary: "Update the member's own profile (any subset of fields)",
        body: ZProfileUpdate,
        response: { 200: ZOwnProfileResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({
      profile: await updateProfile(db, requireSession(request).memberId, request.body),
    }),
  );
};
