import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMailEventsInput,
  ZNotificationSettings,
  ZNotificationSettingsInput,
  ZOneClickBody,
  ZUnsubscribeInfo,
  ZUnsubscribeQuery,
} from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { NotificationsService } from './notifications.service.ts';
import { errorAnswers, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 429);

/**
 * E-mail notifications: the member's settings, the unsubscribe link and its RFC 8058 one-click
 * POST (no session: the signed token), the mail provider's bounces and complaints, and the
 * page-hidden beacon of spec section 7.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  // The one-click POST of RFC 8058 is a form body (`List-Unsubscribe=One-Click`); only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  privateAnswers(app);

  app.get(
    '/api/notifications.php',
    {
      schema: {
        summary: 'My e-mail notification settings and why mail stopped, if it did',
        response: { 200: ZNotificationSettings, ...errors },
      },
    },
    async (request) => notifications.settings(requireSession(request).memberId),
  );

  app.put(
    '/api/notifications.php',
    {
      schema: {
        summary: 'Turn one notification type on or off, or take mail back (resume)',
        body: ZNotificationSettingsInput,
        response: { 200: ZNotificationSettings, ...errors },
      },
    },
    async (request) => notifications.update(requireSession(request).memberId, request.body),
  );

  app.get(
    '/api/unsubscribe.php',
    {
      schema: {
        summary: 'What an unsubscribe link turns off (no session needed)',
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeInfo, ...errors },
      },
    },
    async (request) => notifications.unsubscribeInfo(request.query.token),
  );

  app.post(
    '/api/unsubscribe.php',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Unsubscribe from one type: RFC 8058 one-click or the unsubscribe page',
        querystring: ZUnsubscribeQuery,
        body: ZOneClickBody.optional(),
        response: { 200: ZUnsubscribeInfo, ...errors },
      },
    },
    async (request) => notifications.unsubscribe(request.query.token),
  );

  app.post(
    '/api/mail-events.php',
    {
      schema: {
        summary: "The mail provider's bounce and complaint notifications (Bearer secret)",
        body: ZMailEventsInput,
        response: { 200: z.object({ ok: z.literal(true), members: z.number().int() }), ...errors },
      },
    },
    async (request) => notifications.mailEvents(request.headers.authorization, request.body),
  );

  app.post(
    '/api/page-hidden.php',
    {
      schema: {
        summary: 'Beacon: the page became hidden (spec section 7)',
        body: z.strictObject({}),
        response: { 204: z.null(), ...errors },
      },
    },
    // The spec's beacon is kept for its clients; it names no tab, so with two tabs it cannot
    // tell which went to the background. Presence comes from each tab's live socket instead
    // (the frames `visible` and `hidden`, decision 30); the web app sends both.
    async (_request, reply) => reply.code(204).send(null),
  );
};
