import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZMemberProfile,
  ZMemberQuery,
  ZOwnProfileResponse,
  ZProfileUpdate,
} from '@cupido/contract';
import { z } from 'zod';
import { requireSession } from '../../http/auth.ts';
import type { ProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
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
      return { profile: await profiles.own(requireSession(request).memberId) };
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
      const viewerId = request.session?.memberId ?? null;
      return { profile: await profiles.member(request.query.id, viewerId, request.site) };
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
      profile: await profiles.update(requireSession(request).memberId, request.body),
    }),
  );
};
