import { CHAT_HISTORY_DAYS, CHAT_PAGE_SIZE, type TGift } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { Sql, sql } from '../../platform/db/sql.ts';
import { blockedBy, visibleTo } from '../privacy/index.ts';
import { AGE, MAIN_PHOTO_JOIN } from '../search/index.ts';

/** Messages older than this are no longer shown (the history limit, CHAT_HISTORY_DAYS). */
const HISTORY = `now() - interval '${CHAT_HISTORY_DAYS} days'`;

/** A member as a conversation shows them (partnerView). */
export type TProfileRow = {
  id: number;
  name: string;
  status: string;
  is_fictional: boolean;
  read_receipts: boolean;
  age: number | null;
  city: string | null;
  /** The country of the member's profile; names them where they gave no city. */
  country: string | null;
  file_key: string | null;
};

export type TPartnerRow = TProfileRow & {
  visible: boolean;
  /** The member blocked the viewer and may be named for it (blockedBy in visibility.ts). */
  blocked_viewer: boolean;
};

/** Members as the viewer may see them (`where m.id = …` follows); `visible` applies the one rule. */
export function partnerOf(viewerId: number) {
  return sql`select m.id, m.name, m.status, m.is_fictional, m.read_receipts,
            ${AGE} as age, p.city, p.country, ph.file_key,
            ${visibleTo('m', viewerId)} as visible, ${blockedBy('m', viewerId)} as blocked_viewer
     from members m
     left join profiles p on p.member_id = m.id
     ${MAIN_PHOTO_JOIN}`;
}

/** The other member as the viewer may see them. */
export async function findPartner(
  db: Queryable,
  partnerId: number,
  viewerId: number,
): Promise<TPartnerRow | null> {
  const [row] = await db.query<TPartnerRow>(sql`${partnerOf(viewerId)} where m.id = ${partnerId}`);
  return row ?? null;
}

export type TSideRow = {
  conversation_id: number;
  partner_id: number;
  unread: number;
  read_up_to: number;
  cleared_up_to: number;
  has_written: boolean;
  hidden: boolean;
  /** How far the partner has read the viewer's messages. */
  partner_read_up_to: number;
};

export const SIDE = `select cm.conversation_id::int as conversation_id, cm.partner_id, cm.unread,
  cm.read_up_to::int as read_up_to, cm.cleared_up_to::int as cleared_up_to, cm.has_written, cm.hidden,
  other.read_up_to::int as partner_read_up_to
  from conversation_members cm
  join conversation_members other
    on other.conversation_id = cm.conversation_id and other.member_id = cm.partner_id`;

/** The viewer's side of a conversation, by its id. */
export async function findSide(
  db: Queryable,
  conversationId: number,
  memberId: number,
): Promise<TSideRow | null> {
  const [row] = await db.query<TSideRow>(
    `${SIDE} where cm.conversation_id = $1 and cm.member_id = $2`,
    [conversationId, memberId],
  );
  return row ?? null;
}

/** The viewer's side of the conversation with a member, if they have one. */
export async function findSideWith(
  db: Queryable,
  memberId: number,
  partnerId: number,
): Promise<TSideRow | null> {
  const [row] = await db.query<TSideRow>(`${SIDE} where cm.member_id = $1 and cm.partner_id = $2`, [
    memberId,
    partnerId,
  ]);
  return row ?? null;
}

export type TMessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  client_id: string;
  kind: 'text' | 'photo' | 'gift';
  body: string | null;
  gift: TGift | null;
  photo_key: string | null;
  created_at: string | Date;
};

export const MESSAGE = `m.id::int as id, m.conversation_id::int as conversation_id, m.sender_id,
  m.client_id::text as client_id, m.kind, m.body, m.gift, m.photo_key, m.created_at`;

/**
 * A page of messages, newest first, older than `before` (when given), within what the member
 * may still see (after what they cleared, inside the history limit). One row more than a page
 * tells whether older ones exist.
 */
export async function pageMessages(
  db: Queryable,
  side: TSideRow,
  before: number | null,
): Promise<{ rows: TMessageRow[]; hasOlder: boolean; historyLimited: boolean }> {
  const rows = await db.query<TMessageRow>(
    `select ${MESSAGE} from messages m
     where m.conversation_id = $1 and m.id > $2 and m.id < $3 and m.created_at > ${HISTORY}
     order by m.id desc limit $4`,
    [
      side.conversation_id,
      side.cleared_up_to,
      before ?? Number.MAX_SAFE_INTEGER,
      CHAT_PAGE_SIZE + 1,
    ],
  );
  const hasOlder = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  let historyLimited = false;
  if (!hasOlder) {
    const [older] = await db.query(
      `select 1 from messages m where m.conversation_id = $1 and m.id > $2 and m.created_at <= ${HISTORY} limit 1`,
      [side.conversation_id, side.cleared_up_to],
    );
    historyLimited = Boolean(older);
  }
  return { rows: page.reverse(), hasOlder, historyLimited };
}

export type TChatListRow = TPartnerRow &
  Omit<TSideRow, 'partner_read_up_to'> & {
    last_id: number | null;
    last_kind: TMessageRow['kind'] | null;
    last_body: string | null;
    last_gift: TGift | null;
    last_sender: number | null;
    last_at: string | Date | null;
  };

/**
 * The member's conversations, latest activity first, with partners they may still see; the last
 * message only while the conversation shows it (after what was cleared, inside the history limit).
 */
