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
    region: z
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
  })
  .refine((q) => q.min_age === undefined || q.max_age === undefined || q.min_age <= q.max_age, {
    message: 'invalid',
    path: ['max_age'],
  });
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

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
  /**
   * Exact for the pages seen so far; "at least" while has_more is true (no count on the hot
   * path); counted on an empty page past the end.
   */
  total: z.number().int(),
  /** When few members match, members matching only gender and country (spec section 3). */
  similar: z.array(ZProfileCard),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
