import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email,
      name: 'Fotograaf',
      password: 'correct horse',
      date_of_birth: '1990-01-01',
    }),
  });
  return String(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth.sid=')),
  ).split(';')[0]!;
}

function multipart(file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = '----cupido-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (cookie: string | null, file: Buffer, lang = 'en', filename?: string) => {
  const { body, contentType } = multipart(file, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    payload: body,
    headers: {
      'content-type': contentType,
      'x-request-type': 'client',
      'accept-language': lang,
      ...(cookie ? { cookie } : {}),
    },
  });
};

const jpegWithGps = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2255c' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Secret Name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer();

/** A valid PNG whose header claims 20000 x 20000 pixels: decoding it would need gigabytes. */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('photo uploads', () => {
  it('re-encodes to WebP sizes without any metadata, under a random name', async () => {
    const cookie = await member('exif@example.com');
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(cookie, original, 'en', '../../etc/passwd.jpg');
    expect(res.statusCode).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({ status: 'active', is_main: true, is_private: false });
    expect(photo.full).toMatch(/^\/cdn\/[a-f0-9]{32}-full\.webp$/);
    const file = await t.app.inject({ url: photo.full, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('Secret Name');
  });

  it.each([
    [
      'an SVG with script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['a JPEG/HTML polyglot', null, 'x.jpg'],
    ['a text file', Buffer.from('just text, not an image'), 'x.jpg'],
    ['a pixel bomb', 'bomb', 'x.png'],
  ])('refuses %s', async (_name, data, filename) => {
    const cookie = await member(`bad-${filename}-${String(_name).length}@example.com`);
    let file: Buffer;
    if (data === null)
      file = Buffer.concat([
        await jpegWithGps(),
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]);
    else if (data === 'bomb') file = await pixelBomb();
    else file = data as Buffer;
    const res = await upload(cookie, file, 'de', filename);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('image_invalid');
    expect(res.json().error.message).toContain('JPEG');
    expect(
      (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos,
    ).toEqual([]);
  });

  it('refuses an oversize file with 413', async () => {
    const cookie = await member('big@example.com');
    const res = await upload(cookie, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('allows a free member 3 photos and refuses the 4th with the translated message', async () => {
    const cookie = await member('limit@example.com');
    for (let i = 0; i < 3; i++)
      expect((await upload(cookie, await jpegWithGps())).statusCode).toBe(201);
    const de = await upload(cookie, await jpegWithGps(), 'de');
    expect(de.statusCode).toBe(409);
    expect(de.json().error).toMatchObject({ code: 'photo_limit', message: 'Foto-Limit erreicht' });
    const en = await upload(cookie, await jpegWithGps(), 'en');
    expect(en.json().error.message).toBe('Photo limit reached');
    await t.db.query(`update members set paid_user = true where email = 'limit@example.com'`);
    expect((await upload(cookie, await jpegWithGps())).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().limit).toBe(
      25,
    );
  });

  it('serves a private photo file only to its owner', async () => {
    const owner = await member('private@example.com');
    const other = await member('other@example.com');
    await upload(owner, await jpegWithGps());
    const second = (await upload(owner, await jpegWithGps())).json().photo;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: owner, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: second.id, is_private: true }),
    });
    expect(change.statusCode).toBe(200);
    expect((await t.app.inject({ url: second.thumb, headers: { cookie: owner } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: second.thumb, headers: { cookie: other } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: second.thumb })).statusCode).toBe(404);
    const denied = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie: other, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: second.id }),
    });
    expect(denied.statusCode).toBe(404);
  });

  it('needs a logged-in member, and refuses a body without a photo', async () => {
    expect((await upload(null, await jpegWithGps())).statusCode).toBe(401);
    const cookie = await member('nofile@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['photo']);
  });
});
