import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(opts: {
  method: string;
  url: string;
  body: unknown;
  ip: string;
  cookie?: string;
}) {
  const res = await t.app.inject({
    method: opts.method,
    url: opts.url,
    remoteAddress: opts.ip,
    headers: {
      host: 'hartjes.localhost',
      'accept-language': 'en',
      'content-type': 'application/json',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: JSON.stringify(opts.body),
  } as InjectOptions);
  const session = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('auth.sid='))
    ?.split(';')[0];
  return { status: res.statusCode, body: res.json(), session };
}

let seq = 0;
/** A member who signed up from `home`: an address of their own. */
async function member(home: string) {
  const email = `lock${++seq}-${Date.now()}@example.com`;
  const r = await call({
    method: 'POST',
    url: '/api/signup.php',
    ip: home,
    body: { email, name: 'Lotte', password: 'correct horse', date_of_birth: '1990-01-01' },
  });
  expect(r.status).toBe(201);
  return { email, cookie: r.session! };
}

const login = (email: string, password: string, ip: string) =>
  call({ method: 'POST', url: '/api/user.php', ip, body: { email, password } });

const changePassword = (cookie: string, old: string, ip: string) =>
  call({
    method: 'PUT',
    url: '/api/password.php',
    ip,
    cookie,
    body: { old_password: old, password: 'brand new pw', password_confirm: 'brand new pw' },
  });

const locked = (minutes: number) => ({
  code: 'login_locked',
  message: `Too many incorrect attempts, account blocked for ${minutes} min.`,
});

/** Four wrong passwords from each of six addresses, as an attacker spreading out would try. */
async function sprayFromSixAddresses(
  attempt: (
    ip: string,
  ) => Promise<{ status: number; body: { error: { code: string; message: string } } }>,
  net: string,
) {
  const answers: { status: number; error: { code: string; message: string } }[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let i = 0; i < 4; i++) {
      const r = await attempt(`${net}.${a}`);
      answers.push({ status: r.status, error: r.body.error });
    }
  }
  return answers;
}

describe('lockout per account', () => {
  it('locks an account guessed at from six addresses after 10 failures, briefly, but not for its own address', async () => {
    const { email } = await member('10.50.0.1');
    const answers = await sprayFromSixAddresses((ip) => login(email, 'bad guess', ip), '10.51.0');
    expect(answers.slice(0, 9).map((a) => a.error.code)).toEqual(Array(9).fill('login_failed'));
    expect(answers[9]).toEqual({ status: 429, error: locked(1) });
    expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);

    // The right password from a stranger's or any new address waits too...
    expect((await login(email, 'correct horse', '10.51.0.1')).body.error).toEqual(locked(1));
    expect((await login(email, 'correct horse', '10.52.0.9')).status).toBe(429);
    // ...but the member at home is not locked out.
    expect((await login(email, 'correct horse', '10.50.0.1')).status).toBe(200);
  });

  it('doubles the lock every 10 failures a day, up to 15 minutes', async () => {
    const { email } = await member('10.53.0.1');
    /** `n` earlier failures from other addresses, an hour ago (their locks are over). */
    const earlier = (n: number) =>
      t.db.query(
        `insert into login_failures (email, ip, created_at)
         select $1, '10.54.1.' || i, now() - interval '1 hour' from generate_series(1, $2::int) i`,
        [email, n],
      );
    await earlier(19);
    // The 20th failure locks for 2 minutes (the 10th for 1; each one past 10 locks anew).
    expect((await login(email, 'bad guess', '10.54.0.1')).body.error).toEqual(locked(2));
    await earlier(30);
    expect((await login(email, 'correct horse', '10.54.0.3')).body.error).toEqual(locked(15));
    await earlier(100);
    expect((await login(email, 'correct horse', '10.54.0.3')).body.error).toEqual(locked(15));
    expect((await login(email, 'correct horse', '10.53.0.1')).status).toBe(200);
  });
});

describe('password change through a session', () => {
  it('locks out like a login from one address: 5 wrong old passwords', async () => {
    const { cookie } = await member('10.60.0.1');
    for (let i = 0; i < 4; i++) {
      const r = await changePassword(cookie, 'bad guess', '10.61.0.1');
      expect(r.body.error.fields.old_password).toBe('Please check your old password.');
    }
    expect((await changePassword(cookie, 'bad guess', '10.61.0.1')).body.error).toEqual(locked(15));
    // Locked: not even the right old password changes it from there.
    expect((await changePassword(cookie, 'correct horse', '10.61.0.1')).status).toBe(429);
  });

  it('locks out per account across six addresses, and the member at home can still change it', async () => {
    const { email, cookie } = await member('10.62.0.1');
    const answers = await sprayFromSixAddresses(
      (ip) => changePassword(cookie, 'bad guess', ip),
      '10.63.0',
    );
    expect(answers.slice(0, 9).every((a) => a.error.code === 'wrong_password')).toBe(true);
    expect(answers[9]).toEqual({ status: 429, error: locked(1) });
    expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);
    // The same count locks the login from a new address.
    expect((await login(email, 'correct horse', '10.64.0.1')).status).toBe(429);
    const home = await changePassword(cookie, 'correct horse', '10.62.0.1');
    expect(home.status).toBe(200);
  });
});
