import argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. Hashing runs on libuv's pool. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let decoy: Promise<string> | null = null;

/**
 * Checks a password. Without a hash (no such account) it still verifies against a decoy, so the
 * answer takes as long and timing does not tell which e-mail addresses have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy-password-for-timing');
  try {
    const ok = await argon2.verify(hash ?? (await decoy), password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}
