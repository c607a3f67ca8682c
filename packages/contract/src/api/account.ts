import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { isNameText, isPlainText } from './plain-text.ts';
import { DELETE_REASONS, TRACKING_PARAMS } from '../constants.ts';
import { ZLocale } from './settings.ts';
import { ZEmail } from './complaint.ts';
import { ADULT_AGE, birthDateProblem } from './birth-date.ts';

const ZPassword = z
  .string(REQUIRED)
  .min(1, { message: 'required' })
  .min(8, { message: 'password_too_short' })
  .max(128, { message: 'too_long' });

/** Login credentials (POST /api/user.php). */
export const ZCredentials = z.strictObject({
  email: z
    .string(REQUIRED)
    .trim()
    .min(1, { message: 'required' })
    .max(254, { message: 'too_long' }),
  password: z.string(REQUIRED).min(1, { message: 'required' }).max(128, { message: 'too_long' }),
});

/** Tracking data of the visit that led to sign-up (spec section 9), each value a short token. */
export const ZTracking = z.partialRecord(
  z.enum(TRACKING_PARAMS),
  z
    .string()
    .max(100, { message: 'too_long' })
    .regex(/^[\w.\-~:@%+ ]*$/, { message: 'invalid_characters' }),
);

/** A date of birth written YYYY-MM-DD; left out or empty, it is asked for (spec section 5). */
export const ZIsoDate = z
  .string({ message: 'dob_required' })
  .min(1, { message: 'dob_required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'dob_invalid' });

/** An IANA time zone name the runtime knows, such as Europe/Amsterdam. */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine(
    (v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'invalid_choice' },
  );

/**
 * The sign-up's age can be judged, whatever else the form got wrong: its birth date is
 * YYYY-MM-DD and its time zone, if any, one the runtime knows.
 */
const ageJudgeable = ({ value }: { value: unknown }) => {
  const { date_of_birth, time_zone } = (value ?? {}) as Record<string, unknown>;
  return (
    ZIsoDate.safeParse(date_of_birth).success &&
    (time_zone === undefined || ZTimeZone.safeParse(time_zone).success)
  );
};

/** A member's name (spec section 5: not starting with @; not the e-mail address, checked
 * where the address is known). */
export const ZMemberName = z
  .string(REQUIRED)
  .trim()
  .min(1, { message: 'required' })
  .min(2, { message: 'too_short' })
  .max(30, { message: 'too_long' })
  .refine((v) => !v.startsWith('@'), { message: 'name_starts_with_at' })
  .refine(isNameText, { message: 'invalid_characters' });

/** POST /api/signup.php: the sign-up form of spec section 3. Name rules of spec section 5. */
export const ZSignupInput = z
  .strictObject({
    email: ZEmail,
    name: ZMemberName,
    password: ZPassword,
    date_of_birth: ZIsoDate,
    /** "Introduce yourself": kept as the profile's first about-me text, under the same rule. */
    signup_message: z
      .string()
      .trim()
      .max(500, { message: 'too_long' })
      .refine((v) => isPlainText(v, { markup: true }), { message: 'invalid_characters' })
      .optional(),
    tracking: ZTracking.optional(),
    /** The browser's time zone: the minimum age is checked on the member's own date (decision 0014). */
    time_zone: ZTimeZone.optional(),
    /** members-id-signup: the member to talk to first (kept only if the new member may see them). */
    first_contact: z
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .positive({ message: 'invalid' })
      .max(2_000_000_000, { message: 'invalid' })
      .optional(),
  })
  .refine((v) => v.name.toLowerCase() !== v.email.toLowerCase(), {
    message: 'name_is_email',
    path: ['name'],
  })
  // Named with the form's other mistakes, not in a second round once they are mended: a date
  // that exists and an age of 18 (the site's own minimum, if higher, is the server's).
  .refine((v) => birthDateProblem(v.date_of_birth, ADULT_AGE, v.time_zone) !== 'dob_invalid', {
    message: 'dob_invalid',
    path: ['date_of_birth'],
    when: ageJudgeable,
  })
  .refine((v) => birthDateProblem(v.date_of_birth, ADULT_AGE, v.time_zone) !== 'dob_required', {
    message: 'dob_required',
    path: ['date_of_birth'],
    when: ageJudgeable,
  });
export type TSignupInput = z.infer<typeof ZSignupInput>;

export const ZLanguageInput = z.strictObject({ language: ZLocale });

export const ZEmailInput = z.strictObject({ email: ZEmail });

export const ZToken = z
  .string(REQUIRED)
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'token_invalid' });
export const ZTokenInput = z.strictObject({ token: ZToken });

/** GET /api/activate.php, the link of the activation mail (its token is checked by the route). */
/**
 * Whatever the link carries: one cut short, copied twice or without a token still lands on
 * activate-error (spec section 4), never on an answer in JSON.
 */
export const ZActivateQuery = z.object({ token: z.unknown().optional() });
/** The activation link answers with a redirect only: there is no JSON body. */
export const ZActivateResponse = z.undefined();

export const ZPasswordResetInput = z
  .strictObject({ token: ZToken, password: ZPassword, password_confirm: z.string() })
  .refine((v) => v.password === v.password_confirm, {
    message: 'passwords_differ',
    path: ['password_confirm'],
  });

export const ZPasswordChangeInput = z
  .strictObject({
    old_password: z.string(REQUIRED).min(1, { message: 'required' }).max(128),
    password: ZPassword,
    password_confirm: z.string(),
    end_other_sessions: z.boolean().default(false),
  })
  .refine((v) => v.password === v.password_confirm, {
    message: 'passwords_differ',
    path: ['password_confirm'],
  });

export const ZEmailChangeInput = z.strictObject({
  new_email: z
    .string(REQUIRED)
    .trim()
    .min(1, { message: 'required' })
    .max(254, { message: 'new_email_invalid' })
    .pipe(z.email({ message: 'new_email_invalid' })),
  password: z.string(REQUIRED).min(1, { message: 'required' }).max(128),
});

/** POST /api/delete-account.php (spec sections 3 and 4). */
export const ZDeleteAccountInput = z.strictObject({
  /** The current password: an open session alone cannot delete the account. */
  password: z.string(REQUIRED).min(1, { message: 'required' }).max(128),
  reason: z.enum(DELETE_REASONS, { message: 'invalid_choice' }),
  remarks: z.string().trim().max(1000, { message: 'too_long' }).optional(),
  confirm: z.literal(true, { message: 'confirm_required' }),
});

/** The current member as GET /api/user.php answers it (spec section 3, "User"). */
export const ZUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: z.enum(['not_confirmed', 'active', 'banned', 'pending_deletion']),
    credits: z.number().int(),
    paid_user: z.boolean(),
    signup_date: z.string(),
    language: ZLocale,
    country: z.string().nullable(),
    notifications_disabled: z.array(z.string()),
    /** The site's mark for fictional profiles (the site's setting, spec section 3). */
    fictional_icon: z.string(),
    invisible: z.boolean(),
    privacy_mode: z.boolean(),
    /** Whether the member shares read receipts (both members must, for 'read' to show). */
    read_receipts: z.boolean(),
    /** Unread messages over all conversations (the Messages badge). */
    unread_messages: z.number().int(),
    /** New likes (the Likes badge; the likes feature fills it). */
    new_likes: z.number().int(),
    profile: z.object({
      status: z.enum(['disabled', 'active']),
      main_image: z
        .object({ filename: z.string(), thumb_filename: z.string(), status: z.string() })
        .nullable(),
    }),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser.nullable() });
export const ZOkResponse = z.object({ ok: z.literal(true) });
