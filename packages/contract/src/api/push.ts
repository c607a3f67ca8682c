import { z } from 'zod';

/** The browser's PushSubscription.toJSON() (Push API), as sent to the account. */
export const ZPushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's uncompressed P-256 public key (65 bytes), base64url. */
      p256dh: z.string().regex(/^[\w-]{86,88}={0,2}$/),
      /** The 16-byte auth secret, base64url. */
      auth: z.string().regex(/^[\w-]{22,24}={0,2}$/),
    }),
  })
  .meta({ id: 'PushSubscription' });
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/**
 * POST /api/user.php?push=1 (spec section 7). A subscription is saved for the member; false or
 * 'denied' (spec section 4) with the old endpoint removes that browser's subscription.
 */
export const ZPushSubscriptionInput = z.strictObject({
  subscription: z.union([ZPushSubscription, z.literal(false), z.literal('denied')]),
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

/** What a push carries to the service worker: the notice to show and where a click leads. */
export const ZPushNotice = z
  .object({
    type: z.enum(['message', 'like', 'match']),
    title: z.string(),
    body: z.string(),
    /** The page a click opens. */
    openUrl: z.string(),
    /** An open tab under this path is focused (and navigated to openUrl) instead of a new one. */
    checkUrl: z.string(),
    /** Notices with the same tag replace each other (one per conversation or liker). */
    tag: z.string(),
    icon: z.string(),
    /** Unread messages plus new likes: the app badge the notice sets (spec section 2). */
    appBadge: z.number().int().nonnegative(),
  })
  .meta({ id: 'PushNotice' });
export type TPushNotice = z.infer<typeof ZPushNotice>;

/** What the service worker posts to open pages (spec section 7). */
export type TPushWorkerMessage =
  | { type: 'NEW_PUSH_MESSAGE'; notice: TPushNotice }
  | { type: 'NEW_PUSH_CLICK'; checkUrl: string; openUrl: string };

/** What a page posts to the service worker: its language, for the offline page the worker keeps. */
export type TPageWorkerMessage = { type: 'OFFLINE_LANGUAGE'; lang: string };
