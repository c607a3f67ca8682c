import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@cupido/contract';
import { translate } from '@cupido/i18n';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { signUpMember } from '../test/test-members.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A call of a logged-in member, in English, with a JSON body when one is given. */
const callAs = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie,
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

const PATHS = [
  '/api/settings.php',
  '/api/interests.php',
  '/api/regions.php',
  '/api/companyinfo.php',
  '/api/complaints.php',
  '/healthz',
  '/api/nope.php',
  '/api/signup.php',
  '/api/user.php',
  '/api/logout.php',
  '/api/activate.php',
  '/api/activation-mail.php',
  '/api/password-reset.php',
  '/api/password-reset-do.php',
  '/api/password.php',
  '/api/email-change.php',
  '/api/email-change-do.php',
  '/api/delete-account.php',
  '/api/reactivate.php',
  '/api/search.php',
  '/api/member.php',
  '/api/profile.php',
  '/api/photos.php',
  '/api/privacy.php',
  '/api/block.php',
  '/api/blocks.php',
  '/api/geocode.php',
  '/cdn/x.webp',
  '/api/chats.php',
  '/api/chat.php',
  '/api/messages.php',
  '/api/message.php',
  '/api/message-photo.php',
  '/api/chat-read.php',
  '/api/chat-photo.php',
  '/api/likes.php',
  '/api/like.php',
  '/api/like-seen.php',
  '/api/auto-like.php',
  '/api/match-finder.php',
  '/api/swipe.php',
  '/api/live',
];

describe('bad input never causes a 500 or a stack trace', () => {
  it('survives random queries, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        fc.record({
          host: fc.oneof(fc.constant('hartjes.localhost'), fc.string({ maxLength: 30 })),
          'accept-language': fc.string({ maxLength: 40 }),
          cookie: fc.string({ maxLength: 60 }),
          'content-type': fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
          ),
          'x-request-type': fc.constantFrom('client', ''),
        }),
        fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 3 })),
        async (path, method, query, headers, payload) => {
          const qs = new URLSearchParams(query).toString();
          const safeHeaders = Object.fromEntries(
            Object.entries(headers).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)),
          );
          const res = await t.app.inject({
            method: method as 'GET',
            url: `${path}${qs ? `?${qs}` : ''}`,
            headers: safeHeaders,
            ...(method === 'GET' ? {} : { payload }),
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body).not.toMatch(/at .+\.(ts|js):\d+|"stack"/);
          if (res.statusCode >= 400) expect(ZApiError.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers an oversize body with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.9',
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('gives every answer a request id, reusing a sane incoming one', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abcdef12-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abcdef12-trace');
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/complaints.php',
        '/api/regions.php',
        '/healthz',
      ]),
    );
  });

  it('reports health with the database state', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('a field of the wrong type', () => {
  it("is not valid, not missing: 'required' only when it is absent or null", async () => {
    const m = await signUpMember(t.app, t.db, {
      email: `type-${process.pid}@bad-input.test`,
      name: 'Typed',
    });
    const post = (url: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: m.cookie, 'content-type': 'application/json', 'accept-language': 'en' },
        payload: JSON.stringify(body),
      });
    const field = async (url: string, body: unknown, name: string) =>
      ZApiError.parse((await post(url, body)).json()).error.fields?.[name];
    expect(await field('/api/like.php', { member_id: '1' }, 'member_id')).toBe(
      'This value is not valid.',
    );
    expect(await field('/api/like.php', {}, 'member_id')).toBe('This field is required.');
    expect(await field('/api/like.php', { member_id: null }, 'member_id')).toBe(
      'This field is required.',
    );
    expect(
      await field(
        '/api/payment.php',
        { bundle_id: '26', method: 'ideal', idempotency_key: 'k' },
        'bundle_id',
      ),
    ).toBe('This value is not valid.');
  });

  it('says what is wrong in words that fit: missing, not a number, out of range, one too many', async () => {
    const m = await signUpMember(t.app, t.db, {
      email: `words-${process.pid}@bad-input.test`,
      name: 'Worded',
    });
    const fields = async (method: 'GET' | 'POST', url: string, body?: unknown) =>
      ZApiError.parse((await callAs(m.cookie, method, url, body)).json()).error.fields;
    expect(await fields('GET', '/api/member.php')).toEqual({ id: 'This field is required.' });
    expect(await fields('GET', '/api/member.php?id=abc')).toEqual({
      id: 'This value is not valid.',
    });
    expect(await fields('GET', '/api/directdebit.php?id=-1')).toEqual({
      id: 'This number is too small.',
    });
    expect(await fields('POST', '/api/directdebit-resend.php', { id: 9007199254740991 })).toEqual({
      id: 'This number is too large.',
    });
    expect(
      await fields('POST', '/api/message.php', {
        client_id: '00000000-0000-4000-8000-000000000000',
        type: 'text',
        text: 'Hi',
        conversation_id: 7,
        member_id: 8,
      }),
    ).toEqual({ member_id: 'This field is not expected.' });
    expect(
      await fields('POST', '/api/message.php', {
        client_id: '00000000-0000-4000-8000-000000000000',
        type: 'text',
        text: 'Hi',
      }),
    ).toEqual({ conversation_id: 'This field is required.' });
  });
});

