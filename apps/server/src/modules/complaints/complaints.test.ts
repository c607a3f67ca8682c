import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REDIS_URL, type TTestApp } from '../../test/test-app.ts';
import { findComplaint } from './complaints.repo.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Sanne',
  email: 'sanne@example.com',
  category: 'profile',
  message: 'A profile asked me for money.',
};
let ip = 0;
const file = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complaints.php',
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json', ...headers },
    // A fresh address per call keeps these cases clear of the rate limit, which has its own test.
    remoteAddress: `10.0.0.${++ip}`,
    payload: JSON.stringify(body),
  });

describe('POST /api/complaints.php', () => {
  it('stores the complaint and confirms it with a reference', async () => {
    const res = await file(valid);
    expect(res.statusCode).toBe(201);
    const { reference } = res.json().complaint;
    expect(reference).toMatch(/^C-[A-Z2-9]{8}$/);
    const [row] = await findComplaint(t.db, reference);
    expect(row).toMatchObject({ email: 'sanne@example.com', category: 'profile', status: 'open' });
  });

  it('keeps hostile text as plain text', async () => {
    const message = `<script>alert(1)</script>'); drop table complaints; --`;
    const res = await file({ ...valid, message });
    expect(res.statusCode).toBe(201);
    const [row] = await findComplaint(t.db, res.json().complaint.reference);
    expect(row!.message).toBe(message);
  });

  it.each([
    ['en', { ...valid, email: 'nope' }, 'email', 'Invalid email'],
    ['de', { ...valid, email: 'nope' }, 'email', 'Ungültige E-Mail-Adresse'],
    ['en', { ...valid, name: '   ' }, 'name', 'This field is required.'],
    ['nl', { ...valid, message: 'short' }, 'message', 'Dit is te kort.'],
    ['en', { ...valid, message: 'x'.repeat(5001) }, 'message', 'This is too long.'],
    ['en', { ...valid, category: 'billing' }, 'category', 'Please choose one of the options.'],
    ['en', { ...valid, name: 42 }, 'name', 'This value is not valid.'],
    [
      'en',
      { ...valid, name: 'Eve\u202egnp.exe' },
      'name',
      'This contains characters that are not allowed.',
    ],
    ['en', { ...valid, admin: true }, 'admin', 'This field is not expected.'],
    [
      'en',
      { email: valid.email, category: 'other', message: valid.message },
      'name',
      'This field is required.',
    ],
  ])('in %s, refuses %j naming %s', async (locale, body, field, message) => {
    const before = await t.db.query('select count(*)::int as n from complaints');
    const res = await file(body, { 'accept-language': locale });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields[field]).toBe(message);
    expect(await t.db.query('select count(*)::int as n from complaints')).toEqual(before);
  });

  it('refuses a body that is not JSON, and a form post without the client header', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('malformed_body');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json().error.code).toBe('csrf_failed');
  });

  it('limits one address to 5 complaints an hour', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        remoteAddress: '192.0.2.77',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(valid),
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('does not count a complaint refused for its fields against the limit', async () => {
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        remoteAddress: '192.0.2.78',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    for (let i = 0; i < 5; i++)
      expect((await send({ ...valid, email: 'not-an-address' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(valid)).statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(429);
  });
});

describe.runIf(REDIS_URL)('rate limits on Redis', () => {
  it('are shared by two instances', async () => {
    // Both instances share one key prefix of their own: counters of earlier runs cannot interfere.
    const env = { REDIS_PREFIX: `test-${Date.now()}-${Math.random().toString(36).slice(2)}:` };
    const [a, b] = await Promise.all([
      createTestApp({ redis: true, env }),
      createTestApp({ redis: true, env }),
    ]);
    try {
      const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const send = (app: TTestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/complaints.php',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(valid),
        });
      for (let i = 0; i < 5; i++) expect((await send(i % 2 ? a : b)).statusCode).toBe(201);
      expect((await send(a)).statusCode).toBe(429);
      expect((await send(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
