import { createReadStream, mkdirSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFileName, type FileStorage } from './storage.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (DATA_DIR/uploads): the default, for a single instance. */
export function diskStorage(dir: string): FileStorage {
  mkdirSync(dir, { recursive: true });
  const path = (name: string) => join(dir, checkFileName(name));
  return {
    kind: 'disk',
    async put(name, body) {
      await writeFile(path(name), body);
    },
    async get(name) {
      const info = await stat(path(name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { body: createReadStream(path(name)), size: info.size } : null;
    },
    async read(name) {
      return readFile(path(name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(path(name), { force: true })));
    },
    close: async () => {},
  };
}
