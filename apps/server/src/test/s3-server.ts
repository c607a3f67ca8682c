import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';

export const TEST_BUCKET = 'cupido-test';

export type TS3Server = {
  /** An S3_URL for the test bucket, under a prefix of its own. */
  url: (prefix?: string) => string;
  /** The bucket's folder on disk, where the server keeps the objects. */
  dir: string;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, speaking the S3 REST protocol over HTTP) on a free port
 * of 127.0.0.1, with the test bucket; its objects live in a temporary folder.
 */
export async function startS3Server(): Promise<TS3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'cupido-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: (prefix = randomBytes(4).toString('hex')) =>
      `http://S3RVER:S3RVER@127.0.0.1:${port}/${TEST_BUCKET}/${prefix}?region=eu-west-1`,
    dir,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
