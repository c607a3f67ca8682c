// No zod in this module: the browser loads it (decision 41).

/** The e-mail notification types (spec section 3), in the order the settings list them. */
export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Why notification mail stopped (spec section 3): fbl (the member marked a mail as spam), bounce
 * (the address does not take mail), listunsubscribe (a one-click unsubscribe from a mail).
 */
export const MAIL_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type TMailDisabledReason = (typeof MAIL_DISABLED_REASONS)[number];
