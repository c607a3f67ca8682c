import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError, ZPushNotice, type TLiveEvent } from '@cupido/contract';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { logInAgain, signUpMember, type TTestMember } from '../../test/test-members.ts';
import { startPushEndpoint, type TPushBrowser } from '../../test/push-endpoint.ts';
import { changeCredits } from '../credits/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { loadVapidKeys, PUSH_SUBSCRIPTIONS_PER_MEMBER, PushService } from './index.ts';

let t: TTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let seq = 0;

async function member(name: string, language = 'en') {
  const m = await signUpMember(t.app, t.db, { email: `${name}-${++seq}@push.test`, name });
  await t.db.query('update members set language = $2 where id = $1', [m.id, language]);
  await t.db.transaction((tx) =>
    changeCredits(tx, { memberId: m.id, delta: 50, reason: 'test_grant', reference: randomUUID() }),
  );
  return m;
}

const call = (
  as: TTestMember | null,
  url: string,
  body: unknown,
  method: 'POST' | 'DELETE' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: {
      'accept-language': 'en',
      ...(as ? { cookie: as.cookie } : {}),
      'content-type': 'application/json',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const subscribe = (as: TTestMember | null, body: unknown) => call(as, '/api/user.php?push=1', body);
const say = (from: TTestMember, to: TTestMember, text: string) =>
  call(from, '/api/message.php', { client_id: randomUUID(), type: 'text', text, member_id: to.id });
const subscriptions = (m: TTestMember) =>
  t.db.query<{ endpoint: string }>(
    'select endpoint from push_subscriptions where member_id = $1 order by id',
    [m.id],
  );

async function subscribed(m: TTestMember): Promise<TPushBrowser> {
  const browser = endpoint.browser();
  const res = await subscribe(m, { subscription: browser.subscription });
  expect(res.statusCode).toBe(200);
  return browser;
}

/** Pushes that reached this browser, after every push started so far went out. */
async function pushesTo(browser: TPushBrowser) {
  await t.app.push.settled();
  const path = new URL(browser.subscription.endpoint).pathname;
  return endpoint.received.filter((r) => r.path === path).map((r) => ZPushNotice.parse(r.payload));
}

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** An open tab of the member: a live socket, open once its greeting (the balance) arrived. */
async function openTab(m: TTestMember): Promise<WebSocket> {
  const address = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const ws = new WebSocket(`ws://${address}/api/live`, {
    headers: { origin: `http://${address}`, cookie: m.cookie },
  });
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as TLiveEvent).type === 'credits') resolve();
    });
    ws.on('error', reject);
  });
  return ws;
}
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

