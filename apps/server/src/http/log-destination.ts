import pino from 'pino';

/** Log lines are held until this many bytes are waiting, then written in one go. */
const BATCH_BYTES = 4096;
/** A line waits at most this long, however quiet the server. */
const FLUSH_EVERY_MS = 500;

/**
 * Standard output for the log, written in batches: every request's line written on its own cost
 * ~9 % of the server's CPU on the JSON route (one write a line; docs/performance.md). Lines are
 * written once 4 KB wait or every half second, asynchronously, and whatever waits is written as
 * the process exits, however it exits but killed (pino flushes its own destinations on exit).
 * `stop` ends the timer (the app closing); lines logged after it still go out, on exit at last.
 */
export function logDestination() {
  const stream = pino.destination({ dest: 1, minLength: BATCH_BYTES, sync: false });
  const flush = () => {
    try {
      stream.flush();
    } catch {
      // The stream has ended or failed (standard output closed): nothing can be written.
    }
  };
  const timer = setInterval(flush, FLUSH_EVERY_MS).unref();
  return {
    stream,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
