import { ActivationReminder } from '../features/accounts/activation-reminder.tsx';
import { MessageBanner } from '../features/chat/message-banner.tsx';
import { LikesModals } from '../features/likes/likes-modals.tsx';
import { DisabledNotificationsAlert } from '../features/notifications/disabled-notifications-alert.tsx';
import { EnrichAlert } from '../features/profiles/enrich-alert.tsx';
import { PushAlert } from '../features/push/push-alert.tsx';
import { TabBar } from '../ui/tab-bar.tsx';

/** A member's alerts above the page (spec section 2), each shown where and when the spec says. */
function MemberBanners() {
  return (
    <>
      <ActivationReminder />
      <EnrichAlert />
      <DisabledNotificationsAlert />
      <PushAlert />
    </>
  );
}

/** What only members see in the layouts: one chunk, loaded for members (lazy-member-parts.ts). */
export { LikesModals, MemberBanners, MessageBanner, TabBar };
