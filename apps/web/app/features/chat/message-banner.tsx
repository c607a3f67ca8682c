import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { useLiveEvents } from '../../lib/live.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { useToast } from '../../ui/toast.tsx';
import { previewOf } from './conversation-list.tsx';

/** How much of an arriving text the banner shows. */
const PREVIEW_CHARS = 80;

/**
 * The in-app banner of an arriving message (issue 16): while the member is on any page but that
 * conversation, a partner's message shows as a toast with the sender's name and the start of the
 * text (a fictional partner marked as such); tapping it opens the chat. The open conversation
 * shows the message itself instead.
 */
export function MessageBanner() {
  const { t } = useI18n();
  const toast = useToast();
  const { settings } = useSite();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useLiveEvents((event) => {
    if (event.type !== 'message' || event.message.mine) return;
    const { message, chat } = event;
    const open = [`/chats/${chat.id}`, `/members/${chat.profile.id}/chat`];
    if (open.includes(path.current)) return;
    const preview = previewOf({ ...message, mine: false }, t);
    toast(
      preview.length > PREVIEW_CHARS
        ? `${preview.slice(0, PREVIEW_CHARS - 1).trimEnd()}…`
        : preview,
      'success',
      {
        to: `/chats/${chat.id}`,
        // A fictional partner is disclosed here too, as everywhere their name shows.
        title: chat.profile.is_fictional
          ? `${t('live.message_from', { name: chat.profile.name })} ${settings.fictional_icon} (${settings.fictional_singular})`
          : t('live.message_from', { name: chat.profile.name }),
        image: chat.profile.thumb,
        initial: chat.profile.name.charAt(0).toUpperCase(),
      },
    );
  });
  return null;
}
