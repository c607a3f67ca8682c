import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export type TStoredFile = { body: Readable; size: number };

/**
 * Where uploaded pictures live: a folder under DATA_DIR by default, an S3-compatible bucket when
 * S3_URL is set, so that instances on different machines share them. Files are named by
 * `pictureFile` (picture-files.ts). Storage never decides who may see a file: the services check
 * access first, then read through here.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Writes (or replaces) a file. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Opens a file for streaming; null when there is none. */
  get(name: string): Promise<TStoredFile | null>;
  /** A whole file in memory; null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes files; names that do not exist are skipped. */
  remove(names: string[]): Promise<void>;
  close(): Promise<void>;
}

const NAME = /^[\w-]+\.[a-z]+$/;

/** File names are flat (no folders, no dots but the extension's): a guard against traversal. */
export function checkFileName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a storage file name: ${JSON.stringify(name)}`);
  return name;
}
