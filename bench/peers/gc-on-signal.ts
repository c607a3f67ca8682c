/**
 * Preloaded into a benchmark's server process (`NODE_OPTIONS='--expose-gc --import
 * ./bench/peers/gc-on-signal.ts'`), so the benchmark can weigh it: on SIGUSR2 the process runs
 * V8's last-resort collection (a full one that also shrinks the young generation and hands free
 * pages back, so RSS is what is held) and writes `process.memoryUsage()` to MEMORY_FILE (whole,
 * by a rename), with `mallocHeap`: the resident bytes of the C allocator's main heap (`[heap]`
 * in /proc/self/smaps), where memory freed but not handed back stays.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

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

const file = process.env.MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    gc?.({ type: 'major', flavor: 'last-resort' });
    // A second collection once the first one's finalizers and weak callbacks have run.
    setImmediate(() => {
      gc?.({ type: 'major', flavor: 'last-resort' });
      try {
        writeFileSync(
          `${file}.tmp`,
          JSON.stringify({ ...process.memoryUsage(), mallocHeap: mallocHeap() }),
        );
        renameSync(`${file}.tmp`, file);
      } catch (error) {
        // E.g. no file descriptor left: the benchmark times out waiting; the server goes on.
        console.error('gc-on-signal:', error);
      }
    });
  });
}
