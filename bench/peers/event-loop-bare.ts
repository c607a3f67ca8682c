/**
 * Peer of bench/event-loop.ts: bare `node:http` answering each route of the mixed load (method and
 * path, the query ignored) with the bytes Cupido answered it once (`ANSWERS_FILE`: status,
 * content type and encoding, body in base64), a login included, as a minimal server would, and
 * measuring itself as Cupido's side does (bench/peers/loop-monitor.ts). GET /__loop/reset and
 * GET /__loop/read are its control routes.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loopMonitor } from './loop-monitor.ts';

type TAnswer = { status: number; type: string; encoding: string | null; body: string };
const saved = JSON.parse(readFileSync(process.env.ANSWERS_FILE!, 'utf8')) as Record<
  string,
  TAnswer
>;
const answers = new Map(
  Object.entries(saved).map(([route, a]) => [
    route,
    {
      status: a.status,
      headers: {
        'content-type': a.type,
        ...(a.encoding ? { 'content-encoding': a.encoding } : {}),
      },
      body: Buffer.from(a.body, 'base64'),
    },
  ]),
);
const monitor = loopMonitor(Number(process.env.RESOLUTION_MS ?? 5));

createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/__loop/reset' || path === '/__loop/read') {
    if (path === '/__loop/reset') monitor.reset();
    const body = JSON.stringify(path === '/__loop/read' ? monitor.read() : {});
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  const answer = answers.get(`${req.method} ${path}`);
  req.resume(); // the request body is read and dropped
  req.once('end', () => {
    if (!answer) res.writeHead(404).end();
    else
      res
        .writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
        .end(answer.body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
