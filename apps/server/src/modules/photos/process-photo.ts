import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_PIXELS } from '@cupido/contract';
import { AppError } from '../../http/app-error.ts';

/** Longest side of each stored size. */
export const SIZES = { thumb: 160, profile: 480, full: 1280, blur: 160 } as const;
export type TSize = keyof typeof SIZES;

/**
 * 'heif' covers AVIF and HEIC. Sharp's prebuilt libvips decodes AV1-coded HEIF only: an
 * HEVC-coded HEIC (the iPhone camera's format) passes the header check but fails decoding below,
 * which answers image_invalid. Decoding those needs a libvips built with libde265.
 */
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'heif']);
/** Markup or code inside an image file: a polyglot meant to be served as something else. */
const POLYGLOT = /<(script|html|svg|\?php|iframe|object|embed)\b|javascript:/i;

/**
 * Checks an upload by its content (never its name or declared type), refuses polyglots and
 * pixel bombs, and re-encodes it to WebP in the stored sizes. Re-encoding drops every byte of
 * the original and all metadata (EXIF, GPS, XMP), keeping only the orientation it applies.
 */
export async function processPhoto(input: Buffer): Promise<Record<TSize, Buffer>> {
  if (POLYGLOT.test(input.toString('latin1'))) throw new AppError('image_invalid');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw new AppError('image_invalid');
  }
  if (!meta.format || !ALLOWED.has(meta.format) || !meta.width || !meta.height)
    throw new AppError('image_invalid');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1)
    throw new AppError('image_invalid');
  try {
    const base = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const [thumb, profile, full, blur] = await Promise.all(
      (Object.keys(SIZES) as TSize[]).map((size) =>
        base
          .clone()
          .resize(SIZES[size], SIZES[size], {
            fit: size === 'thumb' ? 'cover' : 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 80 })
          .toBuffer(),
      ),
    );
    return { thumb: thumb!, profile: profile!, full: full!, blur: blur! };
  } catch {
    throw new AppError('image_invalid');
  }
}
