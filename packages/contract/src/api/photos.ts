import { z } from 'zod';
import { REQUIRED } from './required.ts';

export const ZOwnPhoto = z.object({
  id: z.number().int(),
  thumb: z.string(),
  profile: z.string(),
  full: z.string(),
  status: z.enum(['pending', 'active', 'rejected']),
  is_private: z.boolean(),
  is_main: z.boolean(),
});
export type TOwnPhoto = z.infer<typeof ZOwnPhoto>;
export const ZOwnPhotosResponse = z.object({ photos: z.array(ZOwnPhoto), limit: z.number().int() });
/** POST /api/photos.php: the uploaded photo. */
export const ZOwnPhotoResponse = z.object({ photo: ZOwnPhoto });

/** A photo's id: a positive 32-bit integer in the database. */
const ZPhotoId = z
  .number(REQUIRED)
  .int({ message: 'invalid' })
  .positive({ message: 'invalid' })
  .max(2_147_483_647, { message: 'invalid' });

export const ZPhotoChange = z.strictObject({
  id: ZPhotoId,
  is_main: z.literal(true).optional(),
  is_private: z.boolean().optional(),
});
export const ZPhotoDelete = z.strictObject({ id: ZPhotoId });
