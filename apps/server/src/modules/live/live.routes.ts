import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LIVE_MAX_FRAME_BYTES, LIVE_PATH, ZLiveFrame, type TLiveEvent } from '@cupido/contract';
import type { TSession } from '../accounts/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorBody, sendError } from '../../http/error-handler.ts';
import type { LiveHub } from './live-hub.ts';
import { acceptUpgrade, isUpgrade, routeUpgrades } from './live-upgrade.ts';

/** What the live channel asks of the other modules. */
export type TLiveHandlers = {
  /** The events a fresh socket starts with (badge totals, credits), so a reconnect catches up. */
  greet(memberId: number): Promise<TLiveEvent[]>;
  typing(memberId: number, conversationId: number): Promise<void>;
};

/** What a socket keeps of its request to word its error events: the locale and the site. */
type TWording = Pick<FastifyRequest, 'locale' | 'site'>;

/** Frames per socket per second before frames are refused. */
const FRAMES_PER_SECOND = 10;

/** Same-origin only: the page's own host, or the configured public address. */
function originAllowed(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === request.headers.host) return true;
  return publicUrl !== undefined && host === new URL(publicUrl).host;
}

/**
 * The live channel: one WebSocket per tab at /api/live, opened with the session cookie from the
 * page's own origin. A bad frame is answered with an error event; the socket stays open. The
 * handshake goes through the app like any request (`routeUpgrades`); once it is done a socket
 * keeps only its member, session and wording (an idle socket's memory, docs/performance.md).
 */
export const liveRoutes: FastifyPluginAsync<{
  hub: LiveHub;
  handlers: TLiveHandlers;
  publicUrl: string | undefined;
}> = async (app, { hub, handlers, publicUrl }) => {
  // The hub holds the sockets; the server only completes handshakes.
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 64 * 1024 });
  routeUpgrades(app);
  // Before the server closes, which waits for every connection to end, the sockets' too.
  app.addHook('preClose', async () => hub.close());

  /** A frame the protocol refuses (one beyond maxPayload, bad UTF-8): the socket is dropped. */
  function onSocketError(this: WebSocket, error: Error) {
    app.log.error({ err: error }, 'live socket failed');
    this.terminate();
  }

  /** Answers a frame with an error event, worded in the locale and site of the socket's request. */
  function refuse(socket: WebSocket, wording: TWording, error: AppError) {
    socket.send(JSON.stringify({ type: 'error', ...errorBody(wording, error).error }));
  }

  /**
   * Answers the socket's frames, delivers the member's events and greets it. Its frame listener
   * is the one closure a socket keeps: the member, the wording and the frame count.
   */
  async function serve(socket: WebSocket, session: TSession, wording: TWording) {
    const memberId = session.memberId;
    socket.on('error', onSocketError);
    let windowStart = Date.now();
    let frames = 0;

    socket.on('message', (data: RawData, isBinary: boolean) => {
      const now = Date.now();
      if (now - windowStart >= 1000) [windowStart, frames] = [now, 0];
      if (++frames > FRAMES_PER_SECOND)
        return refuse(socket, wording, new AppError('rate_limited'));
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (isBinary || size > LIVE_MAX_FRAME_BYTES)
        return refuse(socket, wording, new AppError('malformed_body'));
      let json: unknown;
      try {
        json = JSON.parse(data.toString());
      } catch {
        return refuse(socket, wording, new AppError('malformed_body'));
      }
      const frame = ZLiveFrame.safeParse(json);
      if (!frame.success) return refuse(socket, wording, new AppError('validation_failed'));
      if (frame.data.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
      const handled =
        frame.data.type === 'typing'
          ? handlers.typing(memberId, frame.data.conversation_id)
          : hub.setInFront(socket, frame.data.type === 'visible');
      handled.catch((error: unknown) => {
        if (error instanceof AppError) refuse(socket, wording, error);
        else app.log.error({ err: error }, 'live frame failed');
      });
    });

    await hub.attach(socket, session);
    if (socket.readyState !== socket.OPEN) return;
    for (const event of await handlers.greet(memberId)) socket.send(JSON.stringify(event));
  }

  app.get(
    LIVE_PATH,
    {
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!originAllowed(request, publicUrl))
          return sendError(request, reply, new AppError('forbidden'));
        if (!request.session)
          return sendError(request, reply, new AppError('authentication_required'));
      },
    },
    async (request, reply) => {
      // A plain GET: the channel is a WebSocket only.
      if (!isUpgrade(request)) throw new AppError('not_found');
      const session = request.session!;
      const wording: TWording = { locale: request.locale, site: request.site };
      acceptUpgrade(wss, request, reply, (socket) =>
        serve(socket, session, wording).catch((error: unknown) => {
          app.log.error({ err: error }, 'live socket failed');
          socket.terminate();
        }),
      );
    },
  );
};
