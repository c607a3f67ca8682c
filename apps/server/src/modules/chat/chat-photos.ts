import { randomBytes } from 'node:crypto';
import { PICTURE_TYPE, pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { processPhoto } from '../photos/index.ts';

/** The sizes a conversation's picture is kept in. */
export const CHAT_PHOTO_SIZES = ['thumb', 'full'] as const;
export type TChatPhotoSize = (typeof CHAT_PHOTO_SIZES)[number];

/**
 * Pictures sent in a conversation go through the profile photo pipeline (checked by content,
 * re-encoded, metadata stripped) and are stored under a random key that no public route serves.
 */
export async function storeChatPhoto(storage: FileStorage, input: Buffer): Promise<string> {
  const sizes = await processPhoto(input);
  const key = randomBytes(16).toString('hex');
  await Promise.all(
    CHAT_PHOTO_SIZES.map((size) => storage.put(pictureFile(key, size), sizes[size], PICTURE_TYPE)),
  );
  return key;
}

export async function removeChatPhotos(storage: FileStorage, keys: string[]) {
  await storage.remove(
    keys.flatMap((key) => CHAT_PHOTO_SIZES.map((size) => pictureFile(key, size))),
  );
}
