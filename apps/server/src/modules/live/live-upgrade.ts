import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

/** The connection and first bytes of an upgrade request, kept on it while the app routes it. */
const kUpgrade = Symbol('upgrade');
type TUpgradeRequest = IncomingMessage & { [kUpgrade]?: { socket: Socket; head: Buffer } };

/** Node takes its own error listener off the socket before 'upgrade'; an error ends it. */
function destroyOnError(this: Socket) {
  this.destroy();
}

/**
 * Routes the server's upgrade requests (WebSocket handshakes) through the app as ordinary GET
 * requests, so their hooks (site, locale, session, headers, log) and refusals are every other
 * request's. A route accepts one with `acceptUpgrade`; any answer it sends instead ends the
 * connection. Not @fastify/websocket: it keeps the request and reply, their raw request and
 * logger, alive as long as the socket (3.6 KB of an idle socket's ~9 KB; docs/performance.md).
 */
export function routeUpgrades(app: FastifyInstance) {
  app.server.on('upgrade', (req: TUpgradeRequest, socket: Socket, head: Buffer) => {
    socket.on('error', destroyOnError);
    req[kUpgrade] = { socket, head };
    const res = new ServerResponse(req);
    res.assignSocket(socket);
    res.once('finish', () => socket.destroy());
    app.routing(req, res);
  });
}

/** Whether the request asks for a WebSocket (came through `routeUpgrades`). */
export function isUpgrade(request: FastifyRequest): boolean {
  return (request.raw as TUpgradeRequest)[kUpgrade] !== undefined;
}

/**
 * Completes the handshake and hands over the WebSocket. The request and reply are released: the
 * connection no longer points at them, so nothing of the request outlives the handshake but
 * what `onSocket` keeps.
 */
export function acceptUpgrade(
  wss: WebSocketServer,
  request: FastifyRequest,
  reply: FastifyReply,
  onSocket: (socket: WebSocket) => void,
) {
  const req = request.raw as TUpgradeRequest;
  const { socket, head } = req[kUpgrade]!;
  reply.hijack();
  reply.raw.detachSocket(socket);
  // `ws` puts its own error listener on the socket as it takes it over.
  socket.off('error', destroyOnError);
  wss.handleUpgrade(req, socket, head, onSocket);
}
