import { z } from 'zod';
import {
  MESSAGE_LENGTH_MAX,
  ZCountry,
  ZLocale,
  ZSignupsMode,
  ZVisibilityMode,
  type TCompanyInfo,
} from '@cupido/contract';

const ZLocalized = z.partialRecord(ZLocale, z.string());

/** A tag's script address: https only, so the page CSP can name its origin exactly. */
const ZTagUrl = z
  .url({ protocol: /^https$/ })
  .nullable()
  .default(null);

/** The stored shape of a site's public settings (sites.config), checked on every load. */
export const ZSiteConfig = z.object({
  name: z.string().min(1),
  domain_language: z.string().min(2),
  languages: z.array(ZLocale).min(1),
  cdn_prefix: z.string().default('/cdn'),
  index_title: ZLocalized,
  description: ZLocalized,
  theme_color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default('#d6336c'),
  countries: z.array(ZCountry).min(1),
  signups: ZSignupsMode.default('all'),
  logged_out_search: ZVisibilityMode.default('all'),
  logged_out_search_trafficsource: ZVisibilityMode.default('all'),
  enable_site_entry_popup: z.string().default('no'),
  fictional_icon: z.string().default('🎭'),
  /** Operator overrides per locale; the catalog's wording otherwise. */
  fictional_warning: ZLocalized.default({}),
  fictional_singular: ZLocalized.default({}),
  fictional_plural: ZLocalized.default({}),
  support_email: z.email(),
  support_phone: z.string(),
  minimum_message_costs: z
    .partialRecord(
      ZCountry,
      z.object({ costs: z.number().int().min(0), currency: z.string().length(3) }),
    )
    .default({}),
  message_credits: z.number().int().min(0).default(1),
  signup_credits: z.number().int().min(0).default(0),
  photo_credits: z.number().int().min(0).default(2),
  gift_credits: z.number().int().min(0).default(5),
  message_length: z.number().int().min(1).max(MESSAGE_LENGTH_MAX).default(1000),
  minimum_age: z.number().int().min(18).max(99).default(18),
  visible_profile_fields: z.array(z.string()).default([]),
  visible_profile_notes: z.boolean().default(false),
  search_fields: z
    .array(z.string())
    .default(['gender', 'country', 'countryregion', 'min_age', 'max_age']),
  refund_days: z.number().int().min(0).default(14),
  /**
   * Spec section 4: after deleting their account the member is sent on to a partner site, when
   * the operator resells (`member_resell`) and names the partner's address; otherwise to the
   * site's own account-deleted page. Nothing about the member goes with them.
   */
  member_resell: z.boolean().default(false),
  partner_url: z
    .url({ protocol: /^https$/ })
    .nullable()
    .default(null),
  /** Spec section 7: analytics, session recording and ad tag; none unless the operator sets them. */
  tags: z
    .object({ analytics: ZTagUrl, recording: ZTagUrl, ads: ZTagUrl })
    .default({ analytics: null, recording: null, ads: null }),
  /** Operator setting (not public): new photos wait for moderation instead of showing at once. */
  photo_moderation: z.boolean().default(false),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

export type TSite = {
  id: number;
  domain: string;
  isDefault: boolean;
  config: TSiteConfig;
  company: TCompanyInfo;
};
