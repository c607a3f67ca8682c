import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  TYPING_MS,
  type TCallAnswer,
  type TChatResponse,
  type TEndpoints,
  type TGift,
} from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLive, useLiveEvents } from '../../lib/live.tsx';
import { chatReducer, initialChatState, oldestId, type TEntry } from './chat-state.ts';
import { newClientId } from './format.ts';
import { lastingRefusal } from './refusal.ts';

type TSendAnswer = TCallAnswer<TEndpoints['POST /api/message.php']>;
type TContent =
  { type: 'text'; text: string } | { type: 'gift'; gift: TGift } | { type: 'photo'; file: File };

const isVisible = () => document.visibilityState === 'visible';

/**
 * One conversation's state and actions: optimistic sending with retries that keep the client
 * id, paging back, marking read while visible, and the live events (new messages, typing,
 * read receipts, removal).
 */
export function useConversation({
  chat,
  onStarted,
  onRemoved,
  onTextSent,
}: {
  chat: TChatResponse;
  /** The first message created the conversation. */
  onStarted: (conversationId: number) => void;
  onRemoved: () => void;
  /** The server took a text message. */
  onTextSent?: () => void;
}) {
  const { t } = useI18n();
  const live = useLive();
  const [state, dispatch] = useReducer(chatReducer, chat, initialChatState);
  const conversation = useRef(chat.conversation_id);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  /**
   * Sends are numbered as they start; the alert remembers the latest send started when it came. A
   * send that succeeds clears only an older alert: answers can arrive out of order, and an earlier
   * message's success must not hide the refusal of a later one.
   */
  const sends = useRef(0);
  const errorAt = useRef(0);
  const [olderBusy, setOlderBusy] = useState(false);
  const files = useRef(new Map<string, { file: File; preview: string }>());
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const unseen = useRef(false);
  const { markRead: markReadLocally, setCredits, send: sendFrame } = live;
  /** A failure as the alert shows it; a network failure after the retries says try again later. */
  const asApiError = (e: unknown) =>
    e instanceof ApiError
      ? e
      : new ApiError(0, { code: 'internal_error', message: t('error.try_again_later') });
  const fail = (e: unknown, at = sends.current) => {
    errorAt.current = at;
    setError(asApiError(e));
  };

  const markRead = useCallback(() => {
    const id = conversation.current;
    if (id === null) return;
    if (!isVisible()) {
      unseen.current = true;
      return;
    }
    unseen.current = false;
    markReadLocally(id);
    void call('POST /api/chat-read.php', { body: { conversation_id: id } }).catch(() => undefined);
  }, [markReadLocally]);

  // Opening a chat marks it read (spec section 4), or as soon as the tab is visible.
  useEffect(() => {
    markRead();
    const onVisible = () => {
      if (isVisible() && unseen.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  useEffect(() => {
    const previews = files.current;
    return () => {
      clearTimeout(typingTimer.current);
      for (const { preview } of previews.values()) URL.revokeObjectURL(preview);
    };
  }, []);

  // Back online after a lost connection: fetch what was missed while away.
  const wasConnected = useRef(live.connected);
  useEffect(() => {
    const reconnected = live.connected && !wasConnected.current;
    wasConnected.current = live.connected;
    const id = conversation.current;
    if (!reconnected || id === null) return;
    call('GET /api/chat.php', { query: { id } })
      .then((fresh) => {
        if (fresh) dispatch({ type: 'caught_up', messages: fresh.messages });
        markRead();
      })
      .catch(() => undefined);
  }, [live.connected, markRead]);

  useLiveEvents((event) => {
    const id = conversation.current;
    switch (event.type) {
      case 'message':
        if (id === null && event.chat.profile.id === chat.partner.id) {
          // The partner wrote first, or this member did in another tab.
          conversation.current = event.message.conversation_id;
          onStarted(event.message.conversation_id);
        }
        if (event.message.conversation_id !== conversation.current) return;
        dispatch({ type: 'received', message: event.message });
        if (!event.message.mine) {
          setTyping(false);
          markRead();
        }
        return;
      case 'typing':
        if (event.conversation_id !== id) return;
        setTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_MS.show);
        return;
      case 'read':
        if (event.conversation_id === id) dispatch({ type: 'read', upTo: event.up_to });
        return;
      case 'conversation_removed':
        if (event.conversation_id === id) onRemoved();
        return;
    }
  });

  /** Sends; whether the server took it. */
  async function deliver(clientId: string, content: TContent): Promise<boolean> {
    const id = conversation.current;
    const target = id !== null ? { conversation_id: id } : { member_id: chat.partner.id };
    const seq = ++sends.current;
    const preview = content.type === 'photo' ? files.current.get(clientId)?.preview : undefined;
    dispatch({
      type: 'sending',
      entry: {
        client_id: clientId,
        conversation_id: id ?? 0,
        mine: true,
        type: content.type,
        text: content.type === 'text' ? content.text : null,
        gift: content.type === 'gift' ? content.gift : null,
        photo: preview ? { thumb: preview, full: preview } : null,
        created_at: new Date().toISOString(),
      },
    });
    try {
      let answer: TSendAnswer | undefined;
      if (content.type === 'photo') {
        const form = new FormData();
        form.append('client_id', clientId);
        for (const [k, v] of Object.entries(target)) form.append(k, String(v));
        form.append('photo', content.file);
        answer = await call('POST /api/message-photo.php', { form });
      } else {
        answer = await call('POST /api/message.php', {
          body: { client_id: clientId, ...target, ...content },
        });
      }
      if (!answer) return false; // The session ended; the page is on its way out.
      dispatch({ type: 'sent', clientId, message: answer.message });
      setCredits(answer.credits);
      if (content.type === 'text') onTextSent?.();
      if (seq > errorAt.current) setError(null);
      const kept = files.current.get(clientId);
      if (kept) {
        files.current.delete(clientId);
        setTimeout(() => URL.revokeObjectURL(kept.preview), 1000);
      }
      if (conversation.current === null) {
        conversation.current = answer.message.conversation_id;
        onStarted(answer.message.conversation_id);
      }
      return true;
    } catch (e) {
      dispatch({ type: 'failed', clientId, refused: lastingRefusal(e) });
      fail(e, seq);
      return false;
    }
  }

  return {
    state,
    typing,
    /** The last failure (insufficient credits, premium only, …), for the alert above the composer. */
    error,
    clearError: () => setError(null),
    olderBusy,
    conversationId: () => conversation.current,
    sendText: (text: string) => void deliver(newClientId(), { type: 'text', text }),
    sendGift: (gift: TGift) => void deliver(newClientId(), { type: 'gift', gift }),
    /** Sends a photo; whether the server took it. */
    sendPhoto(file: File): Promise<boolean> {
      const clientId = newClientId();
      files.current.set(clientId, { file, preview: URL.createObjectURL(file) });
      return deliver(clientId, { type: 'photo', file });
    },
    /** The file of a photo that was not sent (kept for the way back from the shop). */
    unsentPhoto: (entry: TEntry | undefined): File | undefined =>
      entry?.type === 'photo' ? files.current.get(entry.client_id)?.file : undefined,
    /**
     * Sends a message that failed on the way (network, server) again with the same client id (the
     * server then answers once). One the server refused is not offered again (refusal.ts).
     */
    retry(entry: TEntry) {
      if (entry.type === 'photo') {
        const kept = files.current.get(entry.client_id);
        if (kept) void deliver(entry.client_id, { type: 'photo', file: kept.file });
      } else if (entry.type === 'gift' && entry.gift) {
        void deliver(entry.client_id, { type: 'gift', gift: entry.gift });
      } else if (entry.text) {
        void deliver(entry.client_id, { type: 'text', text: entry.text });
      }
    },
    /** Tells the partner this member is typing, at most once per TYPING_MS.coalesce. */
    typed() {
      const id = conversation.current;
      const now = Date.now();
      if (id === null || now - lastTypingSent.current < TYPING_MS.coalesce) return;
      if (sendFrame({ type: 'typing', conversation_id: id })) lastTypingSent.current = now;
    },
    async loadOlder() {
      const id = conversation.current;
      const before = oldestId(state);
      if (id === null || before === null) return;
      setOlderBusy(true);
      try {
        const answer = await call('GET /api/messages.php', {
          query: { conversation_id: id, before },
        });
        if (answer)
          dispatch({
            type: 'older',
            messages: answer.messages,
            hasOlder: answer.has_older,
            historyLimited: answer.history_limited,
          });
      } catch (e) {
        fail(e);
      } finally {
        setOlderBusy(false);
      }
    },
    async deletePicture(messageId: number) {
      try {
        await call('DELETE /api/message-photo.php', { body: { message_id: messageId } });
        dispatch({ type: 'photo_deleted', id: messageId });
      } catch (e) {
        fail(e);
      }
    },
  };
}

export type TConversation = ReturnType<typeof useConversation>;
