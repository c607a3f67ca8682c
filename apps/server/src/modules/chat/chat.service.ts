import type { TChatResponse, TChatSummary, TLiveEvent, TMessage } from '@cupido/contract';
import { FREE_CONVERSATIONS, TYPING_MS } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage, TStoredFile } from '../../platform/storage/storage.ts';
import type { TSiteConfig } from '../sites/index.ts';
import {
  clearSentPhoto,
  conversationMemberIds,
  deleteConversationsBetween,
  findPartner,
  findSide,
  findSideWith,
  hideSide,
  listSides,
  markSideRead,
  pageMessages,
  photoSeenBy,
  readsReceipts,
  shareReadReceipts,
  unreadTotal,
  writerFacts,
  type TMessageRow,
  type TPartnerRow,
  type TSideRow,
} from './chat.repo.ts';
import { messageView, partnerView, summaryView } from './chat-views.ts';
import { badgeEvent, badgeTotals } from '../live/index.ts';
import { removeChatPhotos, storeChatPhoto, type TChatPhotoSize } from './chat-photos.ts';
import { checkSend, costOf, sendMessage, type TOutgoing, type TSent } from './send-message.ts';

/**
 * Delivers a live event to every socket of a member, on any server instance. `push: false`: no
 * push notice for it (another event that follows tells the member), only the live event.
 */
export type TPublish = (
  memberId: number,
  event: TLiveEvent,
  options?: { push?: boolean },
) => Promise<void>;

/**
 * Hears of a new message in the transaction that stores it (notifications queue the
 * recipient's mail there): it is done with the message or not at all, and the answer waits for
 * no transaction of its own. Its statements go out with the message's write, after it, and are
 * among the transaction's last (sent with its COMMIT): it sends them all before it first waits.
 */
export type TReceived = (tx: Queryable, recipientId: number, opened: boolean) => Promise<void>;

type TCtx = { site: TSiteConfig };

/** Members' badge totals as their live 'unread' events, by member id. */
type TBadges = Awaited<ReturnType<typeof badgeTotals>>;

/**
 * Conversations: list, open, page back, send, read, delete, typing. Every call checks that the
 * member belongs to the conversation and may still see the other member (blocking, invisible
 * and privacy modes, through the one visibility rule), then tells both members' sockets.
 */
export class ChatService {
  private readonly db: Db;
  private readonly publish: TPublish;
  private readonly storage: FileStorage;
  private readonly typingSent = new Map<string, number>();
  private readonly onError: (error: unknown) => void;
  private readonly received: TReceived;

  /**
   * `onError` hears of live events that could not go out: the message itself is stored.
   * `received` hears of each new message in the transaction that stores it.
   */
  constructor(
    db: Db,
    publish: TPublish,
    storage: FileStorage,
    onError: (error: unknown) => void,
    received: TReceived,
  ) {
    this.db = db;
    this.publish = publish;
    this.storage = storage;
    this.onError = onError;
    this.received = received;
  }

  async list(memberId: number, cdn: string) {
    const rows = await listSides(this.db, memberId);
    return {
      chats: rows.map((row) => summaryView(row, memberId, cdn)),
      unread_total: await unreadTotal(this.db, memberId),
    };
  }

  /** A conversation by id, or the one with a member (conversation_id null until it exists). */
  async open(
    memberId: number,
    query: { id?: number | undefined; member_id?: number | undefined },
    ctx: TCtx,
  ): Promise<TChatResponse> {
    let side: TSideRow | null;
    let partnerId: number;
    if (query.id !== undefined) {
      side = await findSide(this.db, query.id, memberId);
      if (!side) throw new AppError('not_found');
      partnerId = side.partner_id;
    } else {
      partnerId = query.member_id!;
      if (partnerId === memberId)
        throw new AppError('validation_failed', { fields: { member_id: 'field.invalid' } });
      side = await findSideWith(this.db, memberId, partnerId);
    }
    const partner = await this.visiblePartner(partnerId, memberId);
    const page = side
      ? await pageMessages(this.db, side, null)
      : { rows: [], hasOlder: false, historyLimited: false };
    const readUpTo = side ? await this.sharedReadUpTo(memberId, partner, side) : 0;
    return {
      conversation_id: side?.conversation_id ?? null,
      partner: partnerView(partner, ctx.site.cdn_prefix),
      messages: page.rows.map((row) => messageView(row, memberId, readUpTo)),
      has_older: page.hasOlder,
      history_limited: page.historyLimited,
      blocker: await this.blocker(memberId, partner, side),
      costs: {
        text: costOf('text', ctx.site),
        photo: costOf('photo', ctx.site),
        gift: costOf('gift', ctx.site),
      },
    };
  }

