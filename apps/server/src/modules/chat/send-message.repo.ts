import type { TGift } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { Sql, sql } from '../../platform/db/sql.ts';
import { ledgerChange } from '../credits/index.ts';
import { AGE, MAIN_PHOTO_JOIN } from '../search/index.ts';
import {
  MESSAGE,
  partnerOf,
  SIDE,
  type TMessageRow,
  type TPartnerRow,
  type TProfileRow,
  type TSideRow,
} from './chat.repo.ts';

/** The sender's row, locked, with what a send decides on and the sender as a partner sees them. */
export type TSenderRow = TProfileRow & { paid_user: boolean; credits: number };

/**
 * The sender's row, locked: one member's sends queue up on it, and the statements after this
 * one see what the sends before it wrote (a statement sees the data of when it began, so the
 * reads cannot share this statement: one that waited here would decide on what it saw before
 * the wait; they may be sent together with it, as each runs once the one before has ended).
 * `for no key update`, the lock an update of the row takes anyway: it still queues the member's
 * sends, but not the key-share locks other members' inserts take on this row through their
 * foreign keys. With `for update`, two members writing each other their first message at the
 * same moment deadlocked (each held their own row and waited for the other's, PostgreSQL's
 * deadlock error: a 500).
 */
export async function lockSender(db: Queryable, senderId: number): Promise<TSenderRow | null> {
  const [row] = await db.query<TSenderRow>(
    sql`select m.paid_user, m.credits, m.id, m.name, m.status, m.is_fictional, m.read_receipts,
            ${AGE} as age, p.city, p.country, ph.file_key
     from members m
     left join profiles p on p.member_id = m.id
     ${MAIN_PHOTO_JOIN}
     where m.id = ${senderId}
     for no key update of m`,
  );
  return row ?? null;
}

const SIDE_COLUMNS = [
  'conversation_id',
  'partner_id',
  'unread',
  'read_up_to',
  'cleared_up_to',
  'has_written',
  'hidden',
  'partner_read_up_to',
] as const satisfies readonly (keyof TSideRow)[];
const PARTNER_COLUMNS = [
  'id',
  'name',
  'status',
  'is_fictional',
  'read_receipts',
  'age',
  'city',
  'country',
  'file_key',
  'visible',
  'blocked_viewer',
] as const satisfies readonly (keyof TPartnerRow)[];
const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender_id',
  'client_id',
  'kind',
  'body',
  'gift',
  'photo_key',
  'created_at',
] as const satisfies readonly (keyof TMessageRow)[];

/** `alias.column as alias_column, …`: one part of a row that holds several. */
const prefixed = (alias: string, columns: readonly string[]) =>
  new Sql([columns.map((c) => `${alias}.${c} as ${alias}_${c}`).join(', ')], []);

/** The part of `row` under `alias_`, or null when `key` is null there (the part is absent). */
function part<T>(
  row: Record<string, unknown>,
  alias: string,
  columns: readonly string[],
  key: string,
) {
  if (row[`${alias}_${key}`] === null) return null;
  return Object.fromEntries(columns.map((c) => [c, row[`${alias}_${c}`]])) as T;
}

export type TSendFacts = {
  side: TSideRow | null;
  partner: TPartnerRow | null;
  /** The sender's message with this client id, if any. */
  earlier: TMessageRow | null;
  /** In how many conversations the sender has written (0 when it does not matter: paid, or written here). */
  written: number;
  /** The conversation has no message yet (or none exists): a message now opens it. */
  opened: boolean;
};

/**
 * Everything a send decides on, in one statement run after lockSender (sent with it): the
 * sender's side of the conversation (by its id, or with the member written to), the partner as
 * the sender may see them (the one visibility rule), the message already sent with this client
 * id, the count of conversations written in when the free-conversation limit applies, and
 * whether a message now would be the conversation's first.
 */
