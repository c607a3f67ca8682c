import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: 'profile@example.com',
      name: 'Noor',
      password: 'correct horse',
      date_of_birth: '1991-03-03',
    }),
  });
  cookie = String(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth.sid=')),
  ).split(';')[0]!;
});
afterAll(() => t.close());

const put = (body: unknown, lang = 'en', withCookie = true) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile.php',
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(withCookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });

describe('PUT /api/profile.php', () => {
  it('saves location and details, answering the whole profile', async () => {
    const res = await put({
      country: 'BE',
      region: 'VAN',
      city: 'Antwerpen',
      gender: 'female',
      hair: 'dark blond',
      about: 'Hallo!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      country: 'BE',
      region: 'VAN',
      city: 'Antwerpen',
      gender: 'female',
      hair: 'dark blond',
      about: 'Hallo!',
      birth_date: '1991-03-03',
    });
  });

  it("refuses a region of another country, naming it, in the member's language", async () => {
    const res = await put({ country: 'NL', region: 'BY' }, 'nl');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['region']);
    expect(res.json().error.fields.region).not.toBe('Please choose one of the options.');
  });

  it('stores sexuality only with consent, and erases it when consent is withdrawn', async () => {
    const refused = await put({ sexuality: 'bi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.sexuality_consent).toBeDefined();
    expect((await put({ sexuality: 'bi', sexuality_consent: true })).json().profile.sexuality).toBe(
      'bi',
    );
    const [stored] = await t.db.query<{ sexuality_consent_at: unknown }>(
      `select sexuality_consent_at from profiles p join members m on m.id = p.member_id where m.email = 'profile@example.com'`,
    );
    expect(stored!.sexuality_consent_at).not.toBeNull();
    expect((await put({ sexuality_consent: false })).json().profile.sexuality).toBeNull();
    const [erased] = await t.db.query<{ sexuality: unknown; sexuality_consent_at: unknown }>(
      `select sexuality, sexuality_consent_at from profiles p join members m on m.id = p.member_id where m.email = 'profile@example.com'`,
    );
    expect(erased).toEqual({ sexuality: null, sexuality_consent_at: null });
  });

  it.each([
    [{ gender: 'other' }, 'gender'],
    [{ hair: 'green' }, 'hair'],
    [{ about: 'x'.repeat(2001) }, 'about'],
    [{ city: '<script>' }, 'city'],
    [{ interests: ['sushi', 'skydiving'] }, 'interests.1'],
    [{ member_id: 1 }, 'member_id'],
    [{ country: 'JP' }, 'country'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('needs a logged-in member', async () => {
    expect((await put({ about: 'x' }, 'en', false)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/profile.php' })).statusCode).toBe(401);
  });
});
