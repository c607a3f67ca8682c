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
  insertMessage,
  lockSender,
  openConversation,
  recordNewMessage,
  writtenConversations,
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
  const sender = await lockSender(tx, senderId);
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
    if ((await writtenConversations(tx, senderId)) >= FREE_CONVERSATIONS)
      throw new AppError('premium_required');
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
  const message = await insertMessage(tx, {
    conversationId,
    senderId,
    clientId: out.clientId,
    kind: out.kind,
    body: out.kind === 'text' ? out.text : null,
    gift: out.kind === 'gift' ? out.gift : null,
    photoKey: out.kind === 'photo' ? out.photoKey : null,
    credits: cost,
  });
  // checkSend saw the balance under the sender's row lock, so the charge is covered.
  const credits =
    cost > 0
      ? await changeCredits(tx, {
          memberId: senderId,
          delta: -cost,
          reason: `message_${out.kind}`,
          reference: `message:${message.id}`,
        })
      : sender.credits;
  const sides = await recordNewMessage(tx, conversationId, senderId, message);
  // The sender as the partner sees them, for the partner's conversation list.
  const seenAs = (await findPartner(tx, senderId, partnerId))!;
  return {
    message,
    partner,
    sender: seenAs,
    partnerUnread: sides.find((row) => row.member_id === partnerId)?.unread ?? 0,
    credits,
    created: true,
  };
}
