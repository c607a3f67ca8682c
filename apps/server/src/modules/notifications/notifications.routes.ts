import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
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

  await app.register(async (oneClick) => {
    acceptOneClickBodies(oneClick);
    route(
      oneClick,
      'POST /api/unsubscribe.php',
      { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request) => notifications.unsubscribe(request.query.token),
    );
  });

  route(app, 'POST /api/mail-events.php', async (request) =>
    notifications.mailEvents(request.headers.authorization, request.body),
  );

  // The spec's beacon is kept for its clients; it names no tab, so with two tabs it cannot
  // tell which went to the background. Presence comes from each tab's live socket instead
  // (the frames `visible` and `hidden`, decision 30); the web app sends both.
  route(app, 'POST /api/page-hidden.php', async (_request, reply) => reply.send(null));
}

/** A one-click body is one short field; anything much longer is not one. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * The one-click POST of RFC 8058 (section 3.1) carries `List-Unsubscribe=One-Click` as
 * multipart/form-data, as it SHOULD, or as a urlencoded form; the signed token in the address
 * is what authorizes it, so the body's fields are read but decide nothing, and a POST with no
 * body at all does the same (Fastify validates a missing body as null, which the contract's
 * optional body refuses). Only on this route.
 */
function acceptOneClickBodies(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': request.headers['content-type']! },
      })
        .formData()
        .catch(() => {
          throw new AppError('malformed_body');
        });
      return Object.fromEntries(
        [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    },
  );
}
