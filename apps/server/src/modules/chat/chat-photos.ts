import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processPhoto } from '../photos/process-photo.ts';

/** The sizes a conversation's picture is kept in. */
export const CHAT_PHOTO_SIZES = ['thumb', 'full'] as const;
export type TChatPhotoSize = (typeof CHAT_PHOTO_SIZES)[number];

export const chatPhotoPath = (dir: string, key: string, size: TChatPhotoSize) =>
  join(dir, `${key}-${size}.webp`);

/**
 * Pictures sent in a conversation go through the profile photo pipeline (checked by content,
 * re-encoded, metadata stripped) and are stored under a random key that no public route serves.
 */
export async function storeChatPhoto(dir: string, input: Buffer): Promise<string> {
  const sizes = await processPhoto(input);
  const key = randomBytes(16).toString('hex');
  await Promise.all(
    CHAT_PHOTO_SIZES.map((size) => writeFile(chatPhotoPath(dir, key, size), sizes[size])),
  );
  return key;
}

export async function removeChatPhotos(dir: string, keys: string[]) {
  await Promise.all(
    keys.flatMap((key) =>
      CHAT_PHOTO_SIZES.map((size) => rm(chatPhotoPath(dir, key, size), { force: true })),
    ),
  );
}
