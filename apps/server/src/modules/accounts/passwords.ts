import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. Hashing runs on libuv's pool.
 * `algorithm: 2` is the package's `Algorithm.Argon2id`, an ambient const enum that type stripping
 * cannot read. Hashes are PHC strings, so those made by any other argon2 library verify too.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once: one per core but one, at least one. Each keeps a core busy for
 * ~13 ms; any more at once take the CPU the event loop needs (the scheduler serves the pool's
 * threads as it serves the loop's) and fill libuv's pool, where file access and compression wait
 * too. The others wait their turn, first come first served.
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The place passes to the next one waiting, or is given up.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

let decoy: Promise<string> | null = null;

/**
 * Checks a password. Without a hash (no such account) it still verifies against a decoy, so the
 * answer takes as long and timing does not tell which e-mail addresses have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy-password-for-timing');
  try {
    const against = hash ?? (await decoy);
    const ok = await inTurn(() => verify(against, password));
    return hash !== null && ok;
  } catch {
    return false;
  }
}
