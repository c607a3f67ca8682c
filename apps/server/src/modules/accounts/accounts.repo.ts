import type { TLocale, TUser } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { ident, sql } from '../../platform/db/sql.ts';
import { NEW_LIKES_OF } from '../live/index.ts';
import { visibleTo } from '../privacy/index.ts';
import { pictureUrl } from '../../platform/storage/picture-files.ts';

export type TAccountRow = {
  id: number;
  site_id: number;
  email: string;
  name: string;
  password_hash: string;
  status: TUser['status'];
  language: TLocale;
  activated_at: string | null;
};

const ACCOUNT = 'id, site_id, email, name, password_hash, status, language, activated_at';

export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<TAccountRow | null> {
  const [row] = await db.query<TAccountRow>(
    `select ${ACCOUNT} from members where lower(email) = lower($1)`,
    [email],
  );
  return row ?? null;
}

export async function findAccount(db: Queryable, id: number): Promise<TAccountRow | null> {
  const [row] = await db.query<TAccountRow>(`select ${ACCOUNT} from members where id = $1`, [id]);
  return row ?? null;
}

export async function insertAccount(
  db: Queryable,
  row: {
    siteId: number;
    email: string;
    passwordHash: string;
    name: string;
    language: TLocale;
    tracking: Record<string, string>;
    signupMessage: string | null;
  },
): Promise<number> {
  const [created] = await db.query<{ id: number }>(
    `insert into members (site_id, email, password_hash, name, status, language, tracking, signup_message)
     values ($1, $2, $3, $4, 'not_confirmed', $5, $6, $7) returning id`,
    [
      row.siteId,
      row.email,
      row.passwordHash,
      row.name,
      row.language,
      JSON.stringify(row.tracking),
      row.signupMessage,
    ],
  );
  return created!.id;
}

/** The profile a sign-up starts with; the form's "Introduce yourself" text is its about-me. */
export async function insertSignupProfile(
  db: Queryable,
  memberId: number,
  profile: { birthDate: string; country: string; about: string },
) {
  await db.query(
    `insert into profiles (member_id, status, birth_date, country, about)
     values ($1, 'disabled', $2, $3, $4)`,
    [memberId, profile.birthDate, profile.country, profile.about],
  );
}

type TUserRow = {
  id: number;
  is_invisible: boolean;
  is_private_mode: boolean;
  read_receipts: boolean;
  /** Why notification mail stopped (modules/notifications, decision 26). */
  mail_disabled: TUser['notifications_disabled'];
  unread_messages: number;
  new_likes: number;
  name: string;
  email: string;
  status: TUser['status'];
  credits: number;
  paid_user: boolean;
  created_at: string | Date;
  language: TLocale;
  country: string | null;
  profile_status: 'disabled' | 'active' | null;
  file_key: string | null;
  photo_status: string | null;
};

/** The member as GET /api/user.php shows it (spec section 3, "User"). */
export async function loadUser(
  db: Queryable,
  memberId: number,
  site: { cdn_prefix: string; fictional_icon: string },
): Promise<TUser | null> {
  const [row] = await db.query<TUserRow>(
    sql`select m.id, m.name, m.email, m.status, m.credits, m.paid_user, m.created_at, m.language, m.is_invisible, m.is_private_mode,
            m.read_receipts, m.mail_disabled, p.country,
            (select coalesce(sum(unread), 0)::int from conversation_members cm
             where cm.member_id = m.id and not cm.hidden) as unread_messages,
            ${NEW_LIKES_OF(ident('m.id'))} as new_likes, p.status as profile_status, ph.file_key, ph.status as photo_status
     from members m
     left join profiles p on p.member_id = m.id
     left join photos ph on ph.member_id = m.id and ph.is_main
     where m.id = ${memberId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    credits: row.credits,
    paid_user: row.paid_user,
    signup_date: new Date(row.created_at).toISOString(),
    language: row.language,
    country: row.country,
    notifications_disabled: row.mail_disabled,
    fictional_icon: site.fictional_icon,
    invisible: row.is_invisible,
    privacy_mode: row.is_private_mode,
    read_receipts: row.read_receipts,
    unread_messages: row.unread_messages,
    new_likes: row.new_likes,
    profile: {
      status: row.profile_status ?? 'disabled',
      main_image: row.file_key
        ? {
            filename: pictureUrl(site.cdn_prefix, row.file_key, 'profile'),
            thumb_filename: pictureUrl(site.cdn_prefix, row.file_key, 'thumb'),
            status: row.photo_status ?? 'pending',
          }
        : null,
    },
  };
}

export async function setLanguage(db: Queryable, memberId: number, language: TLocale) {
  await db.query('update members set language = $2 where id = $1', [memberId, language]);
}

export async function setPasswordHash(db: Queryable, memberId: number, hash: string) {
  await db.query('update members set password_hash = $2 where id = $1', [memberId, hash]);
}

/** Whether the member has paid for credits (premium, spec section 1); false for no such member. */
export async function isPremium(db: Queryable, memberId: number): Promise<boolean> {
  const [row] = await db.query<{ paid_user: boolean }>(
    'select paid_user from members where id = $1',
    [memberId],
  );
  return row?.paid_user ?? false;
}

/** Locks the member's row: what the caller counts next queues behind it. */
export async function lockAccount(db: Queryable, memberId: number) {
  await db.query('select id from members where id = $1 for update', [memberId]);
}

/** not_confirmed -> active; false when the member was not unconfirmed. */
export async function confirmMember(db: Queryable, memberId: number): Promise<boolean> {
  const confirmed = await db.query(
    `update members set status = 'active', activated_at = now() where id = $1 and status = 'not_confirmed' returning id`,
    [memberId],
  );
  return confirmed.length > 0;
}

export async function activateProfile(db: Queryable, memberId: number) {
  await db.query(`update profiles set status = 'active' where member_id = $1`, [memberId]);
}

/** The member's address, name and language, their row locked. */
export async function lockContact(
  db: Queryable,
  memberId: number,
): Promise<Pick<TAccountRow, 'email' | 'name' | 'language'> | null> {
  const [row] = await db.query<Pick<TAccountRow, 'email' | 'name' | 'language'>>(
    'select email, name, language from members where id = $1 for update',
    [memberId],
  );
  return row ?? null;
}

/** A new e-mail address; it takes mail back after a bounce (decision 26). */
export async function setEmail(db: Queryable, memberId: number, email: string) {
  await db.query(
    `update members set email = $2, mail_disabled = array_remove(mail_disabled, 'bounce')
     where id = $1`,
    [memberId, email],
  );
}

/**
 * members-id-signup: the new account keeps the member it signed up to talk to, only if the new
 * member may see them (the one visibility rule: unknown, hidden, invisible or deleted members
 * are dropped silently, so sign-up neither fails nor tells whether they exist).
 */
export async function setFirstContact(db: Queryable, memberId: number, contactId: number) {
  await db.query(
    sql`update members set first_contact_id = f.id
     from members f
     where members.id = ${memberId} and f.id = ${contactId} and f.id <> ${memberId}
       and ${visibleTo('f', memberId)}`,
  );
}

/** The member's first contact while the member may still see them; null otherwise. */
export async function visibleFirstContact(db: Queryable, memberId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    sql`select f.id from members m join members f on f.id = m.first_contact_id
     where m.id = ${memberId} and ${visibleTo('f', memberId)}`,
  );
  return row?.id ?? null;
}
