import { z } from 'zod';
import { COMPLAINT_CATEGORIES } from './complaint.constants.ts';
import { isPlainText } from './plain-text.ts';

/** Visible characters only: no control characters or bidi overrides in stored text. */
const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .min(min, { message: 'too_short' })
    .max(max, { message: 'too_long' })
    .refine((s) => isPlainText(s, { markup: true }), { message: 'invalid_characters' });

export const ZEmail = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(254, { message: 'too_long' })
  .pipe(z.email({ message: 'invalid_email' }));

/** POST /api/complaints.php */
export const ZComplaintInput = z.strictObject({
  name: plainText(1, 100),
  email: ZEmail,
  category: z.enum(COMPLAINT_CATEGORIES, { message: 'invalid_choice' }),
  message: plainText(10, 5000),
});
export type TComplaintInput = z.infer<typeof ZComplaintInput>;

export const ZComplaintResponse = z.object({
  complaint: z.object({ reference: z.string() }),
});
