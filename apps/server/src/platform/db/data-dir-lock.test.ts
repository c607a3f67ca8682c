import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import { openPglite } from './pglite-db.ts';

const OPEN_IN_ANOTHER = /is open in another process \(pid \d+\): stop it first/;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cupido-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the directory's database in a process of its own: what it printed and how it ended. */
function openElsewhere(): { status: number | null; stderr: string } {
  const script = `${dir}-open.mjs`;
  writeFileSync(
    script,
    `import { openPglite } from ${JSON.stringify(new URL('./pglite-db.ts', import.meta.url).pathname)};
const db = await openPglite(${JSON.stringify(dir)});
await db.close();`,
  );
  try {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 120_000 });
    return { status: run.status, stderr: run.stderr };
  } finally {
    rmSync(script, { force: true });
  }
}

describe("the embedded database's directory", () => {
  it(
    'is refused to a second process while one has it open, and free again once closed',
    {
      timeout: 240_000,
    },
    async () => {
      const db = await openPglite(dir);
      try {
        const refused = openElsewhere();
        expect(refused.status).not.toBe(0);
        expect(refused.stderr).toMatch(OPEN_IN_ANOTHER);
        // Nor may this process open it twice.
        await expect(openPglite(dir)).rejects.toThrow(OPEN_IN_ANOTHER);
        expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
      } finally {
        await db.close();
      }
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
      expect(openElsewhere().status).toBe(0);
    },
  );

  it(
    'is taken over from a process that ended without closing it',
    {
      timeout: 120_000,
    },
    async () => {
      // The id of a process that has ended (and been reaped).
      const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
        encoding: 'utf8',
      });
      writeFileSync(join(dir, LOCK_FILE), ended.stdout.trim());
      const db = await openPglite(dir);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
      await db.close();
    },
  );
});
