/**
 * JSON route throughput: GET /api/interests.php on the real server (its own process, info logs,
 * every hook a request passes) against bare `node:http` serving the same bytes (the body and
 * every header Cupido sent: the security headers are part of the answer), all under the same
 * load from this process (autocannon, 20 connections), the servers pinned to CPU 0 and the load
 * generator to the rest where the machine allows. A second peer serves the body under its
 * content type alone, as the first runs' peer did, printed beside it. The servers run side by
 * side and are loaded in turn, a round each, three times (the rates are each one's total over
 * its rounds): a machine whose speed drifts over the run then weighs on all alike.
 *
 *   node bench/json-route.ts [--short]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  emitRows,
  freePort,
  pinLoadGenerator,
  SHORT,
  spawnServer,
  startCupido,
  waitFor,
} from './lib/bench-kit.ts';

const PATH = '/api/interests.php';
const CONNECTIONS = 20;
const ROUNDS = 3;
const SECONDS_A_ROUND = SHORT ? 1 : 4;

pinLoadGenerator();

/** One round of load: how many requests were answered, all with a 2xx. */
async function round(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.total;
}

/** Headers node:http writes itself on every answer. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

const cupido = await startCupido();
const answer = await fetch(`${cupido.origin}${PATH}`);
const bodyFile = join(tmpdir(), `cupido-bench-${process.pid}.json`);
writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NODE_HEADERS.has(name)));
const contentType = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
/** The same bytes (every header Cupido sent), and the body under its content type alone. */
const peers = await Promise.all(
  [headers, contentType].map(async (peerHeaders) => {
    const port = await freePort();
    const server = spawnServer(['bench/peers/bare-http.ts'], {
      ...process.env,
      PORT: String(port),
      BODY_FILE: bodyFile,
      HEADERS: JSON.stringify(peerHeaders),
    });
    return { server, url: `http://127.0.0.1:${port}/` };
  }),
);
const urls = [`${cupido.origin}${PATH}`, ...peers.map((p) => p.url)];
const rps = [0, 0, 0];
try {
  for (const peer of peers) await waitFor(peer.url);
  for (const url of urls) await round(url, 1); // warm-up
  for (let i = 0; i < ROUNDS; i++)
    for (const [n, url] of urls.entries()) rps[n]! += await round(url, SECONDS_A_ROUND);
  for (const n of rps.keys()) rps[n]! /= ROUNDS * SECONDS_A_ROUND;
} finally {
  for (const peer of peers) peer.server.kill();
  await cupido.stop();
}

const [cupidoRps, sameBytesRps, bodyOnlyRps] = rps as [number, number, number];
const ratio = cupidoRps / sameBytesRps;
console.log(
  `${PATH}: Cupido ${Math.round(cupidoRps)} req/s, bare node:http ${Math.round(sameBytesRps)} req/s with the same bytes (${ratio.toFixed(2)}x), ${Math.round(bodyOnlyRps)} req/s with the body alone (${(cupidoRps / bodyOnlyRps).toFixed(2)}x)`,
);
emitRows([
  {
    figure: `JSON route ${PATH}, ${CONNECTIONS} connections (peer: the same bytes)`,
    unit: 'req/s',
    cupido: cupidoRps,
    peer: sameBytesRps,
    ratio,
    goal: '≥ 0.9×',
    holds: SHORT ? null : ratio >= 0.9,
  },
  {
    figure: `JSON route, against the body alone under its content type (${Object.keys(headers).length} headers fewer)`,
    unit: 'req/s',
    cupido: cupidoRps,
    peer: bodyOnlyRps,
    ratio: cupidoRps / bodyOnlyRps,
    goal: '—',
    holds: null,
  },
]);
