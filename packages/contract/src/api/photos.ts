import { z } from 'zod';

/** Photo uploads: largest file accepted, and most pixels decoded (a "pixel bomb" guard). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Spec section 5/9: free members keep at most 3 photos, premium members 25. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;

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

export const ZPhotoChange = z.strictObject({
  id: z.number({ message: 'required' }).int(),
  is_main: z.literal(true).optional(),
  is_private: z.boolean().optional(),
});
export const ZPhotoDelete = z.strictObject({ id: z.number({ message: 'required' }).int() });
