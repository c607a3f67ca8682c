import type { TLocale, TNotificationType } from '@cupido/contract';
import { translate, type TParams } from '@cupido/i18n';
import type { TMail } from '../../platform/mail/mailer.ts';
import { renderMail, type TMailKind } from '../mail/index.ts';
import type { TSite } from '../sites/index.ts';

/** The kinds of notification mail, each with the settings type that switches it off. */
export const MAIL_KINDS = {
  new_conversation: 'new_conversations',
  new_messages: 'new_messages',
  like: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
  activation_reminder: 'reminders',
} as const satisfies Partial<Record<TMailKind, TNotificationType>>;
export type TNotificationMail = keyof typeof MAIL_KINDS;

/** Counted messages in the member's language: "3 new messages", "5 nowych wiadomości". */
export function countedMessages(locale: TLocale, kind: 'new' | 'unread', count: number) {
  const key = kind === 'new' ? 'notifications.new_messages' : 'notifications.unread_messages';
  return translate(locale, key, { count });
}

/**
 * A notification mail in the member's language and the site's branding, with the unsubscribe
 * link for its type in the footer and the RFC 8058 headers.
 */
export function renderNotificationMail(
  kind: TNotificationMail | 'like_match' | 'promotions' | 'news',
  ctx: {
    site: TSite;
    origin: string;
    locale: TLocale;
    to: string;
    name: string;
    path: string;
    unsubscribeToken: string;
    params?: TParams;
  },
): TMail {
  const token = encodeURIComponent(ctx.unsubscribeToken);
  return renderMail(kind, {
    site: ctx.site,
    locale: ctx.locale,
    to: ctx.to,
    name: ctx.name,
    link: `${ctx.origin}${ctx.path}`,
    params: ctx.params ?? {},
    unsubscribe: {
      page: `${ctx.origin}/unsubscribe?token=${token}`,
      oneClick: `${ctx.origin}/api/unsubscribe.php?token=${token}`,
    },
  });
}
