import { CHAT_HISTORY_DAYS, CHAT_PAGE_SIZE, type TGift } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { blockedBy, visibleTo } from '../privacy/index.ts';

/** Messages older than this are no longer shown (the history limit, CHAT_HISTORY_DAYS). */
const HISTORY = `now() - interval '${CHAT_HISTORY_DAYS} days'`;

export type TPartnerRow = {
  id: number;
  name: string;
  status: string;
  is_fictional: boolean;
  read_receipts: boolean;
  age: number | null;
  city: string | null;
  file_key: string | null;
  visible: boolean;
  /** The member blocked the viewer and may be named for it (blockedBy in visibility.ts). */
  blocked_viewer: boolean;
};

/** The other member as the viewer may see them; `visible` applies the one visibility rule. */
export async function findPartner(
  db: Queryable,
  partnerId: number,
  viewerId: number,
): Promise<TPartnerRow | null> {
  const [row] = await db.query<TPartnerRow>(
    `select m.id, m.name, m.status, m.is_fictional, m.read_receipts,
            date_part('year', age(p.birth_date))::int as age, p.city, ph.file_key,
            ${visibleTo('m', '$2')} as visible, ${blockedBy('m', '$2')} as blocked_viewer
     from members m
     left join profiles p on p.member_id = m.id
     left join photos ph on ph.member_id = m.id and ph.is_main and ph.status = 'active' and not ph.is_private
     where m.id = $1`,
    [partnerId, viewerId],
  );
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

const SIDE = `select cm.conversation_id::int as conversation_id, cm.partner_id, cm.unread,
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

export async function findMessageByClientId(
  db: Queryable,
  senderId: number,
  clientId: string,
): Promise<TMessageRow | null> {
  const [row] = await db.query<TMessageRow>(
    `select ${MESSAGE} from messages m where m.sender_id = $1 and m.client_id = $2`,
    [senderId, clientId],
  );
  return row ?? null;
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

/** The member's conversations, latest activity first, with partners they may still see. */
export async function listSides(
  db: Queryable,
  memberId: number,
  only?: number,
): Promise<TChatListRow[]> {
  return db.query<TChatListRow>(
    `select cm.conversation_id::int as conversation_id, cm.partner_id, cm.unread,
            cm.read_up_to::int as read_up_to, cm.cleared_up_to::int as cleared_up_to,
            cm.has_written, cm.hidden,
            m.id, m.name, m.status, m.is_fictional, m.read_receipts,
            date_part('year', age(p.birth_date))::int as age, p.city, ph.file_key,
            true as visible, false as blocked_viewer,
            lm.id::int as last_id, lm.kind as last_kind, lm.body as last_body, lm.gift as last_gift,
            lm.sender_id as last_sender, lm.created_at as last_at
     from conversation_members cm
     join conversations c on c.id = cm.conversation_id
     join members m on m.id = cm.partner_id
     left join profiles p on p.member_id = m.id
     left join photos ph on ph.member_id = m.id and ph.is_main and ph.status = 'active' and not ph.is_private
     left join messages lm on lm.id = c.last_message_id and lm.id > cm.cleared_up_to
     where cm.member_id = $1 and not cm.hidden and ($2::bigint is null or cm.conversation_id = $2)
       and ${visibleTo('m', '$1')}
     order by c.last_message_at desc nulls last, c.id desc
     limit 500`,
    [memberId, only ?? null],
  );
}

export async function unreadTotal(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select coalesce(sum(unread), 0)::int as n from conversation_members where member_id = $1 and not hidden',
    [memberId],
  );
  return row?.n ?? 0;
}
