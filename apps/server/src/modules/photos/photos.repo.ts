import type { TOwnPhoto } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { sql } from '../../platform/db/sql.ts';
import { visibleTo } from '../privacy/index.ts';

export type TPhotoRow = {
  id: number;
  file_key: string;
  status: TOwnPhoto['status'];
  is_private: boolean;
  is_main: boolean;
};

const PHOTO_COLUMNS = 'id, file_key, status, is_private, is_main';

/** A member's photos, the main one first. */
export function listPhotos(db: Queryable, memberId: number) {
  return db.query<TPhotoRow>(
    `select ${PHOTO_COLUMNS} from photos where member_id = $1 order by is_main desc, id`,
    [memberId],
  );
}

/** How many photos the member has, counted under a lock on the member (uploads queue on it). */
export async function countPhotosLocked(db: Queryable, memberId: number): Promise<number> {
  await db.query('select id from members where id = $1 for update', [memberId]);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    'select count(*)::int as n from photos where member_id = $1',
    [memberId],
  );
  return n;
}

export async function insertPhoto(
  db: Queryable,
  photo: {
    memberId: number;
    key: string;
    status: 'pending' | 'active';
    isMain: boolean;
    blurVersion: number;
  },
): Promise<TPhotoRow> {
  const [created] = await db.query<TPhotoRow>(
    `insert into photos (member_id, file_key, status, is_main, blur_version)
     values ($1, $2, $3, $4, $5)
     returning ${PHOTO_COLUMNS}`,
    [photo.memberId, photo.key, photo.status, photo.isMain, photo.blurVersion],
  );
  return created!;
}

/** Locks the member's photo `id`: whether it is main and private; null when it is not theirs. */
export async function lockOwnPhoto(db: Queryable, memberId: number, id: number) {
  const [row] = await db.query<{ is_main: boolean; is_private: boolean }>(
    'select is_main, is_private from photos where id = $1 and member_id = $2 for update',
    [id, memberId],
  );
  return row ?? null;
}

/** Makes photo `id` the member's one main photo (a main photo is public). */
export async function setMainPhoto(db: Queryable, memberId: number, id: number) {
  await db.query('update photos set is_main = false where member_id = $1 and is_main', [memberId]);
  await db.query('update photos set is_main = true, is_private = false where id = $1', [id]);
}

/** Marks a photo private or public; the main photo stays public. */
export async function setPhotoPrivate(db: Queryable, id: number, isPrivate: boolean) {
  await db.query('update photos set is_private = $2 where id = $1 and not (is_main and $2)', [
    id,
    isPrivate,
  ]);
}

/** Deletes the member's photo `id`; null when it is not theirs. */
export async function deletePhoto(db: Queryable, memberId: number, id: number) {
  const [row] = await db.query<{ file_key: string; is_main: boolean }>(
    'delete from photos where id = $1 and member_id = $2 returning file_key, is_main',
    [id, memberId],
  );
  return row ?? null;
}

/** The member's oldest public photo becomes the main one. */
export async function promoteOldestPublic(db: Queryable, memberId: number) {
  await db.query(
    `update photos set is_main = true where id = (select id from photos where member_id = $1 and not is_private order by id limit 1)`,
    [memberId],
  );
}

export type TFileAccess = {
  owner: boolean;
  active: boolean;
  visible: boolean;
  is_private: boolean;
  is_main: boolean;
  premium: boolean;
  blur_current: boolean;
};

/** What decides whether viewer `viewerId` (0 for a visitor) may see the file `fileKey`. */
export async function fileAccess(
  db: Queryable,
  fileKey: string,
  viewerId: number,
  blurVersion: number,
): Promise<TFileAccess | null> {
  const [row] = await db.query<TFileAccess>(
    sql`select ph.member_id = ${viewerId} as owner, ph.status = 'active' as active, ph.is_private, ph.is_main,
            ph.blur_version >= ${blurVersion} as blur_current,
            ${visibleTo('m', viewerId)} as visible,
            coalesce((select paid_user from members where id = ${viewerId}), false) as premium
     from photos ph join members m on m.id = ph.member_id where ph.file_key = ${fileKey}`,
  );
  return row ?? null;
}

/** Up to `limit` photos whose blurred size is older than `blurVersion`, private ones first. */
export function photosWithOldBlur(db: Queryable, blurVersion: number, limit: number) {
  return db.query<{ id: number; file_key: string }>(
    `select id, file_key from photos where blur_version < $1
     order by is_private desc, id limit $2`,
    [blurVersion, limit],
  );
}

export async function setBlurVersion(db: Queryable, id: number, blurVersion: number) {
  await db.query('update photos set blur_version = $2 where id = $1', [id, blurVersion]);
}
