/**
 * Peer of the live channel's idle sockets (bench/live-sockets.ts): a bare `ws` WebSocketServer
 * on node:http that sends each socket one small JSON greeting frame as it connects, as Cupido's
 * live channel greets a socket with the member's credits, and then only holds it. Any plain
 * request is answered 200 (the benchmark's readiness check).
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const greeting = JSON.stringify({ type: 'credits', credits: 0 });
const server = createServer((_req, res) => res.end('ok'));
const wss = new WebSocketServer({ server, maxPayload: 64 * 1024 });
wss.on('connection', (socket) => socket.send(greeting));
server.listen(Number(process.env.PORT), '127.0.0.1');
