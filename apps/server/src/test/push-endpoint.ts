import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the push service received it, decrypted with the browser's keys. */
export type TReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
  /** The VAPID JWT's claims, after its ES256 signature was checked against `k`. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
};

export type TPushBrowser = {
  /** What PushSubscription.toJSON() gives the page. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

const b64u = (b: Buffer) => b.toString('base64url');

/**
 * A push service on localhost that speaks the real protocol: it checks the VAPID authorization
 * (RFC 8292) and decrypts every message (RFC 8188 aes128gcm, RFC 8291 keys) with the private key
 * and auth secret of a browser made by `browser()`. Paths listed in `gone` answer 410, in
 * `unknown` 404, as a push service does for an expired or unknown subscription.
 */
export async function startPushEndpoint() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: TReceivedPush[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const gone = new Set<string>();
  const unknown = new Set<string>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      try {
        if (gone.has(path)) return void res.writeHead(410).end();
        if (unknown.has(path)) return void res.writeHead(404).end();
        const browser = browsers.get(path);
        if (!browser || req.method !== 'POST') return void res.writeHead(404).end();
        const vapid = checkVapid(String(req.headers.authorization ?? ''));
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const plain = decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth);
        received.push({ path, headers: req.headers, payload: JSON.parse(plain), vapid });
        for (const w of [...waiting])
          if (received.length >= w.count) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve();
          }
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    gone,
    unknown,
    /** A browser's push subscription: a fresh P-256 key pair and auth secret. */
    browser(name = randomBytes(6).toString('hex')): TPushBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      browsers.set(path, { ecdh, auth });
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    /** Resolves once `count` pushes in all have arrived. */
    until(count: number) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 section 3.4 and RFC 8188: the content-encoding key and nonce, then the one record. */
function decrypt(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** `vapid t=<jwt>, k=<public key>` (RFC 8292): the ES256 signature must verify with k. */
function checkVapid(header: string): TReceivedPush['vapid'] {
  const t = /(?:^|[\s,])t=([\w.-]+)/.exec(header.replace(/^vapid\s+/i, ' '))?.[1];
  const k = /(?:^|[\s,])k=([\w-]+)/.exec(header.replace(/^vapid\s+/i, ' '))?.[1];
  if (!t || !k) throw new Error('no VAPID authorization');
  const [head, claims, signature] = t.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64u(point.subarray(1, 33)),
      y: b64u(point.subarray(33, 65)),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { ...body, publicKey: k };
}
