import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function signUp(extra: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: `10.7.0.${++seq}`,
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: `intro${seq}-${Date.now()}@example.com`,
      name: 'Noor',
      password: 'correct horse',
      date_of_birth: '1991-03-03',
      ...extra,
    }),
  });
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('auth.sid='))
    ?.split(';')[0];
  return { res, cookie };
}

const ownProfile = async (cookie: string) =>
  (await t.app.inject({ url: '/api/profile.php', headers: { cookie } })).json() as {
    profile: { about: string };
  };
const rankOf = async (cookie: string) => {
  const me = (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json() as {
    user: { id: number };
  };
  const [row] = await t.db.query<{ profile_rank: number }>(
    'select profile_rank from members where id = $1',
    [me.user.id],
  );
  return row!.profile_rank;
};

describe('the sign-up introduction', () => {
  it('becomes the first about-me text, counted for the search order', async () => {
    const { res, cookie } = await signUp({
      signup_message: '  Hoi! Ik wandel graag langs de Vecht.\nEn jij?  ',
    });
    expect(res.statusCode).toBe(201);
    expect((await ownProfile(cookie!)).profile.about).toBe(
      'Hoi! Ik wandel graag langs de Vecht.\nEn jij?',
    );
    expect(await rankOf(cookie!)).toBe(1);
  });

  it("keeps a heart typed as '<3' and other faces with angle brackets", async () => {
    const { res, cookie } = await signUp({ signup_message: 'Wandelen <3 en jij? >_<' });
    expect(res.statusCode).toBe(201);
    expect((await ownProfile(cookie!)).profile.about).toBe('Wandelen <3 en jij? >_<');
  });

  it('leaves the about-me text empty without one', async () => {
    for (const extra of [{}, { signup_message: '   ' }]) {
      const { res, cookie } = await signUp(extra);
      expect(res.statusCode).toBe(201);
      expect((await ownProfile(cookie!)).profile.about).toBe('');
      expect(await rankOf(cookie!)).toBe(0);
    }
  });

  it.each([
    ['x'.repeat(501), 'too_long'],
    ['Hallo\u0000daar', 'invalid_characters'],
  ])('refuses a bad introduction (%#) and creates no account', async (message) => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from members');
    const { res } = await signUp({ signup_message: message });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['signup_message']);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from members');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
