import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TChatResponse } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import type { TEntry } from './chat-state.ts';
import { ChatHeader } from './chat-header.tsx';
import { BlockerNotice, CostsLine, NotConfirmedNotice, SendErrorAlert } from './chat-notices.tsx';
import { Composer } from './composer.tsx';
import { GiftModal } from './gift-modal.tsx';
import { forgetKeptPhoto, keepPhoto, keptPhoto, keptPhotoKey } from './kept-photo.ts';
import { MessageList } from './message-list.tsx';
import { PhotoPreview } from './photo-preview.tsx';
import { useConversation } from './use-conversation.ts';

/** How often a chat shut by the partner's unconfirmed address asks whether it has opened. */
const RECHECK_MS = 20_000;

/**
 * While `waiting`, the page's data is asked again every 20 s (while the page is in sight): the
 * partner's confirming their address opens the chat without the member reloading.
 */
function useRecheckWhile(waiting: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      const { state, revalidate } = latest.current;
      if (document.visibilityState === 'visible' && state === 'idle') void revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}

/**
 * Takes the draft (`?text=`, an icebreaker or the message waiting after the shop) out of the
 * address once a message is sent, in place: a reload must not offer it again to send twice.
 */
function forgetDraft() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('text')) return;
  url.searchParams.delete('text');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A photo refused for want of credits, kept while the member buys some (`keep`, as they follow
 * 'Buy credits') and offered again on the way back (`?photo=1`): the preview, as when picked.
 */
function useKeptPhoto(key: string | null, offer: boolean) {
  const [offered, setOffered] = useState<File | null>(null);
  useEffect(() => {
    if (!offer || key === null) return;
    let current = true;
    void keptPhoto(key).then((file) => {
      if (current && file) setOffered(file);
    });
    return () => {
      current = false;
    };
  }, [key, offer]);
  return {
    offered,
    keep(file: File | undefined) {
      if (file && key !== null) void keepPhoto(key, file);
    },
    /** Sent or discarded: it is not offered again. */
    forget() {
      setOffered(null);
      if (key !== null) void forgetKeptPhoto(key);
    },
    /** Sent again: the preview closes; the kept photo goes once the server has taken it. */
    close: () => setOffered(null),
  };
}

/**
 * One conversation: header, messages, typing indicator, notices and the composer. Works for a
 * conversation that does not exist yet (the first message creates it: `onStarted`).
 */
export function ChatView({
  chat,
  openGift = false,
  offerKeptPhoto = false,
  draft = '',
  onStarted,
  onRemoved,
}: {
  chat: TChatResponse;
  openGift?: boolean;
  /** Back from the shop after a photo was refused for want of credits: offer it again. */
  offerKeptPhoto?: boolean;
  /** A first message to start from (the match modal's icebreakers). */
  draft?: string;
  onStarted: (conversationId: number) => void;
  onRemoved: () => void;
}) {
  const { t } = useI18n();
  const { user } = useSite();
  const conversation = useConversation({
    chat,
    onStarted,
    onRemoved,
    onTextSent: forgetDraft,
  });
  useRecheckWhile(chat.blocker === 'partner_not_confirmed');
  const [giftOpen, setGiftOpen] = useState(openGift && chat.blocker === null);
  const name = chat.partner.name;
  const kept = useKeptPhoto(
    user ? keptPhotoKey(user.id, chat.partner.id) : null,
    offerKeptPhoto && chat.blocker === null,
  );
  const keepUnsent = (entry: TEntry | undefined) => kept.keep(conversation.unsentPhoto(entry));
  return (
    <>
      <ChatHeader partner={chat.partner} conversationId={chat.conversation_id} />
      <MessageList
        conversation={conversation}
        partnerName={name}
        canWrite={chat.blocker === null}
        onWayOut={keepUnsent}
      />
      <p className="chat-typing small text-secondary" aria-live="polite">
        {conversation.typing ? t('chat.typing', { name }) : ''}
      </p>
      <div className="chat-footer">
        <NotConfirmedNotice />
        <BlockerNotice chat={chat} />
        {conversation.error && (
          <SendErrorAlert
            error={conversation.error}
            unsent={conversation.state.entries.findLast((e) => e.status === 'failed')}
            onWayOut={keepUnsent}
            onDismiss={conversation.clearError}
          />
        )}
        <Composer
          partnerName={name}
          draft={draft}
          disabled={chat.blocker !== null}
          onSend={conversation.sendText}
          onPhoto={conversation.sendPhoto}
          onGift={() => setGiftOpen(true)}
          onTyped={conversation.typed}
        />
        <CostsLine costs={chat.costs} />
      </div>
      {kept.offered && (
        <PhotoPreview
          file={kept.offered}
          partnerName={name}
          onCancel={kept.forget}
          onSend={() => {
            const file = kept.offered!;
            kept.close();
            void conversation.sendPhoto(file).then((sent) => {
              if (sent) kept.forget();
            });
          }}
        />
      )}
      {giftOpen && (
        <GiftModal
          partnerName={name}
          cost={chat.costs.gift}
          onClose={() => setGiftOpen(false)}
          onSend={(gift) => {
            setGiftOpen(false);
            conversation.sendGift(gift);
          }}
        />
      )}
    </>
  );
}
