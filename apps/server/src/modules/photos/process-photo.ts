import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_MAX_PIXELS } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';

/** Longest side of each stored size. */
export const SIZES = { thumb: 160, profile: 480, full: 1280, blur: 160 } as const;
export type TSize = keyof typeof SIZES;

/**
 * The blurred size stands in for a locked private photo, so nothing recognisable may survive:
 * the picture is cut like the thumbnail, shrunk to BLUR_GRID x BLUR_GRID pixels (a few patches
 * of colour), then enlarged to the thumbnail's size and blurred so no block edges remain.
 * BLUR_VERSION is stored per photo (photos.blur_version); files made by an older version are
 * regenerated at start-up (regenerate-blurs.ts) and not served before.
 */
const BLUR_GRID = 8;
const BLUR_SIGMA = 10;
export const BLUR_VERSION = 1;

/** The blurred size of a picture (an upload, or a stored thumbnail when regenerating). */
export async function blurredSize(image: Sharp): Promise<Buffer> {
  const { data, info } = await image
    .resize(BLUR_GRID, BLUR_GRID, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .resize(SIZES.blur, SIZES.blur, { kernel: 'cubic' })
    .blur(BLUR_SIGMA)
    .webp({ quality: 60 })
    .toBuffer();
}

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
    // The upload is decoded once, to the largest stored size; the other sizes are made from
    // those pixels. (Four pipelines from the upload decoded the whole file four times, and each
    // sharp clone() copied the upload on the event loop: a 12-megapixel JPEG 265 -> 136 ms.)
    const { data, info } = await sharp(input, {
      limitInputPixels: PHOTO_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(SIZES.full, SIZES.full, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sized = (size: 'thumb' | 'profile' | 'full') =>
      (size === 'full'
        ? decoded()
        : decoded().resize(SIZES[size], SIZES[size], {
            fit: size === 'thumb' ? 'cover' : 'inside',
            withoutEnlargement: true,
          })
      )
        .webp({ quality: 80 })
        .toBuffer();
    const [thumb, profile, full, blur] = await Promise.all([
      sized('thumb'),
      sized('profile'),
      sized('full'),
      blurredSize(decoded()),
    ]);
    return { thumb, profile, full, blur };
  } catch {
    throw new AppError('image_invalid');
  }
}
