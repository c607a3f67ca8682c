import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';

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

  it('renames the member under the rules of sign-up; the account shows the new name', async () => {
    const res = await put({ name: '  Noortje ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.name).toBe('Noortje');
    const user = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie, 'x-request-type': 'client' },
    });
    expect(user.json().user.name).toBe('Noortje');
    for (const [name, message] of [
      ['@noor', 'Your name may not start with @.'],
      ['PROFILE@example.com', 'Your name may not be your e-mail address.'],
      ['N', undefined],
      ['', undefined],
    ] as const) {
      const refused = await put({ name });
      expect(refused.statusCode, name).toBe(400);
      expect(Object.keys(refused.json().error.fields), name).toEqual(['name']);
      if (message) expect(refused.json().error.fields.name, name).toBe(message);
    }
    expect((await put({})).json().profile.name).toBe('Noortje');
  });

  it("keeps angle brackets in the about-me text ('<3'), not in the city", async () => {
    const res = await put({ about: 'Hiking <3 and <b>not bold</b>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.about).toBe('Hiking <3 and <b>not bold</b>');
    expect((await put({ city: 'Utrecht <3' })).statusCode).toBe(400);
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
    [{ interests: ['sushi', 'music', 'sushi'] }, 'interests'],
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

describe('GET /api/member.php related profiles', () => {
  it("are the first six of the search's results for the member's country and gender, without the member", async () => {
    const make = async (name: string, country: string, gender: string, minutesAgo: number) => {
      const m = await signUpMember(t.app, t.db, { email: `${name}@related.test`, name });
      await t.db.query('update profiles set country = $2, gender = $3 where member_id = $1', [
        m.id,
        country,
        gender,
      ]);
      await t.db.query(
        `update members set last_active_at = now() - make_interval(mins => $2) where id = $1`,
        [m.id, minutesAgo],
      );
      return m;
    };
    const viewer = await make('viewer', 'NL', 'male', 0);
    // The member shown is the most recently active, so a window of the first six would hold it.
    const shown = await make('shown', 'IE', 'female', 1);
    const alike = [];
    for (let i = 0; i < 8; i++) alike.push(await make(`alike${i}`, 'IE', 'female', 10 + i));
    await make('other-gender', 'IE', 'male', 2);
    await make('other-country', 'GB', 'female', 2);
    const blocked = alike[2]!;
    const headers = { cookie: viewer.cookie, 'accept-language': 'en' };
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ member_id: blocked.id }),
    });
    expect(block.statusCode).toBe(200);

    const ids = (cards: { id: number }[]) => cards.map((c) => c.id);
    const page = await t.app.inject({ url: `/api/member.php?id=${shown.id}`, headers });
    expect(page.statusCode).toBe(200);
    const related = ids(page.json().profile.related);
    expect(related).toEqual(ids(alike.filter((m) => m !== blocked)).slice(0, 6));
    const search = await t.app.inject({ url: '/api/search.php?country=IE&gender=female', headers });
    expect(related).toEqual(
      ids(search.json().profiles)
        .filter((id) => id !== shown.id)
        .slice(0, 6),
    );
  });
});

describe('GET /api/member.php about_lang', () => {
  it("is the language the member uses the site in, following the member's switch", async () => {
    const writer = await signUpMember(t.app, t.db, { email: 'writer@lang.test', name: 'Wies' });
    const viewer = await signUpMember(t.app, t.db, { email: 'reader@lang.test', name: 'Rob' });
    const aboutLang = async () => {
      const res = await t.app.inject({
        url: `/api/member.php?id=${writer.id}`,
        headers: { cookie: viewer.cookie, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return res.json().profile.about_lang;
    };
    const switchTo = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: {
          cookie: writer.cookie,
          'content-type': 'application/json',
          'x-request-type': 'client',
        },
        payload: JSON.stringify({ language }),
      });
    expect((await switchTo('nl')).statusCode).toBe(200);
    expect(await aboutLang()).toBe('nl');
    expect((await switchTo('pl')).statusCode).toBe(200);
    expect(await aboutLang()).toBe('pl');
  });
});
