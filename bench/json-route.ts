/**
 * JSON route throughput: GET /api/interests.php on the real server (its own process, info logs,
 * every hook a request passes) against bare `node:http` serving the same bytes, both under the
 * same load from this process (autocannon, 20 connections), the servers pinned to CPU 0 and the
 * load generator to the rest where the machine allows. Both servers run side by side and are
 * loaded in turn, a round each, three times (the rates are each one's total over its rounds):
 * a machine whose speed drifts over the run then weighs on both alike.
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

const cupido = await startCupido();
const answer = await fetch(`${cupido.origin}${PATH}`);
const bodyFile = join(tmpdir(), `cupido-bench-${process.pid}.json`);
writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
const port = await freePort();
const peer = spawnServer(['bench/peers/bare-http.ts'], {
  ...process.env,
  PORT: String(port),
  BODY_FILE: bodyFile,
  CONTENT_TYPE: answer.headers.get('content-type') ?? 'application/json',
});
const urls = { cupido: `${cupido.origin}${PATH}`, peer: `http://127.0.0.1:${port}/` };
let cupidoRps: number;
let peerRps: number;
try {
  await waitFor(urls.peer);
  for (const url of [urls.cupido, urls.peer]) await round(url, 1); // warm-up
  const answered = { cupido: 0, peer: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    answered.cupido += await round(urls.cupido, SECONDS_A_ROUND);
    answered.peer += await round(urls.peer, SECONDS_A_ROUND);
  }
  cupidoRps = answered.cupido / (ROUNDS * SECONDS_A_ROUND);
  peerRps = answered.peer / (ROUNDS * SECONDS_A_ROUND);
} finally {
  peer.kill();
  await cupido.stop();
}

const ratio = cupidoRps / peerRps;
console.log(
  `${PATH}: Cupido ${Math.round(cupidoRps)} req/s, bare node:http ${Math.round(peerRps)} req/s (${ratio.toFixed(2)}x)`,
);
emitRows([
  {
    figure: `JSON route ${PATH}, ${CONNECTIONS} connections`,
    unit: 'req/s',
    cupido: cupidoRps,
    peer: peerRps,
    ratio,
    goal: '≥ 0.9×',
    holds: SHORT ? null : ratio >= 0.9,
  },
]);
