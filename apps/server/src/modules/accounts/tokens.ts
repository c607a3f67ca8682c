import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/db.ts';
import {
  insertToken,
  isOpenToken,
  setTokenHash,
  useToken,
  type TTokenPurpose,
} from './tokens.repo.ts';

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
  return insertToken(tx, {
    memberId,
    purpose,
    newEmail,
    expiresAt: new Date(Date.now() + ttlMs).toISOString(),
  });
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
  const row = await setTokenHash(db, tokenId, sha256(token));
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
  const row = await useToken(tx, sha256(token), purpose);
  return row ? { memberId: row.member_id, newEmail: row.new_email } : null;
}

/** Whether a link's token would still work now (unknown, used and expired ones do not). */
export function tokenWorks(db: Queryable, token: string, purpose: TTokenPurpose): Promise<boolean> {
  return isOpenToken(db, sha256(token), purpose);
}
