import type { TNotificationType } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';

/** The name of a notification type as the settings list it. */
export function typeLabel(
  t: (key: TMessageKey, params?: Record<string, string>) => string,
  type: TNotificationType,
  siteName: string,
): string {
  return t(`notifications.type.${type}`, { site_name: siteName });
}
