import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock's file in the database's directory: the id of the process that has it open. */
export const LOCK_FILE = 'cupido.pid';

/** The directories this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

/** Whether a process with this id is running (a zombie, killed but not yet reaped, is not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"; the name may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): the signal's answer stands
  }
}

/**
 * Takes the embedded database's directory for this process, or throws naming the process that
 * has it: PGlite does not lock its files, and two processes writing one directory each keep a
 * copy of their own in memory and overwrite each other's (sessions, credits) without an error.
 * A lock left by a process that ended without closing (killed, crashed) is taken over. Returns
 * the release, for when the database is closed.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  // Written whole under a name of this process's, then linked in: the lock appears with its id.
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(mine, file);
        heldHere.add(dir);
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          heldHere.delete(dir);
          rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
      let holder: number;
      try {
        holder = Number(readFileSync(file, 'utf8'));
      } catch {
        continue; // released in between
      }
      const held = holder === process.pid ? heldHere.has(dir) : running(holder);
      if (held)
        throw new Error(
          `The database in ${dir} is open in another process (pid ${holder}): stop it first, ` +
            'or give this one a DATA_DIR of its own. One process at a time opens an embedded database.',
        );
      rmSync(file, { force: true }); // left by a process that has ended
    }
  } finally {
    unlinkSync(mine);
  }
}
