import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db.ts';

export type TTokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A single-use random token for a link in an e-mail; only its hash is stored. */
export async function issueToken(
  tx: Queryable,
  memberId: number,
  purpose: TTokenPurpose,
  ttlMs: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into account_tokens (token_hash, member_id, purpose, new_email, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [sha256(token), memberId, purpose, newEmail, new Date(Date.now() + ttlMs).toISOString()],
  );
  return token;
}

/** Uses a token once: the member it belongs to, or null when unknown, used or expired. */
export async function consumeToken(
  tx: Queryable,
  token: string,
  purpose: TTokenPurpose,
): Promise<{ memberId: number; newEmail: string | null } | null> {
  const [row] = await tx.query<{ member_id: number; new_email: string | null }>(
    `update account_tokens set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning member_id, new_email`,
    [sha256(token), purpose],
  );
  return row ? { memberId: row.member_id, newEmail: row.new_email } : null;
}

/** Voids the open tokens of a purpose (a new reset link makes the older ones useless). */
export async function voidTokens(
  tx: Queryable,
  memberId: number,
  purpose: TTokenPurpose,
): Promise<void> {
  await tx.query(
    'update account_tokens set used_at = now() where member_id = $1 and purpose = $2 and used_at is null',
    [memberId, purpose],
  );
}
