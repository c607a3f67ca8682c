import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { signUpMember, type TTestMember } from '../test/test-members.ts';

let t: TTestApp;
let member: TTestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpMember(t.app, t.db, { email: 'csrf@csrf.test', name: 'Victim' });
});
afterAll(() => t.close());

type TErrorBody = { error: { code: string } };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every registered route with its methods, read from the router's own listing, so a route added
 * later is covered without touching this test. Nested lines continue their parent's path.
 */
function registeredRoutes(): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

/** Refused by the guard (a HEAD answer has no body to name the code). */
const refused = (method: string, res: { statusCode: number; json: () => TErrorBody }) =>
  res.statusCode === 403 && (method === 'HEAD' || res.json().error.code === 'csrf_failed');

/** The state-changing routes as [method, path] pairs, parameters filled in. */
function stateChangingRoutes(): [string, string][] {
  return registeredRoutes().flatMap(({ path, methods }) =>
    methods
      .filter((m) => STATE_CHANGING.has(m) || path === '/api/logout.php')
      .map((m): [string, string] => [m, path.replace(/:\w+|\*/g, 'x')]),
  );
}

/** Ways to write the same path that a raw-URL check would not recognise as `/api/`. */
const disguises = (path: string) =>
  path.startsWith('/api/')
    ? [
        path,
        path.replace('/api/', '/%61pi/'),
        path.replace('/api/', '/%61%70%69/'),
        `/${path}`,
        path.replace('/api/', '/API/'),
        path.replace('/api/', '/Api/'),
        `/x/..${path}`,
        path.replace('/api/', '/api/./'),
        path.replace('/api/', '/./api/'),
      ]
    : [path, `/${path}`];

/** Bodies a page of another site can send without a CORS preflight. */
const SIMPLE_BODIES = [
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1' },
  { type: 'text/plain', payload: '{"a":1}' },
];

function photoForm(file: Buffer) {
  const boundary = '----csrf-test';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const ownPhotos = async () =>
  (
    await t.app.inject({
      url: '/api/photos.php',
      headers: { cookie: member.cookie, host: 'hartjes.localhost' },
    })
  ).json().photos as unknown[];

describe('CSRF guard', () => {
  it('finds the state-changing routes, uploads among them', () => {
    const routes = stateChangingRoutes().map(([m, p]) => `${m} ${p}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/photos.php',
        'POST /api/message-photo.php',
        'PUT /api/password.php',
        'DELETE /api/chat.php',
        'GET /api/logout.php',
      ]),
    );
    expect(routes.length).toBeGreaterThan(25);
  });

  it('refuses a simple form to every state-changing route, however the path is written', async () => {
    const reached: string[] = [];
    // The GET (and HEAD) logout takes no header by the spec; its own tests refuse it cross-site.
    // So do the form posts of third parties (payment webhook and sandbox page, one-click
    // unsubscribe): their own tests show what authorizes them and that other sites are refused.
    const thirdPartyForms = new Set([
      '/api/payment-webhook.php',
      '/sandbox-pay/x',
      '/api/unsubscribe.php',
    ]);
    for (const [method, path] of stateChangingRoutes().filter(
      ([m, p]) => STATE_CHANGING.has(m) && !thirdPartyForms.has(p),
    ))
      for (const url of disguises(path))
        for (const body of SIMPLE_BODIES) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: {
              cookie: member.cookie,
              host: 'hartjes.localhost',
              'content-type': body.type,
            },
            ...(method === 'GET' ? {} : { payload: body.payload }),
          });
          if (!refused(method, res))
            reached.push(`${method} ${url} ${body.type} -> ${res.statusCode}`);
        }
    expect(reached).toEqual([]);
  });

  it('refuses a call from another site or origin even with the client header', async () => {
    const foreign = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { origin: 'http://cupido.localhost' },
      { origin: 'http://hartjes.localhost:8080' },
      { origin: 'null' },
    ];
    const reached: string[] = [];
    for (const [method, path] of stateChangingRoutes())
      for (const headers of foreign) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: path,
          headers: {
            ...headers,
            cookie: member.cookie,
            host: 'hartjes.localhost',
            'x-request-type': 'client',
            'content-type': 'application/json',
          },
          ...(method === 'GET' ? {} : { payload: '{}' }),
        });
        if (!refused(method, res))
          reached.push(`${method} ${path} ${JSON.stringify(headers)} -> ${res.statusCode}`);
      }
    expect(reached).toEqual([]);
  });

  it('lets the site itself through: its own origin, the client header, the in-process page calls', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'http://hartjes.localhost' },
      { 'sec-fetch-site': 'none' },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        remoteAddress: '192.0.2.10',
        headers: { ...headers, host: 'hartjes.localhost', 'x-request-type': 'client' },
        payload: { name: 'x' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('does not add a profile photo through an encoded path from a multipart form', async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#c2255c' },
    })
      .jpeg()
      .toBuffer();
    const form = photoForm(jpeg);
    for (const url of ['/%61pi/photos.php', '//api/photos.php', '/api/photos.php']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: member.cookie,
          host: 'hartjes.localhost',
          'content-type': form.contentType,
        },
        payload: form.payload,
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await ownPhotos()).toEqual([]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: {
        cookie: member.cookie,
        host: 'hartjes.localhost',
        'content-type': form.contentType,
        'x-request-type': 'client',
        origin: 'http://hartjes.localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: form.payload,
    });
    expect(own.statusCode).toBe(201);
    expect(await ownPhotos()).toHaveLength(1);
  });
});

describe('GET /api/logout.php', () => {
  const logout = (cookie: string, headers: Record<string, string>, url = '/api/logout.php') =>
    t.app.inject({ url, headers: { ...headers, cookie, host: 'hartjes.localhost' } });
  const loggedIn = async (cookie: string) => {
    const res = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie, host: 'hartjes.localhost' },
    });
    return res.statusCode === 200 && res.json().user !== null;
  };

  it("is refused from another site's page, however the path is written", async () => {
    const victim = await signUpMember(t.app, t.db, { email: 'logout@csrf.test', name: 'Stays' });
    for (const [headers, url] of [
      [{ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, undefined],
      [{ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, '/%61pi/logout.php'],
      [{ 'sec-fetch-site': 'same-site', 'x-request-type': 'client' }, undefined],
      [{ 'sec-fetch-site': 'same-site' }, '/%61pi/logout.php'],
      [{ 'x-request-type': 'client', origin: 'http://evil.example' }, undefined],
      [{ origin: 'null' }, undefined],
    ] as const) {
      const res = await logout(victim.cookie, headers, url);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    expect(await loggedIn(victim.cookie)).toBe(true);
  });

  it('works as the spec calls it: a typed address or an API client without headers', async () => {
    const typedOrApi: Record<string, string>[] = [
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      {},
    ];
    for (const headers of typedOrApi) {
      const leaving = await signUpMember(t.app, t.db, {
        email: `typed.${Object.keys(headers).length}@csrf.test`,
        name: 'Leaves',
      });
      const res = await logout(leaving.cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await loggedIn(leaving.cookie)).toBe(false);
    }
  });

  it("works as the app calls it (the client header, from the site's own page)", async () => {
    const leaving = await signUpMember(t.app, t.db, { email: 'bye@csrf.test', name: 'Leaves' });
    const res = await logout(leaving.cookie, {
      'x-request-type': 'client',
      'sec-fetch-site': 'same-origin',
      origin: 'http://hartjes.localhost',
    });
    expect(res.statusCode).toBe(200);
    expect(await loggedIn(leaving.cookie)).toBe(false);
  });
});
