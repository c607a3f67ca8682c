import { DEFAULT_LOCALE, localeOf, type TLiveEvent, type TPushNotice } from '@cupido/contract';
import { translate } from '@cupido/i18n';

/** The longest message text a notice shows; the rest is in the chat. */
const PREVIEW_CHARS = 120;

export const APP_ICON = '/app-icon-192.png';

/**
 * The push notice for a live event, in the recipient's language, or null when the event is not
 * one a member is told of by push: a new message from someone else, a like, a match. `appBadge`:
 * the member's unread messages plus new likes, for the app's badge.
 */
export function noticeFor(
  event: TLiveEvent,
  language: string,
  appBadge: number,
): TPushNotice | null {
  const locale = localeOf(language) ?? DEFAULT_LOCALE;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params);
  switch (event.type) {
    case 'message': {
      const { message, chat } = event;
      // Only a new incoming message: not my own, not a change (a deleted picture) of an old one.
      const last = chat.last_message;
      if (message.mine || chat.num_unread_messages === 0 || !last) return null;
      if (last.mine || last.created_at !== message.created_at) return null;
      if (message.type === 'photo' && !message.photo) return null;
      const body =
        message.type === 'text'
          ? preview(message.text ?? '')
          : t(message.type === 'photo' ? 'push.photo_body' : 'push.gift_body');
      return {
        type: 'message',
        title: t('push.message_title', { name: chat.profile.name }),
        body,
        openUrl: `/chats/${chat.id}`,
        checkUrl: '/chats',
        tag: `chat-${chat.id}`,
        icon: APP_ICON,
        appBadge,
      };
    }
    case 'like':
      return {
        type: 'like',
        title: t('push.like_title', { name: event.profile.name }),
        body: t('push.like_body'),
        openUrl: `/likes/m/${event.member_id}`,
        checkUrl: '/likes',
        tag: `like-${event.member_id}`,
        icon: APP_ICON,
        appBadge,
      };
    case 'match':
      return {
        type: 'match',
        title: t('push.match_title', { name: event.profile.name }),
        body: t('push.match_body'),
        openUrl: `/members/${event.member_id}/chat`,
        checkUrl: `/members/${event.member_id}`,
        tag: `match-${event.member_id}`,
        icon: APP_ICON,
        appBadge,
      };
    default:
      return null;
  }
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_CHARS ? flat : `${flat.slice(0, PREVIEW_CHARS - 1)}…`;
}
