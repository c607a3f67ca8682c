import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { TS3Location } from './s3-url.ts';
import { checkFileName, type FileStorage } from './storage.ts';

/** S3 deletes at most this many objects per request. */
const DELETE_BATCH = 1000;

/** A missing object; a missing bucket (NoSuchBucket, also a 404) is a configuration error. */
const notFound = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, ...), shared by every
 * instance. The bucket stays private: pictures reach browsers only through the server's routes,
 * which check access first.
 */
export function s3Storage(
  location: TS3Location,
  { requestTimeout = 30_000 }: { requestTimeout?: number } = {},
): FileStorage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible servers reject the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that stops answering fails the request instead of holding it (and the upload or
    // page waiting on it) forever; a first-run seed queues thousands of puts, which is expected.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout,
      throwOnRequestTimeout: true,
      socketAcquisitionWarningTimeout: 10 * 60_000,
    },
  });
  const Bucket = location.bucket;
  const key = (name: string) => `${location.prefix}${checkFileName(name)}`;

  const open = async (name: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(name), Body: body, ContentType: contentType }),
      );
    },
    async get(name) {
      const object = await open(name);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async read(name) {
      const object = await open(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async remove(names) {
      for (let i = 0; i < names.length; i += DELETE_BATCH) {
        const batch = names.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((name) => ({ Key: key(name) })), Quiet: true },
          }),
        );
        const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(
            `S3 could not delete ${failed.length} files (${failed[0]!.Code}: ${failed[0]!.Message})`,
          );
        }
      }
    },
    close: async () => client.destroy(),
  };
}
