/**
 * Peer of the chat send (bench/live.ts): a bare `ws` WebSocketServer on node:http that sends
 * every frame back on the socket it came from. Any plain request is answered 200 (the
 * benchmark's readiness check).
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((_req, res) => res.end('ok'));
const wss = new WebSocketServer({ server, maxPayload: 64 * 1024 });
wss.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
server.listen(Number(process.env.PORT), '127.0.0.1');
