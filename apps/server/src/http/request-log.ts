import { randomBytes } from 'node:crypto';
import { createHistogram } from 'node:perf_hooks';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { changesState } from './reads.ts';

/**
 * Marks a page's in-process API call (`web/web-host.ts`): a value only this process knows, so
 * no request from outside can pass for one.
 */
export const IN_PROCESS_HEADER = 'x-in-process';
const IN_PROCESS = randomBytes(16).toString('hex');

/** The headers an in-process call of a page carries. */
export const inProcessHeaders = () => ({ [IN_PROCESS_HEADER]: IN_PROCESS });

/** A page's in-process calls: path, status and milliseconds each, logged on the page's line. */
const callsOf = new WeakMap<FastifyRequest, [string, number, number][]>();

/** Notes one in-process call the page `page` made, for the page's log line. */
export function noteCall(page: FastifyRequest, path: string, status: number, ms: number) {
  const call: [string, number, number] = [path.split('?', 1)[0]!, status, Math.round(ms * 10) / 10];
  const calls = callsOf.get(page);
  if (calls) calls.push(call);
  else callsOf.set(page, [call]);
}

/** A read answered slower than this is logged on a line of its own. */
export const SLOW_READ_MS = 200;
/** How often the reads answered since the last summary are summed up on one line. */
const READS_EVERY_MS = 60_000;
/** Route log levels above `info`: their reads are neither logged nor counted. */
const QUIET_ROUTE_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * The request log (decision 67), written when a request is answered (Fastify writes one line
 * when a request arrives and another when it is answered): method, path, status and
 * milliseconds, under the request's id. The path is logged without its query: link tokens
 * travel in queries and stay out of the log.
 * - Every request that may change state (`changesState`), fails (400 and above), redirects or
 *   takes longer than `SLOW_READ_MS` is a line of its own at `info`.
 * - A read answered well and fast (GET, HEAD or OPTIONS, 200–299 or 304) is a line at `debug`,
 *   and is counted into one `info` line a minute (`reads`: how many, their p50, p99 and slowest
 *   ms), but for a route that logs from `warn` (the health check).
 *   Its line at `info` cost a quarter of the server's work on the JSON route.
 * - A page's in-process API calls are listed on the page's line (`calls`) instead of a line
 *   each, but a call that failed (500 and above) is logged with its error.
 * Fastify's other lines (stream and serializer errors) keep their defaults.
 */
export class RequestLog extends LogController {
  /** The reads since the last summary, in microseconds. */
  #reads = createHistogram();
  /** Whether the log takes `debug` lines, where each read has its own. */
  #eachRead: boolean;

  constructor(level: string) {
    super();
    this.#eachRead = level === 'debug' || level === 'trace';
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const inProcess = request.headers[IN_PROCESS_HEADER] === IN_PROCESS;
    if (inProcess && !error && reply.statusCode < 500) return;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const aRead =
      !error &&
      ((status >= 200 && status < 300) || status === 304) &&
      ms <= SLOW_READ_MS &&
      !changesState(request);
    if (aRead) {
      // A route that logs from `warn` (the health check) is not counted either.
      if (QUIET_ROUTE_LEVELS.has(request.routeOptions.logLevel)) return;
      this.#reads.record(Math.max(1, Math.round(ms * 1000)));
      if (!this.#eachRead) return;
    }
    const calls = callsOf.get(request);
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status,
      ms: Math.round(ms * 10) / 10,
      ...(calls ? { calls } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else if (inProcess) reply.log.error(line, 'request');
    else if (aRead) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }

  /** Logs the reads answered since the last summary on one line, if there were any. */
  logReads(log: FastifyBaseLogger) {
    const reads = this.#reads;
    if (reads.count === 0) return;
    const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
    log.info(
      {
        reads: reads.count,
        p50: ms(reads.percentile(50)),
        p99: ms(reads.percentile(99)),
        max: ms(reads.max),
      },
      'reads',
    );
    reads.reset();
  }

  /** Sums up the reads once a minute, and once more when stopped; returns the stop. */
  summarizeReads(log: FastifyBaseLogger): () => void {
    const timer = setInterval(() => this.logReads(log), READS_EVERY_MS).unref();
    return () => {
      clearInterval(timer);
      this.logReads(log);
    };
  }
}
