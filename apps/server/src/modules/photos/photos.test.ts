import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { translate } from '@cupido/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { regenerateBlurs } from './regenerate-blurs.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let signups = 0;
async function member(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    // Each sign-up from an address of its own: sign-ups are rate-limited per address.
    remoteAddress: `10.0.0.${++signups}`,
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

/** Confirms a member's address and shows their profile, as the activation link would. */
async function activate(email: string) {
  await t.db.query(`update members set status = 'active' where email = $1`, [email]);
  await t.db.query(
    `update profiles set status = 'active' where member_id = (select id from members where email = $1)`,
    [email],
  );
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

/** Whether this machine's sharp can write AV1-coded HEIF (AVIF); prebuilt sharp can. */
const av1Heif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
  .heif({ compression: 'av1' })
  .toBuffer()
  .then(
    () => true,
    () => false,
  );

/**
 * A minimal HEIC as an iPhone writes it, structurally: ftyp brand heic, one primary item of type
 * hvc1 with its HEVC decoder configuration (hvcC) and size (ispe). No HEVC encoder exists on this
 * machine, so the coded picture is a placeholder; a decoder without HEVC support never reads it.
 */
function hevcHeic(width: number, height: number): Buffer {
  const u16 = (v: number) => Buffer.from([v >> 8, v & 0xff]);
  const u32 = (v: number) => Buffer.from([v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff]);
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
  };
  const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
    box(type, Buffer.from([version, 0, 0, 0]), ...parts);
  const picture = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  // HEVC Main profile, level 3, 4:2:0, 8 bits, 4-byte NAL lengths, no parameter-set arrays.
  const hvcC = box(
    'hvcC',
    Buffer.from([1, 0x01]),
    u32(0x60000000),
    Buffer.alloc(6),
    Buffer.from([90, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]),
  );
  const meta = (pictureOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict'), Buffer.alloc(13)),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iloc',
        0,
        Buffer.from([0x44, 0]),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(pictureOffset),
        u32(picture.length),
      ),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1\0'))),
      box(
        'iprp',
        box('ipco', hvcC, fullBox('ispe', 0, u32(width), u32(height))),
        fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box('mdat', picture)]);
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

  it.skipIf(!av1Heif)('accepts an AV1-coded HEIF and re-encodes it to WebP', async () => {
    const cookie = await member('avif@example.com');
    const heif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2f9e44' },
    })
      .heif({ compression: 'av1' })
      .toBuffer();
    expect(await sharp(heif).metadata()).toMatchObject({ format: 'heif', compression: 'av1' });
    const res = await upload(cookie, heif, 'en', 'photo.heic');
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ url: res.json().photo.full, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('answers an HEVC-coded HEIC it cannot decode with the translated 422', async () => {
    const cookie = await member('heic@example.com');
    const heic = hevcHeic(640, 480);
    // Sharp reads the header: a HEIC whose picture is HEVC-coded.
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    const res = await upload(cookie, heic, 'nl', 'IMG_0001.HEIC');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'image_invalid',
      message: translate('nl', 'api.image_invalid'),
    });
    expect(
      (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos,
    ).toEqual([]);
  });

  it('refuses an oversize file with 413, saying the photo is too large and the limit', async () => {
    const cookie = await member('big@example.com');
    const res = await upload(cookie, Buffer.alloc(11 * 1024 * 1024, 1), 'de');
    expect(res.statusCode).toBe(413);
    // Not the generic 'Die Anfrage ist zu groß.' ('The request is too large.').
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      message: 'Dieses Foto ist zu groß. Bitte wähle eines mit höchstens 10 MB.',
    });
  });

  it('refuses two photos in one upload naming the field, and keeps neither', async () => {
    const cookie = await member('two@example.com');
    const one = (await jpegWithGps()).toString('latin1');
    const boundary = '----cupido-test-boundary';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n${one}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: Buffer.from(`${part('a.jpg')}${part('b.jpg')}--${boundary}--\r\n`, 'latin1'),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-request-type': 'client',
        'accept-language': 'en',
        cookie,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ photo: 'Send one photo at a time.' });
    const list = await t.app.inject({ url: '/api/photos.php', headers: { cookie } });
    expect(list.json().photos).toEqual([]);
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

  it('keeps the main photo public, saying so rather than changing more or nothing', async () => {
    const cookie = await member(`main-${process.pid}@photos.test`);
    const first = (await upload(cookie, await jpegWithGps())).json().photo.id as number;
    const second = (await upload(cookie, await jpegWithGps())).json().photo.id as number;
    const put = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/photos.php',
        headers: { cookie, 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify(body),
      });
    const own = async () =>
      (
        (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos as {
          id: number;
          is_main: boolean;
          is_private: boolean;
        }[]
      ).map(({ id, is_main, is_private }) => ({ id, is_main, is_private }));
    expect((await put({ id: second, is_private: true })).statusCode).toBe(200);
    const before = await own();
    // A private photo is not made main (and so public) behind the member's back.
    const main = await put({ id: second, is_main: true });
    expect(main.statusCode).toBe(400);
    expect(main.json().error.fields.is_main).toBe(
      'Make this photo public first: your main photo is shown to everyone.',
    );
    // The main photo is not made private, and the answer says why.
    const hide = await put({ id: first, is_private: true });
    expect(hide.json().error.fields.is_private).toBe(
      'Your main photo is shown to everyone. Choose another main photo first.',
    );
    expect(await own()).toEqual(before);
    // Public first, then main: both in one call too.
    expect((await put({ id: second, is_main: true, is_private: false })).statusCode).toBe(200);
    expect((await own()).find((p) => p.id === second)).toMatchObject({
      is_main: true,
      is_private: false,
    });
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

  it('limits uploads per member, not per address: another member behind it still uploads', async () => {
    const busy = await member(`busy-${process.pid}@photos.test`);
    const other = await member(`other-${process.pid}@photos.test`);
    const junk = Buffer.from('no photo');
    for (let i = 0; i < 30; i++) expect((await upload(busy, junk)).statusCode).toBe(422);
    expect((await upload(busy, junk)).statusCode).toBe(429);
    expect((await upload(other, junk)).statusCode).toBe(422);
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

/**
 * How much detail a picture holds: the variance of its Laplacian (high-frequency energy) and the
 * share of its pixels on a sharp edge, in grey over the inner pixels.
 */
async function detail(image: Buffer) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  let sum = 0;
  let squares = 0;
  let edges = 0;
  let n = 0;
  for (let y = 1; y < info.height - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const l = data[i - 1]! + data[i + 1]! + data[i - w]! + data[i + w]! - 4 * data[i]!;
      sum += l;
      squares += l * l;
      if (Math.abs(l) > 20) edges++;
      n++;
    }
  }
  return { variance: squares / n - (sum / n) ** 2, edges: edges / n };
}

/** A photo full of recognisable detail: writing, stripes and shapes. */
const detailed = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
        <rect width="900" height="700" fill="#f4efe6"/>
        ${Array.from({ length: 30 }, (_, i) => `<rect x="${i * 30}" y="0" width="12" height="700" fill="#1d3557"/>`).join('')}
        <circle cx="450" cy="350" r="220" fill="#e63946"/>
        <text x="120" y="380" font-size="140" font-family="sans-serif" fill="#000">Anouk 06</text>
      </svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

describe('private photos', () => {
  async function ownerWithPrivatePhoto(email: string) {
    const owner = await member(email);
    await activate(email);
    await upload(owner, await jpegWithGps());
    const photo = (await upload(owner, await detailed())).json().photo;
    await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: owner, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: photo.id, is_private: true }),
    });
    const [row] = await t.db.query<{ member_id: number; file_key: string }>(
      'select member_id, file_key from photos where id = $1',
      [photo.id],
    );
    return { owner, photo, ...row! };
  }

  async function freeMember(email: string) {
    const cookie = await member(email);
    await activate(email);
    return cookie;
  }

  /** The locked picture a free member is served on the owner's profile, and the owner's thumb. */
  async function servedPair(owner: string, ownerId: number, viewer: string) {
    const profile = (
      await t.app.inject({ url: `/api/member.php?id=${ownerId}`, headers: { cookie: viewer } })
    ).json().profile;
    const locked = profile.photos.find((p: { locked: boolean }) => p.locked);
    expect(locked).toMatchObject({ full: null });
    const blur = await t.app.inject({ url: locked.thumb, headers: { cookie: viewer } });
    const thumbUrl = locked.thumb.replace('-blur.webp', '-thumb.webp');
    const thumb = await t.app.inject({ url: thumbUrl, headers: { cookie: owner } });
    return { blur, thumb };
  }

  it('reach a free member only as a blur with nothing recognisable left', async () => {
    const { owner, member_id } = await ownerWithPrivatePhoto('blur-owner@example.com');
    const viewer = await freeMember('blur-viewer@example.com');
    const { blur, thumb } = await servedPair(owner, member_id, viewer);
    expect(blur.statusCode).toBe(200);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(blur.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160 });
    const sharpDetail = await detail(thumb.rawPayload);
    const blurDetail = await detail(blur.rawPayload);
    // The thumbnail is full of edges; the blur keeps almost no high-frequency energy and no edge.
    expect(sharpDetail.edges).toBeGreaterThan(0.05);
    expect(blurDetail.variance).toBeLessThan(sharpDetail.variance / 100);
    expect(blurDetail.edges).toBe(0);
  });

  it('blur files of an older version are never served, and are remade at start-up', async () => {
    const { owner, member_id, file_key } = await ownerWithPrivatePhoto('old-blur@example.com');
    const viewer = await freeMember('old-blur-viewer@example.com');
    // An installation from before the fix: its blur file is a sharp copy of the thumbnail.
    const uploads = join(t.dataDir, 'uploads');
    await copyFile(join(uploads, `${file_key}-thumb.webp`), join(uploads, `${file_key}-blur.webp`));
    await t.db.query('update photos set blur_version = 0 where file_key = $1', [file_key]);
    expect((await servedPair(owner, member_id, viewer)).blur.statusCode).toBe(404);

    expect(await regenerateBlurs(t.db, t.app.storage)).toBeGreaterThanOrEqual(1);
    const { blur, thumb } = await servedPair(owner, member_id, viewer);
    expect(blur.statusCode).toBe(200);
    expect((await detail(blur.rawPayload)).variance).toBeLessThan(
      (await detail(thumb.rawPayload)).variance / 100,
    );
    // Run again (another instance, the next start): nothing left to do.
    expect(await regenerateBlurs(t.db, t.app.storage)).toBe(0);
  });
});

describe('malformed uploads', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a body cut off',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    ],
    ['a body without parts', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])('answer 400 in the error shape for %s', async (_name, contentType, payload) => {
    const cookie = await member(`malformed-${_name.length}@example.com`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: {
        cookie,
        'content-type': contentType,
        'x-request-type': 'client',
        'accept-language': 'en',
      },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'malformed_body',
      message: translate('en', 'api.malformed_body'),
    });
  });
});