export async function readSendFacts(
  db: Queryable,
  senderId: number,
  target: { conversationId: number } | { memberId: number },
  clientId: string,
): Promise<TSendFacts> {
  const [sideWhere, partnerId] =
    'conversationId' in target
      ? [sql`cm.conversation_id = ${target.conversationId}`, sql`side.partner_id`]
      : [sql`cm.partner_id = ${target.memberId}`, sql`${target.memberId}::int`];
  const [row] = await db.query<Record<string, unknown>>(
    sql`select ${prefixed('side', SIDE_COLUMNS)}, ${prefixed('partner', PARTNER_COLUMNS)},
            ${prefixed('earlier', MESSAGE_COLUMNS)},
            case when side.has_written
                   or (select paid_user from members where id = ${senderId}) then 0
                 else (select count(*)::int from conversation_members
                       where member_id = ${senderId} and has_written) end as written,
            coalesce((select c.last_message_id is null from conversations c
                      where c.id = side.conversation_id), true) as opened
     from (select 1) one
     left join lateral (${new Sql([SIDE], [])} where cm.member_id = ${senderId} and ${sideWhere})
       side on true
     left join lateral (${partnerOf(senderId)} where m.id = ${partnerId}) partner on true
     left join lateral (select ${new Sql([MESSAGE], [])} from messages m
                        where m.sender_id = ${senderId} and m.client_id = ${clientId}) earlier on true`,
  );
  return {
    side: part<TSideRow>(row!, 'side', SIDE_COLUMNS, 'conversation_id'),
    partner: part<TPartnerRow>(row!, 'partner', PARTNER_COLUMNS, 'id'),
    earlier: part<TMessageRow>(row!, 'earlier', MESSAGE_COLUMNS, 'id'),
    written: row!.written as number,
    opened: row!.opened as boolean,
  };
}

export type TNewMessage = {
  conversationId: number;
  senderId: number;
  clientId: string;
  kind: 'text' | 'gift' | 'photo';
  body: string | null;
  gift: TGift | null;
  photoKey: string | null;
  /** What it costs; charged through the ledger (`message_<kind>`, `message:<id>`) when above 0. */
  credits: number;
};

/**
 * The sender's balance after the charge; a charge the ledger refused (ledger_balance empty: not
 * enough credits) fails the statement, so the message is not written either. The statement is
 * sent with its transaction's COMMIT, which must not follow it unless it went through. (The text
 * is cast to a number only when the balance is missing, as the statement runs.)
 */
const CHARGED_BALANCE = sql`coalesce((select credits from ledger_balance)::text,
  'not enough credits for the message')::int`;

/**
 * A new message in one statement: the message, its charge through the ledger, the
 * conversation's last message, and both sides (shown again, the sender has written and read up
 * to it, the partner has one more unread). The conversation row is locked after the sender's
 * (lockSender), so two members writing to each other take locks in the same order. Returns the
 * message, the sender's balance after the charge (undefined when nothing was charged) and the
 * partner's unread count. A charge the ledger refuses fails the statement (CHARGED_BALANCE).
 */
export async function writeMessage(
  db: Queryable,
  message: TNewMessage,
): Promise<{
  message: TMessageRow;
  credits: number | undefined;
  partnerUnread: number;
}> {
  const charged = message.credits > 0;
  const charge = charged
    ? sql`${ledgerChange({
        memberId: message.senderId,
        delta: -message.credits,
        reason: `message_${message.kind}`,
        reference: sql`'message:' || (select id from msg)`,
      })},`
    : sql``;
  const [row] = await db.query<TMessageRow & { credits: number; partner_unread: number }>(
    sql`with msg as (
       insert into messages as m (conversation_id, sender_id, client_id, kind, body, gift, photo_key, credits)
       values (${message.conversationId}, ${message.senderId}, ${message.clientId}, ${message.kind},
               ${message.body}, ${message.gift}, ${message.photoKey}, ${message.credits})
       returning ${new Sql([MESSAGE], [])}),
     ${charge}
     conversation as (
       update conversations c set last_message_id = msg.id, last_message_at = msg.created_at
       from msg where c.id = msg.conversation_id),
     sides as (
       update conversation_members cm set hidden = false,
              has_written = cm.has_written or cm.member_id = msg.sender_id,
              unread = case when cm.member_id = msg.sender_id then 0 else cm.unread + 1 end,
              read_up_to = case when cm.member_id = msg.sender_id
                                then greatest(cm.read_up_to, msg.id) else cm.read_up_to end
       from msg where cm.conversation_id = msg.conversation_id
       returning cm.member_id, cm.unread)
     select msg.*, ${charged ? CHARGED_BALANCE : sql`null::int`} as credits,
            (select unread from sides where member_id <> msg.sender_id) as partner_unread
     from msg`,
  );
  const { credits, partner_unread: partnerUnread, ...written } = row!;
  return { message: written, credits: charged ? credits : undefined, partnerUnread };
}

/** The pair's conversation, created with both sides on the first message. */
export async function openConversation(db: Queryable, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.query(
    'insert into conversations (member_low, member_high) values ($1, $2) on conflict do nothing',
    [low, high],
  );
  const [row] = await db.query<{ id: number }>(
    'select id::int as id from conversations where member_low = $1 and member_high = $2',
    [low, high],
  );
  await db.query(
    `insert into conversation_members (conversation_id, member_id, partner_id)
     values ($1, $2, $3), ($1, $3, $2) on conflict do nothing`,
    [row!.id, a, b],
  );
  return row!.id;
}
