import { z } from 'zod';
import { COUNTRIES, LOCALES } from '../constants.ts';

export const ZCountry = z.enum(COUNTRIES);
export const ZLocale = z.enum(LOCALES);

/** A host name as it may appear in a Host header or `?domain=` (no port, no scheme). */
export const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    {
      message: 'invalid_domain',
    },
  );

export const ZSignupsMode = z.enum(['all', 'with_trafficsource', 'invite_only', 'none']);
export const ZVisibilityMode = z.enum(['all', 'none']);

/** GET /api/settings.php query (spec section 7). `domain` forces a site outside production. */
export const ZSettingsQuery = z.strictObject({
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/, { message: 'must_be_path' })
    .optional(),
  domain: ZDomain.optional(),
});

/**
 * The third-party tags of spec section 7 (script addresses), each loaded only after the
 * visitor consents to its category: analytics and session recording are statistics, the ad tag
 * is marketing (and asks for the IP address to be anonymised). Null: not configured.
 */
export const ZTags = z.object({
  analytics: z.string().nullable(),
  recording: z.string().nullable(),
  ads: z.string().nullable(),
});
export type TTags = z.infer<typeof ZTags>;

/** The public settings of a site (spec section 3, "Settings"), resolved for one request. */
export const ZSettings = z
  .object({
    name: z.string(),
    domain: z.string(),
    domain_language: z.string(),
    languages: z.array(ZLocale),
    cdn_prefix: z.string(),
    index_title: z.string(),
    description: z.string(),
    theme_color: z.string(),
    countries: z.array(ZCountry),
    signups: ZSignupsMode,
    logged_out_search: ZVisibilityMode,
    logged_out_search_trafficsource: ZVisibilityMode,
    /** 'no', 'yes', or a comma-separated list of countries the warning is shown for. */
    enable_site_entry_popup: z.string(),
    /** The visitor's country by IP (any ISO 3166 code), or null when unknown. */
    geoip_country: z.string().length(2).nullable(),
    geoip_selected_country: ZCountry,
    fictional_icon: z.string(),
    fictional_warning: z.string(),
    fictional_singular: z.string(),
    fictional_plural: z.string(),
    push_public_key: z.string().nullable(),
    support_email: z.string(),
    support_phone: z.string(),
    minimum_message_costs: z.record(
      z.string(),
      z.object({ costs: z.number().int(), currency: z.string() }),
    ),
    message_credits: z.number().int(),
    signup_credits: z.number().int(),
    photo_credits: z.number().int(),
    gift_credits: z.number().int(),
    message_length: z.number().int(),
    minimum_age: z.number().int(),
    visible_profile_fields: z.array(z.string()),
    visible_profile_notes: z.boolean(),
    search_fields: z.array(z.string()),
    refund_days: z.number().int(),
    member_resell: z.boolean(),
    /** Where a member who deleted their account is sent on to (null: the account-deleted page). */
    partner_url: z.string().nullable(),
    tags: ZTags,
  })
  .meta({ id: 'Settings' });
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsResponse = z.object({ settings: ZSettings });
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;