describe('a method a path does not take', () => {
  it('is answered 405 with the methods it takes; an unknown path 404', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/profile.php', 'GET, PUT, HEAD'],
      ['DELETE', '/api/user.php', 'GET, POST, PUT, HEAD'],
      ['POST', '/api/chats.php', 'GET, HEAD'],
      ['PUT', '/api/interests.php?x=1', 'GET, HEAD'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'accept-language': 'nl', 'x-request-type': 'client' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json().error).toEqual({
        code: 'method_not_allowed',
        message: translate('nl', 'api.method_not_allowed'),
      });
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/nope.php',
      headers: { 'x-request-type': 'client' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});

describe('an id beyond the database integer', () => {
  it('answers 400 naming the field, never 500', async () => {
    const m = await signUpMember(t.app, t.db, {
      email: `big-${process.pid}@bad-input.test`,
      name: 'Big',
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      callAs(m.cookie, method, url, body);
    const big = 2_147_483_648;
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      [call('PUT', '/api/photos.php', { id: big, is_private: true }), 'id'],
      [call('DELETE', '/api/photos.php', { id: big }), 'id'],
      [call('POST', '/api/block.php', { member_id: big }), 'member_id'],
      [call('DELETE', '/api/block.php', { member_id: 1e15 }), 'member_id'],
      [call('GET', `/api/chat.php?member_id=${big}`), 'member_id'],
    ];
    for (const [answer, field] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(400);
      expect(ZApiError.parse(res.json()).error.fields?.[field]).toBe('This value is not valid.');
    }
  });
});

describe('an address that cannot be decoded', () => {
  it('answers the error shape in the visitor language, with the headers of every answer', async () => {
    for (const url of ['/members/%ZZ', '/api/%ZZ', '/%']) {
      const res = await t.app.inject({
        url,
        headers: { host: 'herzklopfen.localhost', 'accept-language': 'de-DE' },
      });
      expect(res.statusCode).toBe(404);
      const body = ZApiError.parse(res.json());
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).not.toMatch(/not a valid url/i);
      expect(res.headers['x-request-id']).toBeDefined();
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    const en = await t.app.inject({ url: '/%ZZ', headers: { 'accept-language': 'en' } });
    const de = await t.app.inject({ url: '/%ZZ', headers: { 'accept-language': 'de' } });
    expect(en.json().error.message).not.toBe(de.json().error.message);
    // A browser asking for a page gets a page that says so and leads home, not JSON.
    const page = await t.app.inject({
      url: '/members/12%',
      headers: {
        host: 'herzklopfen.localhost',
        'accept-language': 'de-DE',
        accept: 'text/html,application/xhtml+xml',
      },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Diese Seite wurde nicht gefunden');
    expect(page.body).toContain('<a href="/"');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});
