import { useEffect, useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { entryKey, type TEntry } from './chat-state.ts';
import { MessageBubble } from './message-bubble.tsx';
import type { TConversation } from './use-conversation.ts';

/** Near enough to the bottom to follow new messages. */
const FOLLOW_PX = 160;

/**
 * The messages, oldest first, in a scrolling log: opens at the newest, follows new ones while
 * the member is at the bottom (always for their own), and keeps its place when older ones load.
 */
export function MessageList({
  conversation,
  partnerName,
  canWrite,
  onWayOut,
}: {
  conversation: TConversation;
  partnerName: string;
  /** Whether the member may write now: an empty chat then invites them to say hello. */
  canWrite: boolean;
  /** The member follows a refused message's way out (the shop). */
  onWayOut: (entry: TEntry) => void;
}) {
  const { t } = useI18n();
  const { state } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });

  const keyOf = (e: TEntry | undefined) => (e ? entryKey(e) : undefined);
  const first = keyOf(state.entries[0]);
  const last = state.entries.at(-1);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = seen.current;
    if (before.first !== undefined && first !== before.first && keyOf(last) === before.last) {
      // Older messages arrived on top: stay on the message that was in view.
      node.scrollTop += node.scrollHeight - before.height;
    } else if (
      before.last === undefined ||
      before.atBottom ||
      (keyOf(last) !== before.last && last?.mine)
    ) {
      // Whoever was at the bottom stays there, also when this render brought a notice that made
      // the list shorter (a refused message's 'not enough credits': its 'Not sent' was hidden).
      node.scrollTop = node.scrollHeight;
    }
    seen.current = {
      first,
      last: keyOf(last),
      height: node.scrollHeight,
      atBottom: node.scrollHeight - node.scrollTop - node.clientHeight < FOLLOW_PX,
    };
  });

  // Alerts above the composer, the keyboard, or pictures loading change the sizes: whoever was at
  // the bottom stays there.
  useEffect(() => {
    const node = scroller.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (seen.current.atBottom) node.scrollTop = node.scrollHeight;
    });
    observer.observe(node);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      className="chat-messages"
      ref={scroller}
      onScroll={(e) => {
        const node = e.currentTarget;
        seen.current.atBottom = node.scrollHeight - node.scrollTop - node.clientHeight < FOLLOW_PX;
      }}
    >
      {state.hasOlder ? (
        <div className="text-center my-2">
          <button
            type="button"
            className="btn btn-sm btn-light rounded-pill"
            disabled={conversation.olderBusy}
            onClick={() => void conversation.loadOlder()}
          >
            {t('chat.older')}
          </button>
        </div>
      ) : (
        state.historyLimited && (
          <p className="chat-notice small text-secondary text-center my-2">
            {t('chat.history_limited')}
          </p>
        )
      )}
      {/* Not while the composer is shut: the notice below it says why, and what opens it. */}
      {state.entries.length === 0 && canWrite && (
        <p className="chat-start text-center text-secondary my-4">
          {t('chat.start', { name: partnerName })}
        </p>
      )}
      <div role="log" aria-label={t('chat.title')}>
        <ol ref={list} className="list-unstyled mb-0">
          {state.entries.map((entry) => (
            <MessageBubble
              key={entryKey(entry)}
              entry={entry}
              partnerName={partnerName}
              onRetry={conversation.retry}
              onWayOut={onWayOut}
              onDeletePicture={conversation.deletePicture}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}
