/**
 * The one naming of stored pictures: a random 32-hex key per picture, one WebP file per size.
 * Profile photos and chat pictures share it; their public address is `<cdn prefix>/<file>`
 * (profile photos, served by /cdn) or the chat picture route (members of the conversation).
 */
export const PICTURE_SIZES = ['thumb', 'profile', 'full', 'blur'] as const;
export type TPictureSize = (typeof PICTURE_SIZES)[number];

export const PICTURE_TYPE = 'image/webp';

/** A picture file's name in storage. */
export const pictureFile = (key: string, size: TPictureSize) => `${key}-${size}.webp`;

/** A profile photo's public address under a site's CDN prefix (`/cdn` by default). */
export const pictureUrl = (cdnPrefix: string, key: string, size: TPictureSize) =>
  `${cdnPrefix}/${pictureFile(key, size)}`;

const FILE = /^([a-f0-9]{32})-(thumb|profile|full|blur)\.webp$/;

/** The key and size of a picture file's name; null for any other name. */
export function parsePictureFile(name: string): { key: string; size: TPictureSize } | null {
  const match = FILE.exec(name);
  return match ? { key: match[1]!, size: match[2] as TPictureSize } : null;
}
