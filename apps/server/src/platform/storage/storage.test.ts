import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { startS3Server, type TS3Server } from '../../test/s3-server.ts';
import { diskStorage } from './disk-storage.ts';
import { parseS3Url } from './s3-url.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { parsePictureFile, pictureFile, pictureUrl } from './picture-files.ts';

let s3: TS3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const s3At = (prefix?: string) => {
  const location = parseS3Url(s3.url(prefix));
  if ('problem' in location) throw new Error(location.problem);
  return s3Storage(location);
};

const adapters: [string, () => FileStorage][] = [
  [
    'disk',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'cupido-storage-'));
      dirs.push(dir);
      return diskStorage(join(dir, 'uploads'));
    },
  ],
  ['s3', () => s3At()],
];

describe.each(adapters)('the %s storage', (_kind, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it('keeps what is put, streams and reads it whole, and replaces it', async () => {
    await storage.put('a1-thumb.webp', Buffer.from('first'), 'image/webp');
    const file = await storage.get('a1-thumb.webp');
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('first');
    await storage.put('a1-thumb.webp', Buffer.from('second one'), 'image/webp');
    expect((await storage.read('a1-thumb.webp'))?.toString()).toBe('second one');
    expect((await storage.get('a1-thumb.webp'))?.size).toBe(10);
  });

  it('answers null for a file it does not hold', async () => {
    expect(await storage.get('missing-thumb.webp')).toBeNull();
    expect(await storage.read('missing-thumb.webp')).toBeNull();
  });

  it('removes files, skipping names it does not hold', async () => {
    await storage.put('b1-full.webp', Buffer.from('x'), 'image/webp');
    await storage.put('b1-blur.webp', Buffer.from('y'), 'image/webp');
    await storage.remove(['b1-full.webp', 'b1-blur.webp', 'never-there.webp']);
    expect(await storage.get('b1-full.webp')).toBeNull();
    expect(await storage.read('b1-blur.webp')).toBeNull();
    await storage.remove([]);
  });

  it('refuses names that could leave its folder or bucket prefix', async () => {
    for (const name of ['../x.webp', 'a/b.webp', '', '.webp', 'x', 'a..b.webp', '/etc/passwd']) {
      await expect(storage.put(name, Buffer.from('x'), 'text/plain'), name).rejects.toThrow(
        'Not a storage file name',
      );
      await expect(storage.get(name), name).rejects.toThrow('Not a storage file name');
      await expect(storage.remove([name]), name).rejects.toThrow('Not a storage file name');
    }
  });
});

describe('the s3 storage', () => {
  it('keeps the files of one prefix apart from another in the same bucket', async () => {
    const one = s3At('one');
    const two = s3At('two');
    await one.put('c1-profile.webp', Buffer.from('one'), 'image/webp');
    expect(await two.get('c1-profile.webp')).toBeNull();
    expect((await one.read('c1-profile.webp'))?.toString()).toBe('one');
    await Promise.all([one.close(), two.close()]);
  });

  it('deletes more files than one S3 request may name', async () => {
    const storage = s3At();
    const names = Array.from({ length: 1003 }, (_, i) => `d${i}-thumb.webp`);
    await Promise.all(names.slice(-4).map((n) => storage.put(n, Buffer.from(n), 'image/webp')));
    await storage.remove(names);
    for (const n of names.slice(-4)) expect(await storage.get(n)).toBeNull();
    await storage.close();
  });

  it('fails loudly when the server refuses the credentials or the bucket is missing', async () => {
    const location = parseS3Url(s3.url());
    if ('problem' in location) throw new Error(location.problem);
    const noBucket = s3Storage({ ...location, bucket: 'no-such-bucket' });
    await expect(noBucket.put('e1-thumb.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(noBucket.get('e1-thumb.webp')).rejects.toThrow();
    await noBucket.close();
  });
});

describe('the s3 storage of a server that stops answering', () => {
  it('fails the request after its time limit instead of waiting forever', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const location = parseS3Url(`http://k:s@127.0.0.1:${port}/photos`);
    if ('problem' in location) throw new Error(location.problem);
    const storage = s3Storage(location, { requestTimeout: 300 });
    await expect(storage.get('g1-thumb.webp')).rejects.toThrow(/requestTimeout/);
    await storage.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('S3_URL', () => {
  it('gives the endpoint, bucket, prefix, region and decoded credentials', () => {
    expect(parseS3Url('https://AKIA:se%2Fcr%40et@s3.example.com/photos')).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'photos',
      prefix: '',
      accessKeyId: 'AKIA',
      secretAccessKey: 'se/cr@et',
    });
    expect(
      parseS3Url('http://k:s@127.0.0.1:9000/my.bucket/cupido/eu/?region=eu-central-1'),
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      bucket: 'my.bucket',
      prefix: 'cupido/eu/',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  it.each([
    ['not a url', 'must be a URL'],
    ['s3://k:s@host/bucket', 'must start with https:// or http://'],
    ['https://host/bucket', 'must hold the access key and secret'],
    ['https://k@host/bucket', 'must hold the access key and secret'],
    ['https://k:s@host', 'must name a bucket'],
    ['https://k:s@host/Bad_Bucket', 'must name a bucket'],
    ['https://k:s@host/ab', 'must name a bucket'],
    ['https://k:s@host/bucket/a%20b', 'has a prefix'],
    ['https://k:s@host/bucket?forcePathStyle=false', 'has unknown options (forcePathStyle)'],
    ['https://k:s@host/bucket?region=EU%20West', 'has a region that is not a region name'],
  ])('refuses %s', (value, problem) => {
    const parsed = parseS3Url(value);
    expect('problem' in parsed && parsed.problem).toContain(problem);
  });
});

describe('S3_URL in the environment', () => {
  it('selects the S3 storage when valid, the disk otherwise', () => {
    const config = loadConfig({ S3_URL: 'https://k:s@s3.example.com/photos?region=eu-west-1' });
    expect(config.S3_URL).toBe('https://k:s@s3.example.com/photos?region=eu-west-1');
    expect(loadConfig({}).S3_URL).toBeUndefined();
  });

  it('stops the boot naming the problem, never echoing the secret', () => {
    let error: unknown;
    try {
      loadConfig({ S3_URL: 'https://key:very-secret@s3.example.com/' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'S3_URL must name a bucket (https://KEY:SECRET@host/bucket)',
    ]);
    expect((error as ConfigError).message).not.toContain('very-secret');
  });
});

describe('picture files', () => {
  it('are named and addressed one way, and only such names parse back', () => {
    const key = 'a'.repeat(32);
    expect(pictureFile(key, 'thumb')).toBe(`${key}-thumb.webp`);
    expect(pictureUrl('/cdn', key, 'blur')).toBe(`/cdn/${key}-blur.webp`);
    expect(parsePictureFile(`${key}-full.webp`)).toEqual({ key, size: 'full' });
    for (const name of [
      `${key}-huge.webp`,
      `${key}-thumb.png`,
      'abc-thumb.webp',
      `../${key}-thumb.webp`,
    ])
      expect(parsePictureFile(name), name).toBeNull();
  });

  it('leave the disk folder empty of anything but what was put', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cupido-storage-'));
    dirs.push(dir);
    const storage = diskStorage(join(dir, 'uploads'));
    await storage.put('f1-thumb.webp', Buffer.from('x'), 'image/webp');
    expect(readdirSync(join(dir, 'uploads'))).toEqual(['f1-thumb.webp']);
  });
});
