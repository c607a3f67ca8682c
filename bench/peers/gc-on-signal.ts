/**
 * Preloaded into a benchmark's server process (`NODE_OPTIONS='--expose-gc --require
 * ./bench/peers/gc-on-signal.ts'`; `--require`, not `--import`, so that it also runs in the
 * process's worker threads), so the benchmark can weigh it: on SIGUSR2 every thread of the
 * process runs V8's last-resort collection (a full one that also shrinks the young generation and
 * hands free pages back, so RSS is what is held), the workers first (Cupido's PGlite runs in one:
 * its heap is part of the process's RSS, and garbage left there would count as held), then the
 * main thread, which writes `process.memoryUsage()` to MEMORY_FILE (whole, by a rename), with
 * `mallocHeap`: the resident bytes of the C allocator's main heap (`[heap]` in /proc/self/smaps),
 * where memory freed but not handed back stays, and `workersHeapUsed`/`workersHeapTotal`: the
 * workers' JS heaps summed.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

/** The resident bytes of the `[heap]` mapping; 0 where /proc has none. */
function mallocHeap(): number {
  try {
    const smaps = readFileSync('/proc/self/smaps', 'utf8');
    const at = smaps.indexOf(' [heap]\n');
    if (at < 0) return 0;
    return Number(/\nRss:\s+(\d+) kB/.exec(smaps.slice(at))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

type TMessage =
  | { type: 'hello' | 'bye'; thread: number }
  | { type: 'collect'; round: number }
  | { type: 'collected'; round: number; thread: number; heapUsed: number; heapTotal: number };

/** Two full collections, the second once the first one's finalizers and weak callbacks ran. */
function collect(then: () => void) {
  gc?.({ type: 'major', flavor: 'last-resort' });
  setImmediate(() => {
    gc?.({ type: 'major', flavor: 'last-resort' });
    then();
  });
}

/** How long the main thread waits for the workers' collections. */
const WORKERS_WAIT_MS = 10_000;

const file = process.env.MEMORY_FILE;
if (file) {
  const channel = new BroadcastChannel('gc-on-signal');
  // The channel does not keep a thread alive.
  channel.unref();
  const post = (message: TMessage) => channel.postMessage(message);

  if (!isMainThread) {
    channel.onmessage = (event) => {
      const message = (event as { data: TMessage }).data;
      if (message.type !== 'collect') return;
      collect(() => {
        const { heapUsed, heapTotal } = process.memoryUsage();
        post({ type: 'collected', round: message.round, thread: threadId, heapUsed, heapTotal });
      });
    };
    post({ type: 'hello', thread: threadId });
    process.on('exit', () => post({ type: 'bye', thread: threadId }));
  } else {
    const workers = new Set<number>();
    let round = 0;
    let pending: { round: number; left: Set<number>; heapUsed: number; heapTotal: number } | null =
      null;
    let finish = () => {};
    channel.onmessage = (event) => {
      const message = (event as { data: TMessage }).data;
      const asked = pending;
      if (message.type === 'hello') workers.add(message.thread);
      else if (message.type === 'bye') {
        workers.delete(message.thread);
        asked?.left.delete(message.thread);
      } else if (message.type === 'collected' && asked?.round === message.round) {
        asked.left.delete(message.thread);
        asked.heapUsed += message.heapUsed;
        asked.heapTotal += message.heapTotal;
      } else return;
      if (asked && asked.left.size === 0) finish();
    };

    const weigh = (workersHeapUsed: number, workersHeapTotal: number) =>
      collect(() => {
        try {
          writeFileSync(
            `${file}.tmp`,
            JSON.stringify({
              ...process.memoryUsage(),
              mallocHeap: mallocHeap(),
              workersHeapUsed,
              workersHeapTotal,
            }),
          );
          renameSync(`${file}.tmp`, file);
        } catch (error) {
          // E.g. no file descriptor left: the benchmark times out waiting; the server goes on.
          console.error('gc-on-signal:', error);
        }
      });

    process.on('SIGUSR2', () => {
      round++;
      const asked = { round, left: new Set(workers), heapUsed: 0, heapTotal: 0 };
      pending = asked;
      const timer = setTimeout(() => finish(), WORKERS_WAIT_MS);
      finish = () => {
        clearTimeout(timer);
        finish = () => {};
        pending = null;
        weigh(asked.heapUsed, asked.heapTotal);
      };
      if (asked.left.size === 0) finish();
      else post({ type: 'collect', round });
    });
  }
}
