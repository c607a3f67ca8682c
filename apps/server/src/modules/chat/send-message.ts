import { FREE_CONVERSATIONS, type TGift } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Queryable } from '../../platform/db/db.ts';
import { changeCredits } from '../credits/index.ts';
import type { TSiteConfig } from '../sites/index.ts';
import {
  findMessageByClientId,
  findPartner,
  findSide,
  findSideWith,
  MESSAGE,
  type TMessageRow,
  type TPartnerRow,
  type TSideRow,
} from './chat.repo.ts';

export type TTarget = { conversationId: number } | { memberId: number };

export type TOutgoing = {
  clientId: string;
  target: TTarget;
} & (
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: TGift }
  | { kind: 'photo'; photoKey: string }
);

export type TSent = {
  message: TMessageRow;
  partner: TPartnerRow;
  credits: number;
  /** False when the client id was already used: the earlier message is returned, nothing charged. */
  created: boolean;
  /** Of a new message: the sender as the partner sees them, and the partner's unread count. */
  sender?: TPartnerRow;
  partnerUnread?: number;
};

/** The credits a kind of message costs on a site. */
export function costOf(kind: TOutgoing['kind'], site: TSiteConfig): number {
  return { text: site.message_credits, photo: site.photo_credits, gift: site.gift_credits }[kind];
}

/** What a send needs once it may go ahead: its sender, partner and conversation side. */
type TChecked = {
  sender: { paid_user: boolean; credits: number };
  side: TSideRow | null;
  partnerId: number;
  partner: TPartnerRow;
  /** The message already sent with this client id, if any: returned again, nothing charged. */
  earlier: TMessageRow | null;
};

/**
 * Decides whether the member may send this message, in the caller's transaction, before anything
 * is written or decoded (a picture is decoded only after its send passed these checks). The
 * sender's row is locked first, so one member's sends queue up: the client-id check, the
 * free-conversation count and the balance are all decided on current data. A member the sender
 * may not know of (deleted, unconfirmed and never wrote to them) answers like an unknown id.
 */
export async function checkSend(
  tx: Queryable,
  senderId: number,
  out: Pick<TOutgoing, 'clientId' | 'target' | 'kind'> & { text?: string },
  site: TSiteConfig,
): Promise<TChecked> {
  const [sender] = await tx.query<{ paid_user: boolean; credits: number }>(
    'select paid_user, credits from members where id = $1 for update',
    [senderId],
  );
  if (!sender) throw new AppError('authentication_required');

  // The sender's side when writing into a conversation (or to a member they already write with).
  let side: TSideRow | null;
  let partnerId: number;
  if ('conversationId' in out.target) {
    side = await findSide(tx, out.target.conversationId, senderId);
    if (!side) throw new AppError('not_found');
    partnerId = side.partner_id;
  } else {
    partnerId = out.target.memberId;
    if (partnerId === senderId)
      throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
    side = await findSideWith(tx, senderId, partnerId);
  }
  const partner = await findPartner(tx, partnerId, senderId);
  if (!partner) throw new AppError('not_found');

  const earlier = await findMessageByClientId(tx, senderId, out.clientId);
  if (earlier) {
    if (earlier.conversation_id !== side?.conversation_id || earlier.kind !== out.kind)
      throw new AppError('message_conflict');
    return { sender, side, partnerId, partner, earlier };
  }

  if (partner.blocked_viewer)
    throw new AppError('blocked_by_member', { params: { name: partner.name } });
  // An active member hidden by a mode or block is unavailable; any other one is not there at all.
  if (!partner.visible)
    throw new AppError(partner.status === 'active' ? 'recipient_unavailable' : 'not_found');
  if (partner.status === 'not_confirmed')
    throw new AppError('recipient_not_confirmed', { params: { name: partner.name } });
  if (out.kind === 'text' && (out.text?.length ?? 0) > site.message_length)
    throw new AppError('validation_failed', {
      fields: { text: { key: 'field.message_too_long', params: { max: site.message_length } } },
    });
  if (!sender.paid_user && !side?.has_written) {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      'select count(*)::int as n from conversation_members where member_id = $1 and has_written',
      [senderId],
    );
    if (n >= FREE_CONVERSATIONS) throw new AppError('premium_required');
  }
  if (sender.credits < costOf(out.kind, site))
    throw new AppError('insufficient_credits', { params: { name: partner.name } });
  return { sender, side, partnerId, partner, earlier: null };
}

/**
 * Sends one message, in the caller's transaction, once checkSend let it. The charge is a ledger
 * row in the same transaction as the message; a balance that does not cover it rolls everything
 * back.
 */
export async function sendMessage(
  tx: Queryable,
  senderId: number,
  out: TOutgoing,
  site: TSiteConfig,
): Promise<TSent> {
  const { sender, side, partnerId, partner, earlier } = await checkSend(tx, senderId, out, site);
  if (earlier) return { message: earlier, partner, credits: sender.credits, created: false };
  const conversationId = side?.conversation_id ?? (await openConversation(tx, senderId, partnerId));

  const cost = costOf(out.kind, site);
  const [message] = await tx.query<TMessageRow>(
    `insert into messages as m (conversation_id, sender_id, client_id, kind, body, gift, photo_key, credits)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning ${MESSAGE}`,
    [
      conversationId,
      senderId,
      out.clientId,
      out.kind,
      out.kind === 'text' ? out.text : null,
      out.kind === 'gift' ? out.gift : null,
      out.kind === 'photo' ? out.photoKey : null,
      cost,
    ],
  );
  // checkSend saw the balance under the sender's row lock, so the charge is covered.
  const credits =
    cost > 0
      ? await changeCredits(tx, {
          memberId: senderId,
          delta: -cost,
          reason: `message_${out.kind}`,
          reference: `message:${message!.id}`,
        })
      : sender.credits;
  // The conversation row first, then both sides: two members writing to each other at once
  // take the locks in the same order.
  await tx.query(
    'update conversations set last_message_id = $2, last_message_at = $3 where id = $1',
    [conversationId, message!.id, message!.created_at],
  );
  // Both sides in one statement. The sender has read what came before: writing implies it.
  const sides = await tx.query<{ member_id: number; unread: number }>(
    `update conversation_members set hidden = false,
            has_written = has_written or member_id = $2,
            unread = case when member_id = $2 then 0 else unread + 1 end,
            read_up_to = case when member_id = $2 then greatest(read_up_to, $3) else read_up_to end
     where conversation_id = $1 returning member_id, unread`,
    [conversationId, senderId, message!.id],
  );
  // The sender as the partner sees them, for the partner's conversation list.
  const seenAs = (await findPartner(tx, senderId, partnerId))!;
  return {
    message: message!,
    partner,
    sender: seenAs,
    partnerUnread: sides.find((row) => row.member_id === partnerId)?.unread ?? 0,
    credits,
    created: true,
  };
}

/** The pair's conversation, created with both sides on the first message. */
async function openConversation(tx: Queryable, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.query(
    'insert into conversations (member_low, member_high) values ($1, $2) on conflict do nothing',
    [low, high],
  );
  const [row] = await tx.query<{ id: number }>(
    'select id::int as id from conversations where member_low = $1 and member_high = $2',
    [low, high],
  );
  await tx.query(
    `insert into conversation_members (conversation_id, member_id, partner_id)
     values ($1, $2, $3), ($1, $3, $2) on conflict do nothing`,
    [row!.id, a, b],
  );
  return row!.id;
}
