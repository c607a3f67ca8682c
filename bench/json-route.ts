/**
 * JSON route throughput: GET /api/interests.php on the real server (its own process, info logs,
 * every hook a request passes) against bare `node:http` serving the same bytes, both under the
 * same load from this process (autocannon, 20 connections), the servers pinned to CPU 0 and the
 * load generator to the rest where the machine allows.
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
const SECONDS = SHORT ? 2 : 10;

pinLoadGenerator();

async function load(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const cupido = await startCupido();
const answer = await fetch(`${cupido.origin}${PATH}`);
const bodyFile = join(tmpdir(), `cupido-bench-${process.pid}.json`);
writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
const cupidoRps = await load(`${cupido.origin}${PATH}`);
await cupido.stop();

const port = await freePort();
const peer = spawnServer(['bench/peers/bare-http.ts'], {
  ...process.env,
  PORT: String(port),
  BODY_FILE: bodyFile,
  CONTENT_TYPE: answer.headers.get('content-type') ?? 'application/json',
});
await waitFor(`http://127.0.0.1:${port}/`);
const peerRps = await load(`http://127.0.0.1:${port}/`);
peer.kill();

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
