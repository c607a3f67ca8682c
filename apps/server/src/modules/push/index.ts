/** Web push and the installable app (issue 14): the module's only public surface. */
export { PushService, PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push.service.ts';
export { pushRoutes } from './push.routes.ts';
export { installableAppRoutes } from './installable-app.routes.ts';
export { loadVapidKeys, type TVapidKeys } from './vapid-keys.ts';