  async page(memberId: number, conversationId: number, before: number) {
    const side = await findSide(this.db, conversationId, memberId);
    if (!side) throw new AppError('not_found');
    const partner = await this.visiblePartner(side.partner_id, memberId);
    const page = await pageMessages(this.db, side, before);
    const readUpTo = await this.sharedReadUpTo(memberId, partner, side);
    return {
      messages: page.rows.map((row) => messageView(row, memberId, readUpTo)),
      has_older: page.hasOlder,
      history_limited: page.historyLimited,
    };
  }

  /** Sends a text or gift message; a repeated client id returns the first message. */
  async send(memberId: number, out: TOutgoing, ctx: TCtx) {
    const sent = await this.store(memberId, out, ctx);
    if (sent.created) await this.announce(memberId, sent, ctx).catch(this.onError);
    return this.sentView(memberId, sent);
  }

  /**
   * The send's transaction: the message, its charge, what its recipient hears of it, and both
   * members' badge totals after it, read with the write (no round trip of their own).
   */
  private store(memberId: number, out: TOutgoing, ctx: TCtx): Promise<TSent<TBadges>> {
    return this.db.transaction((tx) =>
      sendMessage(tx, memberId, out, ctx.site, async (recipientId, opened) => {
        const [badges] = await Promise.all([
          badgeTotals(tx, [recipientId, memberId]),
          this.received(tx, recipientId, opened),
        ]);
        return badges;
      }),
    );
  }

  /**
   * Sends a picture. The send is checked first (recipient, access, balance), so a refused one
   * costs no decoding; then the picture is stored and the send runs, checked again in its own
   * transaction; the files go again if the message is refused after all.
   */
  async sendPhoto(
    memberId: number,
    input: Buffer,
    out: { clientId: string; target: TOutgoing['target'] },
    ctx: TCtx,
  ) {
    const checked = await this.db.transaction((tx) =>
      checkSend(tx, memberId, { ...out, kind: 'photo' }, ctx.site),
    );
    if (checked.earlier)
      return this.sentView(memberId, {
        message: checked.earlier,
        credits: checked.sender.credits,
      });
    const photoKey = await storeChatPhoto(this.storage, input);
    let sent: TSent<TBadges>;
    try {
      sent = await this.store(memberId, { ...out, kind: 'photo', photoKey }, ctx);
    } catch (error) {
      await removeChatPhotos(this.storage, [photoKey]);
      throw error;
    }
    if (!sent.created) await removeChatPhotos(this.storage, [photoKey]);
    else await this.announce(memberId, sent, ctx).catch(this.onError);
    return this.sentView(memberId, sent);
  }

  /** The sender deletes a picture they sent; the message stays, saying the picture is gone. */
  async deletePhoto(memberId: number, messageId: number, ctx: TCtx) {
    const { key, message } = await this.db.transaction(async (tx) => {
      const cleared = await clearSentPhoto(tx, memberId, messageId);
      if (!cleared) throw new AppError('not_found');
      return cleared;
    });
    if (key) await removeChatPhotos(this.storage, [key]);
    await this.announceChange(message, ctx);
  }

  /**
   * Whether a conversation picture may be shown: only to the pair, within what they still see,
   * while the member may still see their partner (not once the partner is deleted, for one).
   */
  async canSeePhoto(memberId: number, key: string): Promise<boolean> {
    return photoSeenBy(this.db, memberId, key);
  }

  /** A conversation picture's file, for a member who may see it (`canSeePhoto`); else null. */
  async openPhoto(
    memberId: number,
    key: string,
    size: TChatPhotoSize,
  ): Promise<TStoredFile | null> {
    if (!(await this.canSeePhoto(memberId, key))) return null;
    return this.storage.get(pictureFile(key, size));
  }

  /** Marks the conversation read: unread 0, and the partner sees 'read' if both share receipts. */
  async markRead(memberId: number, conversationId: number) {
    const row = await markSideRead(this.db, memberId, conversationId);
    if (!row) throw new AppError('not_found');
    await this.publishUnread(memberId);
    if (await shareReadReceipts(this.db, memberId, row.partner_id))
      await this.publish(row.partner_id, {
        type: 'read',
        conversation_id: conversationId,
        up_to: row.read_up_to,
      });
  }

  /** Removes the conversation from the member's list (the partner keeps theirs). */
  async remove(memberId: number, conversationId: number) {
    if (!(await hideSide(this.db, memberId, conversationId))) throw new AppError('not_found');
    await this.publish(memberId, { type: 'conversation_removed', conversation_id: conversationId });
    await this.publishUnread(memberId);
  }

