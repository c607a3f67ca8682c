import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url } from '../../platform/storage/s3-url.ts';
import { s3Storage } from '../../platform/storage/s3-storage.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { startS3Server, type TS3Server } from '../../test/s3-server.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { multipartBody } from '../../test/test-multipart.ts';
import { eraseMemberJob } from '../accounts/index.ts';
import { regenerateBlurs } from './regenerate-blurs.ts';

/**
 * Two server instances on one database (PostgreSQL when DATABASE_URL is set), one Redis (when
 * REDIS_URL is set) and one S3-compatible server, as instances on two machines would run: a
 * photo uploaded to one is served, changed and deleted by the other, and nothing is kept on
 * either instance's disk.
 */
let s3: TS3Server;
let a: TTestApp;
let b: TTestApp;
let bucket: FileStorage;
let seq = 0;

beforeAll(async () => {
  s3 = await startS3Server();
  const S3_URL = s3.url('shared');
  a = await createTestApp({ env: { S3_URL }, redis: true });
  b = await createTestApp({ env: { S3_URL }, redis: true, shareDbWith: a });
  const location = parseS3Url(S3_URL);
  if ('problem' in location) throw new Error(location.problem);
  bucket = s3Storage(location);
});
afterAll(async () => {
  await bucket?.close();
  await b?.close();
  await a?.close();
  await s3?.close();
});

const member = (on: TTestApp, name: string) =>
  signUpMember(on.app, on.db, { email: `${name}-${++seq}@s3.test`, name });

