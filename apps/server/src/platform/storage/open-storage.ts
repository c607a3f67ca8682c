import { join } from 'node:path';
import type { TConfig } from '../../config.ts';
import { diskStorage } from './disk-storage.ts';
import { parseS3Url } from './s3-url.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The S3-compatible bucket of S3_URL when set, otherwise the folder DATA_DIR/uploads. */
export function openStorage(config: Pick<TConfig, 'S3_URL' | 'DATA_DIR'>): FileStorage {
  if (!config.S3_URL) return diskStorage(join(config.DATA_DIR, 'uploads'));
  const location = parseS3Url(config.S3_URL);
  if ('problem' in location) throw new Error(`S3_URL ${location.problem}`);
  return s3Storage(location);
}