  /**
   * The member is typing: the partner hears it at most once per TYPING_MS.coalesce, and only
   * while the member belongs to the conversation and the partner may see them.
   */
  async typing(memberId: number, conversationId: number) {
    const key = `${memberId}:${conversationId}`;
    const now = Date.now();
    if (now - (this.typingSent.get(key) ?? 0) < TYPING_MS.coalesce) return;
    if (this.typingSent.size > 10_000) this.typingSent.clear();
    this.typingSent.set(key, now); // before the lookups, so a burst of frames passes once
    const side = await findSide(this.db, conversationId, memberId);
    const me = side && (await findPartner(this.db, memberId, side.partner_id));
    if (!side || !me?.visible) {
      this.typingSent.delete(key);
      throw new AppError(side ? 'recipient_unavailable' : 'not_found');
    }
    await this.publish(side.partner_id, { type: 'typing', conversation_id: conversationId });
  }

  /**
   * Blocking separates a pair (spec section 4): their conversations are deleted in the block's
   * transaction; afterwards the pictures' files go and both members' lists update live.
   */
  async separate(tx: Queryable, a: number, b: number): Promise<() => Promise<void>> {
    const { conversationIds, photoKeys } = await deleteConversationsBetween(tx, a, b);
    return async () => {
      await removeChatPhotos(this.storage, photoKeys);
      for (const member of [a, b]) {
        for (const id of conversationIds)
          await this.publish(member, { type: 'conversation_removed', conversation_id: id });
        await this.publishUnread(member);
      }
    };
  }

  /**
   * The partner if the member may see them; a block by a partner they would otherwise see says
   * so by name; anyone else is not found, like an unknown id.
   */
  private async visiblePartner(partnerId: number, memberId: number): Promise<TPartnerRow> {
    const partner = await findPartner(this.db, partnerId, memberId);
    if (!partner) throw new AppError('not_found');
    if (partner.blocked_viewer)
      throw new AppError('blocked_by_member', { params: { name: partner.name } });
    if (!partner.visible) throw new AppError('not_found');
    return partner;
  }

  private async sharedReadUpTo(memberId: number, partner: TPartnerRow, side: TSideRow) {
    const mine = await readsReceipts(this.db, memberId);
    return mine && partner.read_receipts ? side.partner_read_up_to : 0;
  }

  private async blocker(memberId: number, partner: TPartnerRow, side: TSideRow | null) {
    if (partner.status === 'not_confirmed') return 'partner_not_confirmed' as const;
    if (side?.has_written) return null;
    const row = await writerFacts(this.db, memberId);
    return row && !row.paid_user && row.n >= FREE_CONVERSATIONS
      ? ('premium_required' as const)
      : null;
  }

  private sentView(
    memberId: number,
    sent: Pick<TSent, 'message' | 'credits'>,
  ): { message: TMessage; credits: number } {
    return { message: messageView(sent.message, memberId, 0), credits: sent.credits };
  }

  /**
   * Tells both members of a new message: the message with each one's view of the conversation
   * and their badge totals (all read by the send, no further lookups), and the sender's credits.
   */
  private async announce(senderId: number, sent: TSent<TBadges>, ctx: TCtx) {
    const row = sent.message;
    const cdn = ctx.site.cdn_prefix;
    const last = (mine: boolean) => ({
      type: row.kind,
      text: row.kind === 'text' ? row.body : null,
      gift: row.kind === 'gift' ? row.gift : null,
      mine,
      created_at: new Date(row.created_at).toISOString(),
    });
    const badge = (id: number) => {
      const event = sent.alongside?.get(id);
      return event ? [this.publish(id, event)] : [];
    };
    await Promise.all([
      this.publish(sent.partner.id, {
        type: 'message',
        message: messageView(row, sent.partner.id, 0),
        chat: {
          id: row.conversation_id,
          profile: partnerView(sent.sender!, cdn),
          num_unread_messages: sent.partnerUnread!,
          last_message: last(false),
        },
      }),
      ...badge(sent.partner.id),
      this.publish(senderId, {
        type: 'message',
        message: messageView(row, senderId, 0),
        chat: {
          id: row.conversation_id,
          profile: partnerView(sent.partner, cdn),
          num_unread_messages: 0,
          last_message: last(true),
        },
      }),
      this.publish(senderId, { type: 'credits', credits: sent.credits }),
      ...badge(senderId),
    ]);
  }

  private async announceChange(row: TMessageRow, ctx: TCtx) {
    const members = await conversationMemberIds(this.db, row.conversation_id);
    await Promise.all(
      members.map(async (id) => {
        const chat = await this.summary(id, row.conversation_id, ctx.site.cdn_prefix);
        if (!chat) return;
        await this.publish(id, { type: 'message', message: messageView(row, id, 0), chat });
      }),
    );
  }

  private async summary(
    memberId: number,
    conversationId: number,
    cdn: string,
  ): Promise<TChatSummary | null> {
    const [row] = await listSides(this.db, memberId, conversationId);
    return row ? summaryView(row, memberId, cdn) : null;
  }

  private async publishUnread(memberId: number) {
    await this.publish(memberId, await badgeEvent(this.db, memberId));
  }
}
