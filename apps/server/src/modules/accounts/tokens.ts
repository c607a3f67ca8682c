import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db.ts';

export type TTokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Opens a single-use link for a member: a row without a token yet. The token is made when its
 * mail goes out (`makeLinkToken`), so no working link is ever stored; the row already counts for
 * limits and can be voided. Returns the row's id.
 */
export async function openToken(
  tx: Queryable,
  memberId: number,
  purpose: TTokenPurpose,
  ttlMs: number,
  newEmail: string | null = null,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into account_tokens (member_id, purpose, new_email, expires_at)
     values ($1, $2, $3, $4) returning id`,
    [memberId, purpose, newEmail, new Date(Date.now() + ttlMs).toISOString()],
  );
  return row!.id;
}

export type TLinkToken = {
  token: string;
  memberId: number;
  purpose: TTokenPurpose;
  newEmail: string | null;
  expiresAt: Date;
};

/**
 * Makes the random token of an open row and stores only its hash; a new one replaces an earlier
 * (a retried mail carries the link that works). Null when the row was used, voided or expired.
 */
export async function makeLinkToken(db: Queryable, tokenId: number): Promise<TLinkToken | null> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{
    member_id: number;
    purpose: TTokenPurpose;
    new_email: string | null;
    expires_at: string | Date;
  }>(
    `update account_tokens set token_hash = $2
     where id = $1 and used_at is null and expires_at > now()
     returning member_id, purpose, new_email, expires_at`,
    [tokenId, sha256(token)],
  );
  if (!row) return null;
  return {
    token,
    memberId: row.member_id,
    purpose: row.purpose,
    newEmail: row.new_email,
    expiresAt: new Date(row.expires_at),
  };
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
