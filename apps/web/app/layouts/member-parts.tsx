import { ActivationReminder } from '../features/accounts/activation-reminder.tsx';
import { MessageBanner } from '../features/chat/message-banner.tsx';
import { LikesModals } from '../features/likes/likes-modals.tsx';
import { DisabledNotificationsAlert } from '../features/notifications/disabled-notifications-alert.tsx';
import { EnrichAlert } from '../features/profiles/enrich-alert.tsx';
import { PushAlert } from '../features/push/push-alert.tsx';
import { TabBar } from '../ui/tab-bar.tsx';

/**
 * A member's alerts above the page (spec section 2), most important first: below 768 px (a
 * phone, with the tab bar) only the first dismissible one shows beside the activation reminder,
 * the next once it is dismissed (app.css, decision 76).
 */
function MemberBanners() {
  return (
    <div className="member-alerts">
      <ActivationReminder />
      <DisabledNotificationsAlert />
      <EnrichAlert />
      <PushAlert />
    </div>
  );
}

/** What only members see in the layouts: one chunk, loaded for members (lazy-member-parts.ts). */
export { LikesModals, MemberBanners, MessageBanner, TabBar };
