import { z } from 'zod';
import { REQUIRED } from './required.ts';
import {
  MAIL_DISABLED_REASONS,
  NOTIFICATION_TYPES,
  type TNotificationType,
} from './notifications.constants.ts';

/** GET and PUT /api/notifications.php: each type on or off, and why mail stopped, if it did. */
export const ZNotificationSettings = z
  .object({
    types: z.object(
      Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
        TNotificationType,
        z.ZodBoolean
      >,
    ),
    disabled: z.array(z.enum(MAIL_DISABLED_REASONS)),
  })
  .meta({ id: 'NotificationSettings' });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * PUT /api/notifications.php: one switch (saved at once), or `resume: true` to take mail back
 * after a spam report or an unsubscribe (a bounce needs a new address instead).
 */
export const ZNotificationSettingsInput = z
  .strictObject({
    type: z.enum(NOTIFICATION_TYPES, { message: 'invalid_choice' }).optional(),
    enabled: z.boolean(REQUIRED).optional(),
    resume: z.literal(true, { message: 'invalid' }).optional(),
  })
  // One object, not a union of the two shapes: a bad value is named by its field, not as `body`.
  .superRefine((v, ctx) => {
    const issue = (path: 'type' | 'enabled', message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    for (const field of ['type', 'enabled'] as const) {
      // With `resume` neither is taken; without it, both are needed.
      if (v.resume && v[field] !== undefined) issue(field, 'invalid');
      if (!v.resume && v[field] === undefined) issue(field, 'required');
    }
  });
/** Checked by the schema: a switch with both fields, or `resume` alone. */
export type TNotificationSettingsInput = z.infer<typeof ZNotificationSettingsInput>;

/** A signed unsubscribe token: member, type and an HMAC (base64url). */
export const ZUnsubscribeToken = z
  .string(REQUIRED)
  .regex(/^\d{1,10}\.[a-z_]{2,30}\.[\w-]{43}$/, { message: 'token_invalid' });

/** GET /api/unsubscribe.php?token=: what the link would turn off (no session needed). */
export const ZUnsubscribeQuery = z.object({ token: ZUnsubscribeToken });
export const ZUnsubscribeInfo = z
  .object({ type: z.enum(NOTIFICATION_TYPES), unsubscribed: z.boolean() })
  .meta({ id: 'UnsubscribeInfo' });
export type TUnsubscribeInfo = z.infer<typeof ZUnsubscribeInfo>;

/**
 * POST /api/unsubscribe.php?token=: RFC 8058 one-click (form body `List-Unsubscribe=One-Click`
 * from the mail provider) or the unsubscribe page's button (JSON `{}`); no session needed.
 */
export const ZOneClickBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .loose();

/**
 * POST /api/mail-events.php: the mail provider's bounce and complaint notifications, with
 * `Authorization: Bearer <MAIL_EVENTS_SECRET>`. A permanent bounce stops mail to the address
 * ('bounce'); a complaint (feedback loop) stops it too ('fbl').
 */
export const ZMailEventsInput = z.strictObject({
  events: z
    .array(
      z.strictObject({
        type: z.enum(['bounce', 'complaint']),
        email: z.string().max(254).pipe(z.email()),
      }),
    )
    .min(1)
    .max(500),
});
export type TMailEventsInput = z.infer<typeof ZMailEventsInput>;

/** POST /api/mail-events.php: how many members' mail the events stopped. */
/** POST /api/page-hidden.php: the spec's beacon, an empty JSON body; answered 204. */
export const ZPageHiddenInput = z.strictObject({});

export const ZMailEventsResponse = z.object({ ok: z.literal(true), members: z.number().int() });