const jpeg = (background: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .jpeg()
    .toBuffer();

const upload = async (on: TTestApp, as: TTestMember, background = '#c2255c') => {
  const { payload, contentType } = multipartBody({}, await jpeg(background));
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    payload,
    headers: { cookie: as.cookie, 'content-type': contentType, 'x-request-type': 'client' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().photo as { id: number; thumb: string; profile: string; full: string };
};

const fileName = (url: string) => url.split('/').pop()!;
const uploadsOf = (t: TTestApp) => {
  try {
    return readdirSync(join(t.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe('photos in an S3-compatible bucket shared by two instances', () => {
  it('are stored in the bucket by one instance and served by the other', async () => {
    expect(a.app.storage.kind).toBe('s3');
    const ann = await member(a, 'Ann');
    const photo = await upload(a, ann);

    for (const url of [photo.thumb, photo.profile, photo.full]) {
      const stored = await bucket.read(fileName(url));
      expect(stored, url).not.toBeNull();
      const served = await b.app.inject({ url, headers: { cookie: ann.cookie } });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(Number(served.headers['content-length'])).toBe(stored!.length);
      expect(served.rawPayload.equals(stored!)).toBe(true);
    }
    expect(await sharp((await bucket.read(fileName(photo.full)))!).metadata()).toMatchObject({
      format: 'webp',
      width: 900,
      height: 700,
    });
    expect([...uploadsOf(a), ...uploadsOf(b)]).toEqual([]);
  });

  it('keeps the access rules: a private photo is served to its owner only, on either instance', async () => {
    const owner = await member(b, 'Olga');
    const other = await member(a, 'Otto');
    await upload(b, owner);
    const second = await upload(b, owner, '#1971c2');
    const change = await a.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: second.id, is_private: true }),
    });
    expect(change.statusCode).toBe(200);
    for (const t of [a, b]) {
      const own = await t.app.inject({ url: second.thumb, headers: { cookie: owner.cookie } });
      expect(own.statusCode).toBe(200);
      const theirs = await t.app.inject({ url: second.thumb, headers: { cookie: other.cookie } });
      expect(theirs.statusCode).toBe(404);
      expect((await t.app.inject({ url: second.thumb })).statusCode).toBe(404);
    }
  });

  it('are deleted from the bucket by the other instance', async () => {
    const ben = await member(a, 'Ben');
    const photo = await upload(a, ben);
    const removed = await b.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie: ben.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: photo.id }),
    });
    expect(removed.statusCode).toBe(200);
    for (const url of [photo.thumb, photo.profile, photo.full]) {
      expect(await bucket.get(fileName(url))).toBeNull();
      expect((await a.app.inject({ url, headers: { cookie: ben.cookie } })).statusCode).toBe(404);
    }
    const blur = fileName(photo.thumb).replace('-thumb', '-blur');
    expect(await bucket.get(blur)).toBeNull();
  });

  it('answers 404 when the bucket lost a file the database still lists', async () => {
    const cleo = await member(a, 'Cleo');
    const photo = await upload(a, cleo);
    await bucket.remove([fileName(photo.profile)]);
    const res = await b.app.inject({ url: photo.profile, headers: { cookie: cleo.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('carry conversation pictures between the instances, for the pair only', async () => {
    const dan = await member(a, 'Dan');
    const eva = await member(b, 'Eva');
    const eve = await member(b, 'Eve');
    await a.db.query('update members set credits = 50, bonus_credits = 0 where id = $1', [dan.id]);
    const { payload, contentType } = multipartBody(
      { client_id: randomUUID(), member_id: eva.id },
      await jpeg('#2f9e44'),
    );
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/message-photo.php',
      payload,
      headers: { cookie: dan.cookie, 'content-type': contentType, 'x-request-type': 'client' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { thumb, full } = sent.json().message.photo as { thumb: string; full: string };
    const key = new URL(full, 'http://x').searchParams.get('file')!;
    expect(await bucket.read(`${key}-full.webp`)).not.toBeNull();

    const seen = await b.app.inject({ url: full, headers: { cookie: eva.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals((await bucket.read(`${key}-full.webp`))!)).toBe(true);
    expect((await b.app.inject({ url: thumb, headers: { cookie: eva.cookie } })).statusCode).toBe(
      200,
    );
    expect((await b.app.inject({ url: full, headers: { cookie: eve.cookie } })).statusCode).toBe(
      404,
    );

    const messageId = sent.json().message.id as number;
    const unsent = await b.app.inject({
      method: 'DELETE',
      url: '/api/message-photo.php',
      headers: { cookie: dan.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ message_id: messageId }),
    });
    expect(unsent.statusCode, unsent.body).toBe(200);
    expect(await bucket.get(`${key}-full.webp`)).toBeNull();
    expect(await bucket.get(`${key}-thumb.webp`)).toBeNull();
  });

  it('remakes an outdated blur from the thumbnail in the bucket', async () => {
    const fay = await member(a, 'Fay');
    const photo = await upload(a, fay);
    const key = fileName(photo.thumb).replace('-thumb.webp', '');
    const thumb = (await bucket.read(`${key}-thumb.webp`))!;
    // A blur file from before the blur fix: a sharp copy of the thumbnail.
    await bucket.put(`${key}-blur.webp`, thumb, 'image/webp');
    await a.db.query('update photos set blur_version = 0 where file_key = $1', [key]);
    expect(await regenerateBlurs(b.db, b.app.storage)).toBeGreaterThanOrEqual(1);
    const blur = (await bucket.read(`${key}-blur.webp`))!;
    expect(blur.equals(thumb)).toBe(false);
    expect(await sharp(blur).metadata()).toMatchObject({ format: 'webp' });
  });

  it('are erased from the bucket with their member, whichever instance runs the job', async () => {
    const gus = await member(a, 'Gus');
    const photo = await upload(a, gus);
    await a.db.query(`update members set status = 'pending_deletion' where id = $1`, [gus.id]);
    await eraseMemberJob(b.db, b.app.storage)({ memberId: gus.id }, {} as never);
    for (const url of [photo.thumb, photo.profile, photo.full])
      expect(await bucket.get(fileName(url))).toBeNull();
    expect(await a.db.query('select 1 from members where id = $1', [gus.id])).toHaveLength(0);
  });
});
