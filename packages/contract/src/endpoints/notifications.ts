import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  ZMailEventsInput,
  ZMailEventsResponse,
  ZNotificationSettings,
  ZNotificationSettingsInput,
  ZOneClickBody,
  ZPageHiddenInput,
  ZUnsubscribeInfo,
  ZUnsubscribeQuery,
} from '../api/notifications.ts';

const errors = [400, 401, 403, 404, 429] as const;

/**
 * E-mail notifications: the member's settings, the unsubscribe link and its RFC 8058 one-click
 * POST (no session: the signed token), and the mail provider's bounces and complaints.
 */
export const notificationsEndpoints = defineEndpoints({
  'GET /api/notifications.php': {
    summary: 'My e-mail notification settings and why mail stopped, if it did',
    response: ZNotificationSettings,
    errors,
  },
  'PUT /api/notifications.php': {
    summary: 'Turn one notification type on or off, or take mail back (resume)',
    body: ZNotificationSettingsInput,
    response: ZNotificationSettings,
    errors,
  },
  'GET /api/unsubscribe.php': {
    summary: 'What an unsubscribe link turns off (no session needed)',
    query: ZUnsubscribeQuery,
    response: ZUnsubscribeInfo,
    errors,
  },
  'POST /api/unsubscribe.php': {
    summary: 'Unsubscribe from one type: RFC 8058 one-click or the unsubscribe page',
    query: ZUnsubscribeQuery,
    body: ZOneClickBody.optional(),
    response: ZUnsubscribeInfo,
    errors,
  },
  'POST /api/mail-events.php': {
    summary: "The mail provider's bounce and complaint notifications (Bearer secret)",
    body: ZMailEventsInput,
    response: ZMailEventsResponse,
    errors,
  },
  'POST /api/page-hidden.php': {
    summary: 'Beacon: the page became hidden (spec section 7)',
    body: ZPageHiddenInput,
    status: 204,
    response: z.null(),
    errors,
  },
});
