import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { isPlainText } from './plain-text.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  MAX_INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
} from '../constants.ts';
import { ZCountry } from './settings.ts';
import { ZProfileCard } from './search.ts';
import { ZMemberName } from './account.ts';

/** A profile text; `markup`: angle brackets allowed (free text, where '<3' is a heart). */
const plain = (max: number, markup = false) =>
  z
    .string()
    .trim()
    .max(max, { message: 'too_long' })
    .refine((s) => isPlainText(s, { markup }), { message: 'invalid_characters' });

/**
 * PUT /api/profile.php: any subset of the profile fields of spec section 3. Sexuality is
 * special-category data: it is stored only with `sexuality_consent: true`, and null erases it.
 */
export const ZProfileUpdate = z
  .strictObject({
    /** The member's name (kept on the account; not their e-mail address). */
    name: ZMemberName,
    gender: z.enum(GENDERS, { message: 'invalid_choice' }),
    sexuality: z.enum(SEXUALITIES, { message: 'invalid_choice' }).nullable(),
    sexuality_consent: z.boolean(),
    country: ZCountry,
    region: z
      .string()
      .max(10)
      .regex(/^[A-Z0-9]+$/, { message: 'invalid_choice' })
      .nullable(),
    city: plain(80).nullable(),
    hair: z.enum(HAIR_COLORS, { message: 'invalid_choice' }).nullable(),
    eyes: z.enum(EYE_COLORS, { message: 'invalid_choice' }).nullable(),
    body: z.enum(BODY_TYPES, { message: 'invalid_choice' }).nullable(),
    relationship: z.enum(RELATIONSHIP_STATUSES, { message: 'invalid_choice' }).nullable(),
    tattoos: z.boolean().nullable(),
    reason: z.enum(SIGNUP_REASONS, { message: 'invalid_choice' }).nullable(),
    about: plain(2000, true),
    interests: z
      .array(z.enum(INTERESTS, { message: 'invalid_choice' }))
      .max(MAX_INTERESTS, { message: 'too_long' })
      // One of each: a list that names one twice is a mistake, not two interests.
      .refine((list) => new Set(list).size === list.length, { message: 'invalid' }),
  })
  .partial()
  .refine((p) => !p.sexuality || p.sexuality_consent === true, {
    message: 'sexuality_consent_required',
    path: ['sexuality_consent'],
  });
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** The member's own profile, every field. */
export const ZOwnProfile = z.object({
  status: z.enum(['disabled', 'active']),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  sexuality: z.enum(SEXUALITIES).nullable(),
  birth_date: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  hair: z.string().nullable(),
  eyes: z.string().nullable(),
  body: z.string().nullable(),
  relationship: z.string().nullable(),
  tattoos: z.boolean().nullable(),
  reason: z.string().nullable(),
  about: z.string(),
  interests: z.array(z.string()),
});
export type TOwnProfile = z.infer<typeof ZOwnProfile>;
export const ZOwnProfileResponse = z.object({ profile: ZOwnProfile });

export const ZPrivacyInput = z
  .strictObject({
    invisible: z.boolean().optional(),
    privacy_mode: z.boolean().optional(),
    read_receipts: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'required',
    path: ['invisible'],
  });

export const ZBlockInput = z.strictObject({
  member_id: z
    .number(REQUIRED)
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
});

/** GET /api/blocks.php: the members one blocked, newest first (Settings lists them). */
export const ZBlockedResponse = z.object({
  blocked: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TBlockedResponse = z.infer<typeof ZBlockedResponse>;

/**
 * A photo on someone's profile (spec section 1). A `locked` one (private, viewer not premium) has
 * no `full`, and its `thumb` is the blurred size: shrunk to 8 x 8 pixels, enlarged and blurred,
 * so nothing recognisable of the photo reaches the viewer (decision 13).
 */
export const ZProfilePhoto = z.object({
  thumb: z.string(),
  full: z.string().nullable(),
  locked: z.boolean(),
});

/** GET /api/member.php?id= : a member's profile as the viewer may see it. */
export const ZMemberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  region_word: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string(),
  /**
   * The language the member uses the site in, the likely language of their about text: the page
   * marks the text with it, so a screen reader reads it in that language (WCAG 3.1.2).
   */
  about_lang: z.string(),
  interests: z.array(z.string()),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  is_fictional: z.boolean(),
  photos: z.array(ZProfilePhoto),
  /** Visitors see the main photo only; this many more await them after logging in. */
  hidden_photos: z.number().int(),
  is_blocked_by_me: z.boolean(),
  is_own: z.boolean(),
  /** Similar members the viewer may see (same country and gender). */
  related: z.array(ZProfileCard),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;
export const ZMemberProfileResponse = z.object({ profile: ZMemberProfile });
export const ZMemberQuery = z.strictObject({
  id: z.coerce
    .number({ message: 'invalid' })
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_000_000_000, { message: 'invalid' }),
});