export async function listSides(
  db: Queryable,
  memberId: number,
  only?: number,
): Promise<TChatListRow[]> {
  return db.query<TChatListRow>(
    sql`select cm.conversation_id::int as conversation_id, cm.partner_id, cm.unread,
            cm.read_up_to::int as read_up_to, cm.cleared_up_to::int as cleared_up_to,
            cm.has_written, cm.hidden,
            m.id, m.name, m.status, m.is_fictional, m.read_receipts,
            ${AGE} as age, p.city, p.country, ph.file_key,
            true as visible, false as blocked_viewer,
            lm.id::int as last_id, lm.kind as last_kind, lm.body as last_body, lm.gift as last_gift,
            lm.sender_id as last_sender, lm.created_at as last_at
     from conversation_members cm
     join conversations c on c.id = cm.conversation_id
     join members m on m.id = cm.partner_id
     left join profiles p on p.member_id = m.id
     ${MAIN_PHOTO_JOIN}
     left join messages lm on lm.id = c.last_message_id and lm.id > cm.cleared_up_to
       and lm.created_at > ${new Sql([HISTORY], [])}
     where cm.member_id = ${memberId} and not cm.hidden
       and (${only ?? null}::bigint is null or cm.conversation_id = ${only ?? null})
       and ${visibleTo('m', memberId)}
     order by c.last_message_at desc nulls last, c.id desc
     limit 500`,
  );
}

export async function unreadTotal(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select coalesce(sum(unread), 0)::int as n from conversation_members where member_id = $1 and not hidden',
    [memberId],
  );
  return row?.n ?? 0;
}

/** Clears the picture of a photo message the member sent; null when there is none of theirs. */
export async function clearSentPhoto(
  db: Queryable,
  memberId: number,
  messageId: number,
): Promise<{ key: string | null; message: TMessageRow } | null> {
  const [row] = await db.query<{ photo_key: string | null }>(
    `select photo_key from messages where id = $1 and sender_id = $2 and kind = 'photo' for update`,
    [messageId, memberId],
  );
  if (!row) return null;
  const [updated] = await db.query<TMessageRow>(
    `update messages m set photo_key = null where id = $1 returning ${MESSAGE}`,
    [messageId],
  );
  return { key: row.photo_key, message: updated! };
}

/**
 * Whether a conversation picture is the member's to see: in their conversation, within what
 * they still see, while they may still see their partner.
 */
export async function photoSeenBy(db: Queryable, memberId: number, key: string) {
  const rows = await db.query(
    sql`select 1 from messages m
     join conversation_members cm on cm.conversation_id = m.conversation_id and cm.member_id = ${memberId}
     join members p on p.id = cm.partner_id
     where m.photo_key = ${key} and m.id > cm.cleared_up_to and ${visibleTo('p', memberId)}`,
  );
  return rows.length > 0;
}

/** Marks the member's side of a conversation read; null when it is not theirs. */
export async function markSideRead(db: Queryable, memberId: number, conversationId: number) {
  const [row] = await db.query<{ read_up_to: number; partner_id: number }>(
    `update conversation_members cm set unread = 0,
            read_up_to = greatest(cm.read_up_to, coalesce(c.last_message_id, 0))
     from conversations c
     where cm.conversation_id = $1 and cm.member_id = $2 and c.id = cm.conversation_id
     returning cm.read_up_to::int as read_up_to, cm.partner_id`,
    [conversationId, memberId],
  );
  return row ?? null;
}

/** Whether both members share read receipts. */
export async function shareReadReceipts(db: Queryable, a: number, b: number) {
  const [row] = await db.query<{ shared: boolean }>(
    'select bool_and(read_receipts) as shared from members where id in ($1, $2)',
    [a, b],
  );
  return row?.shared ?? false;
}

/** Hides a conversation from the member's list (the partner keeps theirs); false if not theirs. */
export async function hideSide(db: Queryable, memberId: number, conversationId: number) {
  const rows = await db.query(
    `update conversation_members cm set hidden = true, unread = 0,
            cleared_up_to = coalesce(c.last_message_id, 0)
     from conversations c
     where cm.conversation_id = $1 and cm.member_id = $2 and c.id = cm.conversation_id
     returning cm.member_id`,
    [conversationId, memberId],
  );
  return rows.length > 0;
}

/** Whether the member shares read receipts. */
export async function readsReceipts(db: Queryable, memberId: number) {
  const [row] = await db.query<{ read_receipts: boolean }>(
    'select read_receipts from members where id = $1',
    [memberId],
  );
  return row?.read_receipts ?? false;
}

/** Whether the member has paid, and in how many conversations they have written. */
export async function writerFacts(db: Queryable, memberId: number) {
  const [row] = await db.query<{ paid_user: boolean; n: number }>(
    `select paid_user, (select count(*)::int from conversation_members
                        where member_id = $1 and has_written) as n
     from members where id = $1`,
    [memberId],
  );
  return row ?? null;
}

/** The members of a conversation. */
export async function conversationMemberIds(db: Queryable, conversationId: number) {
  const rows = await db.query<{ member_id: number }>(
    'select member_id from conversation_members where conversation_id = $1',
    [conversationId],
  );
  return rows.map((r) => r.member_id);
}

/** Deletes every conversation between two members (blocking), returning their pictures' keys. */
export async function deleteConversationsBetween(
  tx: Queryable,
  a: number,
  b: number,
): Promise<{ conversationIds: number[]; photoKeys: string[] }> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const photos = await tx.query<{ photo_key: string }>(
    `select m.photo_key from messages m join conversations c on c.id = m.conversation_id
     where c.member_low = $1 and c.member_high = $2 and m.photo_key is not null`,
    [low, high],
  );
  const deleted = await tx.query<{ id: number }>(
    'delete from conversations where member_low = $1 and member_high = $2 returning id::int as id',
    [low, high],
  );
  return { conversationIds: deleted.map((d) => d.id), photoKeys: photos.map((p) => p.photo_key) };
}
