import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/**
 * Runs a process that logs 'first' and waits; once 'first' has reached its standard output,
 * it is told to log 'second' and exit at once. Answers the messages that came out.
 */
function run(): Promise<string[]> {
  const script = `
    import pino from 'pino';
    import { logDestination } from ${JSON.stringify(MODULE)};
    const log = pino(logDestination().stream);
    log.info('first');
    process.stdin.once('data', () => { log.info('second'); process.exit(0); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  const messages: string[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const line of complete) {
      const { msg } = JSON.parse(line) as { msg: string };
      messages.push(msg);
      if (msg === 'first') child.stdin.write('go\n');
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(messages));
  });
}

describe('the log destination', () => {
  it('writes a line of a quiet server before long, and what waits as the process exits', async () => {
    // Were the line held until 4 KB waited, 'first' would never come out and the test time out.
    expect(await run()).toEqual(['first', 'second']);
  }, 15_000);
});
