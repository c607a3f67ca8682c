/**
 * E-mail notifications (issue 14): the module's only public surface.
 *
 * `memberPresence(live.isInFront).isAway(memberId)` answers whether a member is away (no tab of
 * theirs in front on any instance); web push uses the same answer.
 */
export { memberPresence, type TPresence } from './presence.ts';
export {
  NotificationsService,
  NOTIFY_MEMBER,
  NOTIFICATION_ROUNDS,
} from './notifications.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { unsubscribeSecret } from './unsubscribe-token.ts';
export {
  announcementFromArgs,
  queueAnnouncement,
  ZAnnouncement,
  type TAnnouncement,
} from './announcements.ts';
