import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { NotificationsService } from './notifications.service.ts';
import { privateAnswers } from '../../http/route-options.ts';

/**
 * The notifications calls of the contract (`notificationsEndpoints`), and the page-hidden beacon
 * of spec section 7.
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  // The one-click POST of RFC 8058 is a form body (`List-Unsubscribe=One-Click`); only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  privateAnswers(app);

  route(app, 'GET /api/notifications.php', async (request) =>
    notifications.settings(requireSession(request).memberId),
  );

  route(app, 'PUT /api/notifications.php', async (request) =>
    notifications.update(requireSession(request).memberId, request.body),
  );

  route(app, 'GET /api/unsubscribe.php', async (request) =>
    notifications.unsubscribeInfo(request.query.token),
  );

  route(
    app,
    'POST /api/unsubscribe.php',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => notifications.unsubscribe(request.query.token),
  );

  route(app, 'POST /api/mail-events.php', async (request) =>
    notifications.mailEvents(request.headers.authorization, request.body),
  );

  // The spec's beacon is kept for its clients; it names no tab, so with two tabs it cannot
  // tell which went to the background. Presence comes from each tab's live socket instead
  // (the frames `visible` and `hidden`, decision 30); the web app sends both.
  route(app, 'POST /api/page-hidden.php', async (_request, reply) => reply.send(null));
}
