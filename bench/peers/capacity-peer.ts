/**
 * Peer of `bench/capacity.ts`: bare `node:http` and `ws` doing the least a server of the same
 * members could do. Every path is answered with the bytes Cupido answered it with (CAPTURE_FILE:
 * status, content type and encoding, body); a live socket at /api/live is greeted with the
 * frames Cupido greeted one with and answers a ping with Cupido's pong; POST /api/message.php
 * also sends the recipient's sockets and the sender's the frames Cupido sent them for a message,
 * with the message's client id. Who a socket belongs to is the `x-bench-member` header of its
 * upgrade (the load sends it to Cupido too, which ignores it); the sender of a message is the
 * member whose socket came with the same cookie.
 *
 * GET /__bench/stats answers what the process spent since the last call (CPU, event-loop delay).
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';

export type TCapturedAnswer = {
  status: number;
  contentType: string;
  contentEncoding: string | null;
  /** base64 */
  body: string;
};
export type TCapture = {
  /** By path (no query). */
  answers: Record<string, TCapturedAnswer>;
  greeting: string[];
  pong: string;
  /** Frames for a message, with `clientIdMark` where its client id goes. */
  toRecipient: string[];
  toSender: string[];
  clientIdMark: string;
};

const capture = JSON.parse(readFileSync(process.env.CAPTURE_FILE!, 'utf8')) as TCapture;
const answers = new Map(
  Object.entries(capture.answers).map(([path, a]) => {
    const body = Buffer.from(a.body, 'base64');
    const headers: Record<string, string | number> = {
      'content-type': a.contentType,
      'content-length': body.length,
    };
    if (a.contentEncoding) headers['content-encoding'] = a.contentEncoding;
    return [path, { status: a.status, headers, body }] as const;
  }),
);

const socketsOf = new Map<number, Set<WebSocket>>();
const memberOfCookie = new Map<string, number>();

function sendFrames(memberId: number | undefined, frames: string[], clientId: string) {
  const sockets = memberId === undefined ? undefined : socketsOf.get(memberId);
  if (!sockets) return;
  for (const frame of frames) {
    const data = frame.replaceAll(capture.clientIdMark, clientId);
    for (const ws of sockets) ws.send(data);
  }
}

// The histogram holds the time between ticks 10 ms apart: the delay is what exceeds 10 ms.
const eld = monitorEventLoopDelay({ resolution: 10 });
const delay = (ns: number) => Math.max(0, ns / 1e6 - 10);
eld.enable();
let cpu = process.cpuUsage();
let periodStart = performance.now();
function stats(res: ServerResponse) {
  const now = performance.now();
  const used = process.cpuUsage(cpu);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      wallMs: now - periodStart,
      cpuMs: (used.user + used.system) / 1000,
      eld: { p50: delay(eld.percentile(50)), p99: delay(eld.percentile(99)), max: delay(eld.max) },
      sockets: [...socketsOf.values()].reduce((n, s) => n + s.size, 0),
      rssMb: process.memoryUsage.rss() / 2 ** 20,
    }),
  );
  [periodStart, cpu] = [now, process.cpuUsage()];
  eld.reset();
}

function answer(res: ServerResponse, path: string) {
  const a = answers.get(path);
  if (!a) {
    res.writeHead(404, { 'content-length': 0 });
    return res.end();
  }
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?', 1)[0]!;
  if (path === '/__bench/stats') return stats(res);
  if (req.method !== 'POST') return answer(res, path);
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (path === '/api/message.php') {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        client_id: string;
        member_id: number;
      };
      sendFrames(body.member_id, capture.toRecipient, body.client_id);
      sendFrames(memberOfCookie.get(req.headers.cookie ?? ''), capture.toSender, body.client_id);
    }
    answer(res, path);
  });
});
// Fastify's default, so idle keep-alive connections live as long on both servers.
server.keepAliveTimeout = 72_000;

const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
server.on('upgrade', (req, socket, head) => {
  if ((req.url ?? '').split('?', 1)[0] !== '/api/live') return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    const memberId = Number(req.headers['x-bench-member']);
    memberOfCookie.set(req.headers.cookie ?? '', memberId);
    let mine = socketsOf.get(memberId);
    if (!mine) socketsOf.set(memberId, (mine = new Set()));
    mine.add(ws);
    ws.on('close', () => {
      mine.delete(ws);
      if (mine.size === 0) socketsOf.delete(memberId);
    });
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'ping') ws.send(capture.pong);
    });
    for (const frame of capture.greeting) ws.send(frame);
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
