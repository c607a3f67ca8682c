/**
 * Preloaded into a benchmark's server process (`NODE_OPTIONS='--expose-gc --import
 * ./bench/peers/gc-on-signal.ts'`), so the benchmark can weigh it: on SIGUSR2 the process runs
 * V8's last-resort collection (a full one that also shrinks the young generation and hands free
 * pages back, so RSS is what is held) and writes `process.memoryUsage()` to MEMORY_FILE (whole,
 * by a rename).
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    gc?.({ type: 'major', flavor: 'last-resort' });
    // A second collection once the first one's finalizers and weak callbacks have run.
    setImmediate(() => {
      gc?.({ type: 'major', flavor: 'last-resort' });
      try {
        writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
        renameSync(`${file}.tmp`, file);
      } catch (error) {
        // E.g. no file descriptor left: the benchmark times out waiting; the server goes on.
        console.error('gc-on-signal:', error);
      }
    });
  });
}
