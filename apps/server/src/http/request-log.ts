import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

/**
 * One log line per request, written when it is answered (Fastify writes one when a request
 * arrives and another when it is answered): method, path, status and milliseconds, under the
 * request's id. The path is logged without its query: link tokens travel in queries and stay
 * out of the log. A page's in-process API calls are listed on the page's line (`calls`)
 * instead of a line each, but a call that failed (500 and above) is logged with its error.
 * Fastify's other lines (stream and serializer errors) keep their defaults.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const inProcess = request.headers[IN_PROCESS_HEADER] === IN_PROCESS;
    if (inProcess && !error && reply.statusCode < 500) return;
    const calls = callsOf.get(request);
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(calls ? { calls } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else if (inProcess) reply.log.error(line, 'request');
    else reply.log.info(line, 'request');
  }
}
