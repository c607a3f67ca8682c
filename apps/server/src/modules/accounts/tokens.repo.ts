import type { Queryable } from '../../platform/db/db.ts';

export type TTokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

/** A row without a token yet (tokens.ts); its id. */
export async function insertToken(
  tx: Queryable,
  token: { memberId: number; purpose: TTokenPurpose; newEmail: string | null; expiresAt: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into account_tokens (member_id, purpose, new_email, expires_at)
     values ($1, $2, $3, $4) returning id`,
    [token.memberId, token.purpose, token.newEmail, token.expiresAt],
  );
  return row!.id;
}

export type TTokenRow = {
  member_id: number;
  purpose: TTokenPurpose;
  new_email: string | null;
  expires_at: string | Date;
};

/** Stores an open row's token hash (replacing an earlier); null when used, voided or expired. */
export async function setTokenHash(
  db: Queryable,
  tokenId: number,
  hash: string,
): Promise<TTokenRow | null> {
  const [row] = await db.query<TTokenRow>(
    `update account_tokens set token_hash = $2
     where id = $1 and used_at is null and expires_at > now()
     returning member_id, purpose, new_email, expires_at`,
    [tokenId, hash],
  );
  return row ?? null;
}

/** Whether an open, unexpired token has this hash (a link that would still work); uses nothing. */
export async function isOpenToken(
  db: Queryable,
  hash: string,
  purpose: TTokenPurpose,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from account_tokens
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [hash, purpose],
  );
  return rows.length > 0;
}

/** Marks the open, unexpired token with this hash used; null when there is none. */
export async function useToken(
  tx: Queryable,
  hash: string,
  purpose: TTokenPurpose,
): Promise<{ member_id: number; new_email: string | null } | null> {
  const [row] = await tx.query<{ member_id: number; new_email: string | null }>(
    `update account_tokens set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning member_id, new_email`,
    [hash, purpose],
  );
  return row ?? null;
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

/** How many password-reset links the member was sent in the last day. */
export async function countResetsToday(tx: Queryable, memberId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
    `select count(*)::int as n from account_tokens
     where member_id = $1 and purpose = 'password_reset' and created_at > now() - interval '1 day'`,
    [memberId],
  );
  return n;
}

/** Removes tokens used or expired that are over a day old; how many went. */
export async function purgeSpentTokens(db: Queryable): Promise<number> {
  const rows = await db.query(
    `delete from account_tokens
       where (used_at is not null or expires_at < now()) and created_at < now() - interval '1 day'
     returning 1`,
  );
  return rows.length;
}
