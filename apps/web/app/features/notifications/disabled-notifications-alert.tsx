import { useMatches } from 'react-router';
import { useDismissal } from '../../lib/dismissal.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { MemberAlert } from '../../ui/member-alert.tsx';
import { DisabledNotice, mainReason } from './disabled-notice.tsx';

const HIDDEN_ON = new Set(['settings', 'settings-delete', 'notifications']);

/**
 * The disabled-notifications alert (spec section 2): a member whose notification mail stopped
 * learns why and how to get it back, except on the settings pages; dismissing stores a
 * timestamp and the alert stays away.
 */
export function DisabledNotificationsAlert() {
  const { t } = useI18n();
  const { user } = useSite();
  const matches = useMatches();
  const { dismissed, dismiss } = useDismissal('hide-disabled-notifications-alert');
  const reason = user ? mainReason(user.notifications_disabled) : null;
  if (!user || !reason || dismissed) return null;
  if (matches.some((m) => HIDDEN_ON.has(m.id))) return null;
  return (
    <MemberAlert
      tone="warning"
      testId="disabled-notifications-alert"
      dismiss={{ label: t('common.dismiss'), onDismiss: dismiss }}
    >
      <DisabledNotice reason={reason} email={user.email} />
    </MemberAlert>
  );
}
