import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LIVE_MAX_FRAME_BYTES, LIVE_PATH, ZLiveFrame, type TLiveEvent } from '@cupido/contract';
import type { TSession } from '../accounts/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorBody, sendError } from '../../http/error-handler.ts';
import type { LiveHub, TWording } from './live-hub.ts';
import { acceptUpgrade, isUpgrade, routeUpgrades } from './live-upgrade.ts';

/** What the live channel asks of the other modules. */
export type TLiveHandlers = {
  /** The events a fresh socket starts with (badge totals, credits), so a reconnect catches up. */
  greet(memberId: number): Promise<TLiveEvent[]>;
  typing(memberId: number, conversationId: number): Promise<void>;
};

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
 * keeps only what the hub keeps of it (an idle socket's memory, docs/performance.md).
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
   * The wording of every socket of one site and locale: one object, not one a socket. By the
   * site's object, so that a site read again starts its own.
   */
  const wordings = new WeakMap<TWording['site'], Map<string, TWording>>();
  function wordingOf(request: FastifyRequest): TWording {
    let bySite = wordings.get(request.site);
    if (!bySite) wordings.set(request.site, (bySite = new Map()));
    let wording = bySite.get(request.locale);
    if (!wording)
      bySite.set(request.locale, (wording = { locale: request.locale, site: request.site }));
    return wording;
  }

  /**
   * Answers a frame of an attached socket (`this`): one listener for every socket, which finds
   * the socket's member, wording and frame count in the hub.
   */
  function onFrame(this: WebSocket, data: RawData, isBinary: boolean) {
    const client = hub.clientOf(this);
    if (!client) return;
    const { wording } = client;
    if (!hub.admitFrame(client, FRAMES_PER_SECOND))
      return refuse(this, wording, new AppError('rate_limited'));
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (isBinary || size > LIVE_MAX_FRAME_BYTES)
      return refuse(this, wording, new AppError('malformed_body'));
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return refuse(this, wording, new AppError('malformed_body'));
    }
    const frame = ZLiveFrame.safeParse(json);
    if (!frame.success) return refuse(this, wording, new AppError('validation_failed'));
    if (frame.data.type === 'ping') return this.send(JSON.stringify({ type: 'pong' }));
    const handled =
      frame.data.type === 'typing'
        ? handlers.typing(client.memberId, frame.data.conversation_id)
        : hub.setInFront(this, frame.data.type === 'visible');
    handled.catch((error: unknown) => {
      if (error instanceof AppError) refuse(client.socket, wording, error);
      else app.log.error({ err: error }, 'live frame failed');
    });
  }

  /** Hands the socket to the hub, which delivers the member's events, answers it and greets it. */
  async function serve(socket: WebSocket, session: TSession, wording: TWording) {
    socket.on('error', onSocketError);
    // The hub knows the socket at once, so the frame listener finds it from the first frame.
    const attached = hub.attach(socket, session, wording);
    socket.on('message', onFrame);
    await attached;
    if (socket.readyState !== socket.OPEN) return;
    for (const event of await handlers.greet(session.memberId)) socket.send(JSON.stringify(event));
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
      const wording = wordingOf(request);
      acceptUpgrade(wss, request, reply, (socket) =>
        serve(socket, session, wording).catch((error: unknown) => {
          app.log.error({ err: error }, 'live socket failed');
          socket.terminate();
        }),
      );
    },
  );
};
