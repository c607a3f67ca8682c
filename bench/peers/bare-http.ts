/**
 * Peer of the JSON route: bare `node:http` answering every request with the bytes Cupido
 * answered: its body (`BODY_FILE`) under the headers given in `HEADERS` (JSON). Given all of
 * Cupido's headers, the answer is the same bytes but for the request id's value and the date,
 * and the ratio is the cost of everything Cupido does per request beyond writing its answer;
 * given its content type alone, it is the peer of the first runs (body only).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE!);
const headers = JSON.parse(process.env.HEADERS!) as Record<string, string>;
headers['content-length'] = String(body.length);
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