describe('the push subscription (POST /api/user.php?push=1)', () => {
  it('needs a session', async () => {
    const res = await subscribe(null, { subscription: endpoint.browser().subscription });
    expect(res.statusCode).toBe(401);
    expect(ZApiError.parse(res.json()).error.code).toBe('authentication_required');
  });

  it('refuses what is not a subscription', async () => {
    const m = await member('Bad');
    const good = endpoint.browser().subscription;
    for (const body of [
      {},
      { subscription: null },
      { subscription: true },
      { subscription: 'granted' },
      { subscription: { ...good, endpoint: 'not a url' } },
      { subscription: { ...good, endpoint: 'ftp://push.example/x' } },
      { subscription: { ...good, keys: { ...good.keys, p256dh: 'short' } } },
      { subscription: { ...good, keys: { p256dh: good.keys.p256dh } } },
      { subscription: { ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } } },
      { subscription: good, extra: 1 },
      { subscription: false, endpoint: 'nope' },
      'not json',
    ]) {
      const res = await subscribe(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      ZApiError.parse(res.json());
    }
    expect(await subscriptions(m)).toEqual([]);
  });

  it('saves a subscription once per browser, and false or denied removes it', async () => {
    const m = await member('Saver');
    const browser = endpoint.browser();
    await subscribed(m);
    expect((await subscribe(m, { subscription: browser.subscription })).statusCode).toBe(200);
    expect((await subscribe(m, { subscription: browser.subscription })).statusCode).toBe(200);
    expect(await subscriptions(m)).toHaveLength(2);
    const endpointUrl = browser.subscription.endpoint;
    await subscribe(m, { subscription: false, endpoint: endpointUrl });
    expect((await subscriptions(m)).map((s) => s.endpoint)).not.toContain(endpointUrl);
    const other = (await subscriptions(m))[0]!.endpoint;
    expect((await subscribe(m, { subscription: 'denied', endpoint: other })).statusCode).toBe(200);
    expect(await subscriptions(m)).toEqual([]);
  });

  it('moves a browser to the member who logs in on it, and keeps the newest ten per member', async () => {
    const a = await member('First');
    const b = await member('Second');
    const browser = await subscribed(a);
    await subscribe(b, { subscription: browser.subscription });
    expect(await subscriptions(a)).toEqual([]);
    expect(await subscriptions(b)).toHaveLength(1);
    const many: string[] = [];
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_MEMBER + 2; i++)
      many.push((await subscribed(a)).subscription.endpoint);
    expect((await subscriptions(a)).map((s) => s.endpoint)).toEqual(
      many.slice(-PUSH_SUBSCRIPTIONS_PER_MEMBER),
    );
  });

  it('leaves the log-in at POST /api/user.php without ?push=1', async () => {
    const m = await member('Login');
    const res = await call(null, '/api/user.php', {
      email: `login-${seq}@push.test`,
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(m.id);
    // ?push=1 with credentials is not a log-in.
    const wrong = await call(null, '/api/user.php?push=1', {
      email: `login-${seq}@push.test`,
      password: 'correct horse',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('accepts only known push services in production, and sends to no other address', async () => {
    const m = await member('Prod');
    const production = new PushService({
      db: t.db,
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@push.test' },
      isOnline: async () => false,
      anyPushService: false,
      onError: (error) => {
        throw error;
      },
    });
    const keys = endpoint.browser().subscription.keys;
    const [session] = await t.db.query<{ id: string }>(
      'select id from sessions where member_id = $1',
      [m.id],
    );
    const save = (address: string) =>
      production
        .save(
          { memberId: m.id, id: session!.id },
          { subscription: { endpoint: address, expirationTime: null, keys } },
        )
        .then(
          () => 'saved',
          (e: unknown) => (e instanceof AppError ? e.code : e),
        );
    // The push service on localhost (http), and addresses inside the operator's network.
    for (const address of [
      endpoint.browser().subscription.endpoint,
      'https://127.0.0.1/internal-admin',
      'https://10.0.0.8/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://notify.windows.com/w/abc',
    ])
      expect(await save(address)).toBe('validation_failed');
    expect(await subscriptions(m)).toEqual([]);
    for (const address of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(await save(address)).toBe('saved');
    expect(await subscriptions(m)).toHaveLength(4);

    // A subscription saved before this rule, to another address, is dropped, not sent to.
    const old = endpoint.browser().subscription;
    await t.db.query(
      `insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`,
      [m.id, old.endpoint, old.keys.p256dh, old.keys.auth],
    );
    await t.db.query(
      `delete from push_subscriptions where member_id = $1 and endpoint like 'https:%'`,
      [m.id],
    );
    const anna = { id: 1, name: 'Anna', age: 30, country: 'GB', region: null, city: null };
    await production.pushFor(m.id, {
      type: 'like',
      member_id: 1,
      profile: { ...anna, main_image: null, is_fictional: false },
    });
    expect(await subscriptions(m)).toEqual([]);
    const path = new URL(old.endpoint).pathname;
    expect(endpoint.received.filter((r) => r.path === path)).toEqual([]);
  });
});

describe('pushes', () => {
  it('a new message reaches every browser of the partner, encrypted for each, and not the sender', async () => {
    const a = await member('Anna');
    const b = await member('Bram');
    const phone = await subscribed(b);
    const laptop = await subscribed(b);
    const own = await subscribed(a);
    expect((await say(a, b, '  Hello   there,\nBram! ')).statusCode).toBeLessThan(300);
    for (const browser of [phone, laptop]) {
      const [notice, ...more] = await pushesTo(browser);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        type: 'message',
        title: 'Anna sent you a message',
        body: 'Hello there, Bram!',
        checkUrl: '/chats',
        icon: '/app-icon-192.png',
        // The app badge: Bram's one unread message (and no new likes).
        appBadge: 1,
      });
      expect(notice!.openUrl).toMatch(/^\/chats\/\d+$/);
    }
    expect(await pushesTo(own)).toEqual([]);
    const got = endpoint.received.find(
      (r) => r.path === new URL(phone.subscription.endpoint).pathname,
    )!;
    expect(got.vapid.publicKey).toBe(t.app.push.publicKey);
    expect(got.vapid.aud).toBe(endpoint.origin);
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(got.headers.urgency).toBe('high');
  });

  it('speaks the member’s language and cuts a long text', async () => {
    const a = await member('Zofia');
    const b = await member('Piotr', 'pl');
    const browser = await subscribed(b);
    await say(a, b, 'x'.repeat(500));
    const [notice] = await pushesTo(browser);
    expect(notice!.title).toBe('Nowa wiadomość – Zofia');
    expect(notice!.body).toHaveLength(120);
    expect(notice!.body.endsWith('…')).toBe(true);
  });

  it('a like reaches the liked member; a like back that makes a match, both with the match alone', async () => {
    const a = await member('Lena');
    const b = await member('Max');
    const aBrowser = await subscribed(a);
    const bBrowser = await subscribed(b);
    expect((await call(a, '/api/like.php', { member_id: b.id })).statusCode).toBe(200);
    expect(await pushesTo(bBrowser)).toEqual([
      expect.objectContaining({
        type: 'like',
        title: 'Lena likes you',
        openUrl: `/likes/m/${a.id}`,
        appBadge: 1,
      }),
    ]);
    expect(await pushesTo(aBrowser)).toEqual([]);
    expect((await call(b, '/api/like.php', { member_id: a.id })).statusCode).toBe(200);
    // Lena is told of the match, not also that Max likes her.
    expect(await pushesTo(aBrowser)).toEqual([
      expect.objectContaining({
        type: 'match',
        title: "It's a match with Max!",
        openUrl: `/members/${b.id}/chat`,
      }),
    ]);
    expect((await pushesTo(bBrowser)).map((n) => n.type)).toEqual(['like', 'match']);
  });

  it('a browser gets no more pushes once the member logs out there; their other browsers do', async () => {
    const a = await member('Olga');
    const b = await member('Pim');
    const elsewhere = await logInAgain(t.app, t.db, b);
    const phone = await subscribed(b);
    const laptop = endpoint.browser();
    expect((await subscribe(elsewhere, { subscription: laptop.subscription })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ url: '/api/logout.php', headers: { cookie: b.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await subscriptions(b)).map((s) => s.endpoint)).toEqual([laptop.subscription.endpoint]);
    await say(a, b, 'Are you still there?');
    expect((await call(a, '/api/like.php', { member_id: b.id })).statusCode).toBe(200);
    expect(await pushesTo(phone)).toEqual([]);
    expect((await pushesTo(laptop)).map((n) => n.type)).toEqual(['message', 'like']);
    // The logged-out browser cannot save itself again without a new log-in.
    expect((await subscribe(b, { subscription: phone.subscription })).statusCode).toBe(401);
    const back = await logInAgain(t.app, t.db, b);
    expect((await subscribe(back, { subscription: phone.subscription })).statusCode).toBe(200);
    await say(a, b, 'Welcome back');
    expect((await pushesTo(phone)).map((n) => n.body)).toEqual(['Welcome back']);
  });

  it('a password change that ends the other sessions ends their browsers’ pushes too', async () => {
    const b = await member('Quinn');
    const other = await logInAgain(t.app, t.db, b);
    const here = await subscribed(b);
    const there = endpoint.browser();
    await subscribe(other, { subscription: there.subscription });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { cookie: b.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        old_password: 'correct horse',
        password: 'brand new pw',
        password_confirm: 'brand new pw',
        end_other_sessions: true,
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await subscriptions(b)).map((s) => s.endpoint)).toEqual([here.subscription.endpoint]);
  });

  it('an expired session leaves its browser’s pushes: expiry is no logout', async () => {
    const a = await member('Rita');
    const b = await member('Sem');
    const browser = await subscribed(b);
    await t.db.query(
      `update sessions set expires_at = now() - interval '1 minute' where member_id = $1`,
      [b.id],
    );
    await t.db.query('delete from sessions where expires_at < now() and member_id = $1', [b.id]);
    await say(a, b, 'Still here?');
    expect((await pushesTo(browser)).map((n) => n.body)).toEqual(['Still here?']);
  });

  it('a subscription the push service calls gone (410) or unknown (404) is removed', async () => {
    const a = await member('Gina');
    const b = await member('Hugo');
    const dead = await subscribed(b);
    const unknown = await subscribed(b);
    const alive = await subscribed(b);
    endpoint.gone.add(new URL(dead.subscription.endpoint).pathname);
    endpoint.unknown.add(new URL(unknown.subscription.endpoint).pathname);
    await say(a, b, 'Still there?');
    expect(await pushesTo(alive)).toHaveLength(1);
    expect((await subscriptions(b)).map((s) => s.endpoint)).toEqual([alive.subscription.endpoint]);
  });

  it('a member with an open tab hears it live, not by push; once the tab closes, by push', async () => {
    const a = await member('Kees');
    const b = await member('Lotte');
    const browser = await subscribed(b);
    const tab = await openTab(b);
    await say(a, b, 'You are here');
    expect(await pushesTo(browser)).toEqual([]);
    const closed = new Promise((resolve) => tab.once('close', resolve));
    tab.close();
    await closed;
    await expect.poll(() => t.app.live.isConnected(b.id)).toBe(false);
    await say(a, b, 'And now you are gone');
    expect((await pushesTo(browser)).map((n) => n.body)).toEqual(['And now you are gone']);
  });

  it('a banned member gets no pushes', async () => {
    const a = await member('Ivo');
    const b = await member('Jet');
    const browser = await subscribed(b);
    await say(a, b, 'first');
    // The first push goes out in the background: it must be out before the ban, not race it.
    await t.app.push.settled();
    await t.db.query(`update members set status = 'banned' where id = $1`, [b.id]);
    await call(a, '/api/like.php', { member_id: b.id });
    expect((await pushesTo(browser)).map((n) => n.type)).toEqual(['message']);
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and published in the settings', async () => {
    const file = join(t.dataDir, 'vapid-keys.json');
    expect(existsSync(file)).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.publicKey).toBe(t.app.push.publicKey);
    const settings = await t.app.inject({ url: '/api/settings.php' });
    expect(settings.json().settings.push_public_key).toBe(stored.publicKey);
    const again = await createTestApp({ shareDbWith: t, env: { DATA_DIR: t.dataDir } });
    try {
      expect(again.app.push.publicKey).toBe(stored.publicKey);
    } finally {
      await again.close().catch(() => {});
    }
  });

  it('come from the environment when set, both or neither', async () => {
    const keys = webpush.generateVAPIDKeys();
    const env = await createTestApp({
      shareDbWith: t,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      expect(env.app.push.publicKey).toBe(keys.publicKey);
      expect(existsSync(join(env.dataDir, 'vapid-keys.json'))).toBe(false);
    } finally {
      await env.close();
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'push@example.com' })).toThrow(/VAPID_SUBJECT/);
    const dev = loadConfig({ PUBLIC_URL: 'http://localhost:3000', DATA_DIR: t.dataDir });
    expect(loadVapidKeys(dev).subject).toBe('mailto:push@cupido.localhost');
    const prod = loadConfig({ PUBLIC_URL: 'https://cupido.example', DATA_DIR: t.dataDir });
    expect(loadVapidKeys(prod).subject).toBe('https://cupido.example');
  });
});

describe('the installable app', () => {
  it('serves the service worker uncached, under its own policy', async () => {
    const res = await t.app.inject({ url: '/sw-push.js?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.body).toContain('NEW_PUSH_MESSAGE');
    expect(res.body).toContain('NEW_PUSH_CLICK');
  });

  it('describes each site in its manifest, with icons in its colour', async () => {
    const [site] = await t.db.query<{
      domain: string;
      config: { name: string; theme_color?: string };
    }>('select domain, config from sites order by id limit 1');
    const res = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: site!.domain, 'accept-language': 'de' },
    });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: site!.config.name,
      display: 'standalone',
      start_url: '/members',
      scope: '/',
      lang: 'de',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await t.app.inject({ url: icon.src, headers: { host: site!.domain } });
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      const { data } = await sharp(png.rawPayload)
        .raw()
        .extract({ left: 2, top: 2, width: 1, height: 1 })
        .toBuffer({ resolveWithObject: true });
      const hex = `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(manifest.theme_color.toLowerCase());
    }
    expect((await t.app.inject({ url: '/app-icon-64.png' })).statusCode).toBe(400);
  });

  it('gives each site a short name of whole words', async () => {
    const shortName = async (host: string) =>
      (await t.app.inject({ url: '/manifest.webmanifest', headers: { host } })).json().short_name;
    expect(await shortName('herzklopfen.localhost')).toBe('Herzklopfen');
    expect(await shortName('hartjes.localhost')).toBe('Hartjes Demo');
  });

  it("gives each site's tab its own icon, in the site's colour", async () => {
    const icon = (host: string) => t.app.inject({ url: '/favicon.svg', headers: { host } });
    const hartjes = await icon('hartjes.localhost');
    expect(hartjes.statusCode).toBe(200);
    expect(hartjes.headers['content-type']).toContain('image/svg+xml');
    expect(hartjes.body).toContain('fill="#c2255c"');
    expect((await icon('herzklopfen.localhost')).body).toContain('fill="#7048e8"');
  });

  it('has an offline page in the visitor’s language', async () => {
    const res = await t.app.inject({ url: '/offline.html', headers: { 'accept-language': 'nl' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="nl">');
    expect(res.body).toContain('Je bent offline');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
