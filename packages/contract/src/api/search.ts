import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { ZCountry } from './settings.ts';

const age = z.coerce
  .number({ message: 'invalid' })
  .int({ message: 'invalid' })
  .min(18, { message: 'invalid' })
  .max(99, { message: 'invalid' });

/** GET /api/search.php (spec section 3, "Search state"). */
export const ZSearchQuery = z
  .strictObject({
    gender: z.enum(GENDERS, { message: 'invalid_choice' }).optional(),
    country: ZCountry.optional(),
    /** The region within the country (spec section 3, Search state: countryregion). */
    countryregion: z
      .string()
      .max(10)
      .regex(/^[A-Z0-9]+$/, { message: 'invalid' })
      .optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    page: z.coerce
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .min(1, { message: 'invalid' })
      .max(500, { message: 'invalid' })
      .default(1),
    /**
     * Where the page starts: the previous page's `next`. Without it, the page is found by its
     * number (a walk past every earlier result); with it, page N costs what page 1 costs.
     */
    after: z
      .string()
      .refine((s) => decodeSearchCursor(s) !== null, { message: 'invalid' })
      .optional(),
    /**
     * Where the page ends: the following page's `previous` (its Previous link). The page is the
     * one just before that place, found as cheaply as by `after`.
     */
    before: z
      .string()
      .refine((s) => decodeSearchCursor(s) !== null, { message: 'invalid' })
      .optional(),
  })
  .refine((q) => q.after === undefined || q.before === undefined, {
    message: 'invalid',
    path: ['before'],
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'invalid',
    path: ['max_age'],
  });
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/**
 * A place in the search order (decision 11: UTC day of last activity, completeness, last
 * activity, id, all descending): the last card of a page (where the next starts), or the first
 * (where the previous ends). `half` says which part of a search
 * that starts with the site's home countries it belongs to ('all' when there are no halves).
 * Last activity is kept to the microsecond, as stored, so no member is skipped or repeated.
 */
export type TSearchCursor = {
  half: 'home' | 'rest' | 'all';
  rank: number;
  /** Last activity in UTC, ISO 8601 with microseconds and no zone: 2026-11-26T00:37:17.123456 */
  at: string;
  id: number;
};

const CURSOR =
  /^([hra])\.([0-2])\.(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{6})\.([1-9]\d{0,9})$/;
/** Member ids are the database's `integer`. */
const MAX_ID = 2_147_483_647;

/** `h.2.20261126003717123456.1234`: short, readable and safe in an address. */
export function encodeSearchCursor(c: TSearchCursor): string {
  const digits = c.at.replace(/\D/g, '');
  return `${c.half[0]}.${c.rank}.${digits}.${c.id}`;
}

/** The cursor an address carries, or null when it is not one (a bad `after` is refused). */
export function decodeSearchCursor(s: string): TSearchCursor | null {
  const m = CURSOR.exec(s);
  if (!m) return null;
  const [, h, rank, y, mo, d, hh, mi, ss, us, id] = m;
  const at = `${y}-${mo}-${d}T${hh}:${mi}:${ss}.${us}`;
  // A real moment of our era only (no 30 February, no year 0): the database would refuse it.
  const ms = at.slice(0, 23);
  const date = new Date(`${ms}Z`);
  if (Number(y) < 1970 || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 23) !== ms)
    return null;
  if (Number(id) > MAX_ID) return null;
  const half = h === 'h' ? 'home' : h === 'r' ? 'rest' : 'all';
  return { half, rank: Number(rank), at, id: Number(id) };
}

/** A member as a search card shows them; fictional profiles say so (architecture principle 8). */
export const ZProfileCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  main_image: z.string().nullable(),
  is_fictional: z.boolean(),
});
export type TProfileCard = z.infer<typeof ZProfileCard>;

export const ZSearchResponse = z.object({
  profiles: z.array(ZProfileCard),
  page: z.number().int(),
  has_more: z.boolean(),
  /** The next page's `after` while has_more is true, else null. */
  next: z.string().nullable(),
  /** The previous page's `before` (this page's first card) past page 1, else null. */
  previous: z.string().nullable(),
  /**
   * Exact for the pages seen so far; "at least" while has_more is true (no count on the hot
   * path); counted on an empty page past the end.
   */
  total: z.number().int(),
  /** When few members match, members matching only gender and country (spec section 3). */
  similar: z.array(ZProfileCard),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** GET /api/lander-members.php: the members a lander shows (spec section 6: visitors may browse
 * landing pages), whatever the site's logged-out search allows. */
export const ZLanderMembersQuery = z.strictObject({ country: ZCountry });
export const ZLanderMembersResponse = z.object({
  /** Up to 24 members of the country with a photo (others after them when few are). */
  profiles: z.array(ZProfileCard),
});
