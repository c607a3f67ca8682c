import { FREE_CONVERSATIONS, type TGift } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { Last, type Queryable } from '../../platform/db/db.ts';
import type { TSiteConfig } from '../sites/index.ts';
import type { TMessageRow, TPartnerRow, TProfileRow, TSideRow } from './chat.repo.ts';
import {
  lockSender,
  openConversation,
  readSendFacts,
  writeMessage,
  type TSenderRow,
} from './send-message.repo.ts';

export type TTarget = { conversationId: number } | { memberId: number };

export type TOutgoing = {
  clientId: string;
  target: TTarget;
} & (
  | { kind: 'text'; text: string }
  | { kind: 'gift'; gift: TGift }
  | { kind: 'photo'; photoKey: string }
);

export type TSent<A = void> = {
  message: TMessageRow;
  partner: TPartnerRow;
  credits: number;
  /** False when the client id was already used: the earlier message is returned, nothing charged. */
  created: boolean;
  /** Of a new message: the sender as the partner sees them, and the partner's unread count. */
  sender?: TProfileRow;
  partnerUnread?: number;
  /** Of a new message: what `alongside` answered. */
  alongside?: A;
};

/**
 * What else a new message's transaction does, sent right after the message's write, in the
 * same round trip: the statements it sends run after the write and see it. They are the
 * transaction's last, sent with its COMMIT, so it sends them all before it first waits, and its
 * answer cannot fail but by theirs. `opened` when the message is the conversation's first.
 */
export type TAlongside<A> = (recipientId: number, opened: boolean) => Promise<A>;

/** The credits a kind of message costs on a site. */
export function costOf(kind: TOutgoing['kind'], site: TSiteConfig): number {
  return { text: site.message_credits, photo: site.photo_credits, gift: site.gift_credits }[kind];
}

/** What a send needs once it may go ahead: its sender, partner and conversation side. */
type TChecked = {
  sender: TSenderRow;
  side: TSideRow | null;
  partnerId: number;
  partner: TPartnerRow;
  /** The message already sent with this client id, if any: returned again, nothing charged. */
  earlier: TMessageRow | null;
  /** The message would be the conversation's first. */
  opened: boolean;
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
  out: Pick<TOutgoing, 'clientId' | 'target' | 'kind'> & { text?: string; gift?: TGift },
  site: TSiteConfig,
): Promise<TChecked> {
  if ('memberId' in out.target && out.target.memberId === senderId)
    throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
  // Sent together, run in turn: the read starts once the lock is held, so it sees what the
  // member's sends before this one wrote. Its facts: the sender's side when writing into a
  // conversation (or to a member they already write with), the partner, the message sent with
  // this client id and the conversations written in.
  const [sender, { side, partner, earlier, written, opened }] = await Promise.all([
    lockSender(tx, senderId),
    readSendFacts(tx, senderId, out.target, out.clientId),
  ]);
  if (!sender) throw new AppError('authentication_required');
  if ('conversationId' in out.target && !side) throw new AppError('not_found');
  if (!partner) throw new AppError('not_found');
  const partnerId = partner.id;

  if (earlier) {
    // The same id for another message (another conversation, kind, text or gift) is refused:
    // answering the earlier one would lose what the member wrote.
    if (
      earlier.conversation_id !== side?.conversation_id ||
      earlier.kind !== out.kind ||
      (out.kind === 'text' && earlier.body !== out.text) ||
      (out.kind === 'gift' && earlier.gift !== out.gift)
    )
      throw new AppError('message_conflict');
    return { sender, side, partnerId, partner, earlier, opened };
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
  if (!sender.paid_user && !side?.has_written && written >= FREE_CONVERSATIONS)
    throw new AppError('premium_required');
  if (sender.credits < costOf(out.kind, site))
    throw new AppError('insufficient_credits', { params: { name: partner.name } });
  return { sender, side, partnerId, partner, earlier: null, opened };
}

/**
 * Sends one message, in the caller's transaction, once checkSend let it. The charge is a ledger
 * row in the same statement as the message; a balance that does not cover it fails that
 * statement and rolls everything back. `alongside` runs with the write, in the same transaction
 * (a new message only). A new message's write and alongside's statements are the transaction's
 * last: the answer is `Last` (db.ts), and its COMMIT goes out with them.
 */
export async function sendMessage<A = void>(
  tx: Queryable,
  senderId: number,
  out: TOutgoing,
  site: TSiteConfig,
  alongside?: TAlongside<A>,
): Promise<TSent<A> | Last<TSent<A>>> {
  const checked = await checkSend(tx, senderId, out, site);
  const { sender, side, partnerId, partner, earlier } = checked;
  if (earlier) return { message: earlier, partner, credits: sender.credits, created: false };
  const conversationId = side?.conversation_id ?? (await openConversation(tx, senderId, partnerId));

  const cost = costOf(out.kind, site);
  // writeMessage sends its statement before it first waits, so alongside's statements follow it.
  const last = Promise.all([
    writeMessage(tx, {
      conversationId,
      senderId,
      clientId: out.clientId,
      kind: out.kind,
      body: out.kind === 'text' ? out.text : null,
      gift: out.kind === 'gift' ? out.gift : null,
      photoKey: out.kind === 'photo' ? out.photoKey : null,
      credits: cost,
    }),
    alongside?.(partnerId, checked.opened),
  ]);
  return new Last(
    last.then(([written, heard]) => ({
      message: written.message,
      partner,
      sender,
      partnerUnread: written.partnerUnread,
      alongside: heard,
      credits: written.credits ?? sender.credits,
      created: true,
    })),
  );
}
