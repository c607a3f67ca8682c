import sharp from 'sharp';
import type { Db } from '../../platform/db/db.ts';
import { PICTURE_TYPE, pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { BLUR_VERSION, blurredSize } from './process-photo.ts';
import { photosWithOldBlur, setBlurVersion } from './photos.repo.ts';

const BATCH = 50;

/**
 * Remakes the blur files of photos stored with an older blur (photos.blur_version), from their
 * thumbnails, private photos first. Runs at start-up; idempotent, so instances starting together
 * or a run cut short only repeat work. A photo whose thumbnail is gone loses its blur file too:
 * better no picture than an old sharp one. Returns how many photos it went through.
 */
export async function regenerateBlurs(db: Db, storage: FileStorage): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await photosWithOldBlur(db, BLUR_VERSION, BATCH);
    for (const row of rows) {
      const blurFile = pictureFile(row.file_key, 'blur');
      const thumb = await storage.read(pictureFile(row.file_key, 'thumb'));
      const blur = thumb && (await blurredSize(sharp(thumb)).catch(() => null));
      if (blur) await storage.put(blurFile, blur, PICTURE_TYPE);
      else await storage.remove([blurFile]);
      await setBlurVersion(db, row.id, BLUR_VERSION);
    }
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}
