import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { LIVE_MAX_FRAME_BYTES, ZLiveFrame, type TLiveEvent } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorBody, sendError } from '../../http/error-handler.ts';
import type { LiveHub } from './live-hub.ts';

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
 * page's own origin. A bad frame is answered with an error event; the socket stays open.
 */
export const liveRoutes: FastifyPluginAsync<{
  hub: LiveHub;
  handlers: TLiveHandlers;
  publicUrl: string | undefined;
}> = async (app, { hub, handlers, publicUrl }) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/live',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!originAllowed(request, publicUrl))
          return sendError(request, reply, new AppError('forbidden'));
        if (!request.session)
          return sendError(request, reply, new AppError('authentication_required'));
      },
    },
    async (socket, request) => {
      const session = request.session!;
      const refuse = (error: AppError) =>
        socket.send(JSON.stringify({ type: 'error', ...errorBody(request, error).error }));
      let windowStart = Date.now();
      let frames = 0;

      socket.on('message', (data: RawData, isBinary: boolean) => {
        const now = Date.now();
        if (now - windowStart >= 1000) [windowStart, frames] = [now, 0];
        if (++frames > FRAMES_PER_SECOND) return refuse(new AppError('rate_limited'));
        const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
        if (isBinary || size > LIVE_MAX_FRAME_BYTES) return refuse(new AppError('malformed_body'));
        let json: unknown;
        try {
          json = JSON.parse(data.toString());
        } catch {
          return refuse(new AppError('malformed_body'));
        }
        const frame = ZLiveFrame.safeParse(json);
        if (!frame.success) return refuse(new AppError('validation_failed'));
        if (frame.data.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
        const handled =
          frame.data.type === 'typing'
            ? handlers.typing(session.memberId, frame.data.conversation_id)
            : hub.setInFront(socket, frame.data.type === 'visible');
        handled.catch((error: unknown) => {
          if (error instanceof AppError) refuse(error);
          else request.log.error({ err: error }, 'live frame failed');
        });
      });

      await hub.attach(socket, session);
      if (socket.readyState !== socket.OPEN) return;
      for (const event of await handlers.greet(session.memberId))
        socket.send(JSON.stringify(event));
    },
  );
};
