import { randomBytes } from 'node:crypto';
import { PHOTO_LIMITS, type TOwnPhoto } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import {
  PICTURE_TYPE,
  pictureFile,
  pictureUrl,
  type TPictureSize,
} from '../../platform/storage/picture-files.ts';
import type { FileStorage, TStoredFile } from '../../platform/storage/storage.ts';
import { BLUR_VERSION, processPhoto, SIZES, type TSize } from './process-photo.ts';
import { isPremium } from '../accounts/index.ts';
import { refreshProfileRank } from '../search/index.ts';
import {
  countPhotosLocked,
  deletePhoto,
  fileAccess,
  insertPhoto,
  listPhotos,
  lockOwnPhoto,
  promoteOldestPublic,
  setMainPhoto,
  setPhotoPrivate,
  type TPhotoRow,
} from './photos.repo.ts';

export class PhotosService {
  private readonly db: Db;
  private readonly storage: FileStorage;
  constructor(db: Db, storage: FileStorage) {
    this.db = db;
    this.storage = storage;
  }

  private files(key: string) {
    return (Object.keys(SIZES) as TSize[]).map((size) => pictureFile(key, size));
  }

  private view(row: TPhotoRow, cdn: string): TOwnPhoto {
    const url = (size: TSize) => pictureUrl(cdn, row.file_key, size);
    return {
      id: row.id,
      thumb: url('thumb'),
      profile: url('profile'),
      full: url('full'),
      status: row.status,
      is_private: row.is_private,
      is_main: row.is_main,
    };
  }

  async limitFor(memberId: number): Promise<number> {
    return (await isPremium(this.db, memberId)) ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free;
  }

  async list(memberId: number, cdn: string): Promise<TOwnPhoto[]> {
    const rows = await listPhotos(this.db, memberId);
    return rows.map((r) => this.view(r, cdn));
  }

  /**
   * Stores an upload: checked and re-encoded first, then counted against the member's limit
   * under a row lock (two uploads at once cannot pass the limit). The first photo is the main one.
   */
  async upload(
    memberId: number,
    input: Buffer,
    opts: { moderated: boolean; cdn: string },
  ): Promise<TOwnPhoto> {
    const sizes = await processPhoto(input);
    const limit = await this.limitFor(memberId);
    const key = randomBytes(16).toString('hex');
    await Promise.all(
      (Object.keys(sizes) as TSize[]).map((size) =>
        this.storage.put(pictureFile(key, size), sizes[size], PICTURE_TYPE),
      ),
    );
    try {
      const row = await this.db.transaction(async (tx) => {
        const n = await countPhotosLocked(tx, memberId);
        if (n >= limit) throw new AppError('photo_limit');
        const created = await insertPhoto(tx, {
          memberId,
          key,
          status: opts.moderated ? 'pending' : 'active',
          isMain: n === 0,
          blurVersion: BLUR_VERSION,
        });
        await refreshProfileRank(tx, memberId);
        return created;
      });
      return this.view(row, opts.cdn);
    } catch (error) {
      await this.storage.remove(this.files(key));
      throw error;
    }
  }

  async change(
    memberId: number,
    id: number,
    change: { is_main?: true | undefined; is_private?: boolean | undefined },
  ) {
    await this.db.transaction(async (tx) => {
      const photo = await lockOwnPhoto(tx, memberId, id);
      if (!photo) throw new AppError('not_found');
      // The main photo is shown to everyone: a private one is made public first, and the main
      // one cannot be made private (said, rather than done differently or not at all).
      const main = photo.is_main || change.is_main === true;
      if (change.is_main && photo.is_private && change.is_private !== false)
        throw new AppError('validation_failed', {
          fields: { is_main: 'field.main_photo_private' },
        });
      if (change.is_private === true && main)
        throw new AppError('validation_failed', {
          fields: { is_private: 'field.main_photo_public' },
        });
      if (change.is_main) await setMainPhoto(tx, memberId, id);
      if (change.is_private !== undefined) await setPhotoPrivate(tx, id, change.is_private);
      await refreshProfileRank(tx, memberId);
    });
  }

  /** Deletes a photo and its files; the oldest remaining public photo becomes the main one. */
  async remove(memberId: number, id: number) {
    const key = await this.db.transaction(async (tx) => {
      const row = await deletePhoto(tx, memberId, id);
      if (!row) throw new AppError('not_found');
      if (row.is_main) await promoteOldestPublic(tx, memberId);
      await refreshProfileRank(tx, memberId);
      return row.file_key;
    });
    await this.storage.remove(this.files(key));
  }

  /**
   * Whether a stored file may be shown to this viewer, by the rules of the profile page: the
   * owner sees everything; others only active photos of members they may see; visitors only the
   * main photo; a private photo's full sizes only premium members (others get its blurred size,
   * and only once it was made by the current blur: an older one may be a sharp copy).
   */
  async canView(fileKey: string, size: TSize, viewerId: number | null): Promise<boolean> {
    const row = await fileAccess(this.db, fileKey, viewerId ?? 0, BLUR_VERSION);
    if (!row || (size === 'blur' && !row.blur_current)) return false;
    if (row.owner) return true;
    if (!row.active || !row.visible) return false;
    if (viewerId === null) return row.is_main && !row.is_private;
    return size === 'blur' || !row.is_private || row.premium;
  }

  /** A stored photo file for this viewer, by the rules of `canView`; null when not theirs to see. */
  async openFile(
    fileKey: string,
    size: TPictureSize,
    viewerId: number | null,
  ): Promise<TStoredFile | null> {
    if (!(await this.canView(fileKey, size, viewerId))) return null;
    return this.storage.get(pictureFile(fileKey, size));
  }
}
