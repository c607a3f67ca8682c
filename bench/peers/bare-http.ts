/**
 * Peer of the JSON route: bare `node:http` answering every request with the same bytes and
 * headers Cupido answered (`BODY_FILE`, `CONTENT_TYPE`), so the ratio is the cost of everything
 * Cupido does per request beyond writing the answer.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE!);
const contentType = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
