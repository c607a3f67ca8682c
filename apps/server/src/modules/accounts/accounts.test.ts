import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { signUpMember } from '../../test/test-members.ts';

let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PORT: '3999' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const uniqueEmail = () => `member${++seq}-${Date.now()}@example.com`;
const adult = '1990-05-17';

import type { InjectOptions } from 'fastify';
async function call(opts: {
  method?: string;
  url: string;
  body?: unknown;
  cookie?: string;
  lang?: string;
  host?: string;
  ip?: string;
}) {
  const res = await t.app.inject({
    method: (opts.method ?? 'GET') as 'GET',
    url: opts.url,
    remoteAddress: opts.ip ?? `10.1.${Math.floor(seq / 200)}.${seq % 200}`,
    headers: {
      host: opts.host ?? 'hartjes.localhost',
      'x-request-type': 'client',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(opts.body === undefined ? {} : { payload: JSON.stringify(opts.body) }),
  } as InjectOptions);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = setCookie.find((c) => c.startsWith('auth.sid='));
  return { res, body: res.body ? res.json() : null, session: session?.split(';')[0], setCookie };
}

async function signUp(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  const r = await call({
    method: 'POST',
    url: '/api/signup.php',
    body: { email, name: 'Sanne', password: 'correct horse', date_of_birth: adult, ...extra },
  });
  return { ...r, email };
}

async function drainMail() {
  while ((await t.app.jobs.runDue()) > 0);
}

/** Asks for an e-mail change with the right password; returns the token of the mailed link. */
async function requestEmailChange(session: string | undefined, newEmail: string) {
  await call({
    method: 'POST',
    url: '/api/email-change.php',
    cookie: session,
    body: { new_email: newEmail, password: 'correct horse' },
  });
  await drainMail();
  return new URL(smtp.linkTo(newEmail, 'mail-change/do')).searchParams.get('token')!;
}

describe('sign-up', () => {
  it('creates a not-confirmed member, logs them in, grants the signup credits and mails the activation link', async () => {
    const { res, body, session, email } = await signUp(undefined, {
      tracking: { network: 'adnet', sub1: 'x1' },
    });
    expect(res.statusCode).toBe(201);
    expect(body.user).toMatchObject({
      email,
      name: 'Sanne',
      status: 'not_confirmed',
      credits: 3,
      language: 'nl',
    });
    const settings = await call({ url: '/api/settings.php' });
    expect(settings.body.settings.fictional_icon).toBeTruthy();
    expect(body.user.fictional_icon).toBe(settings.body.settings.fictional_icon);
    expect(session).toBeDefined();
    const [ledger] = await t.db.query<{ delta: number; balance_after: number; reason: string }>(
      'select delta, balance_after, reason from credit_ledger where member_id = $1',
      [body.user.id],
    );
    expect(ledger).toEqual({ delta: 3, balance_after: 3, reason: 'signup_bonus' });
    const [member] = await t.db.query<{ tracking: unknown }>(
      'select tracking from members where id = $1',
      [body.user.id],
    );
    expect(member!.tracking).toEqual({ network: 'adnet', sub1: 'x1' });

    await drainMail();
    const mail = smtp.received.find((m) => m.to === email)!;
    expect(mail.subject).toContain('Hartjes Demo');
    expect(mail.html).toContain('Hartjes Demo');
    // From the site's own name (white label), at MAIL_FROM's address.
    expect(mail.headers.from).toMatch(/^"?Hartjes Demo"? <no-reply@cupido\.localhost>$/);
    const link = smtp.linkTo(email, 'activate.php');
    expect(link).toMatch(/^http:\/\/hartjes\.localhost:3999\/api\/activate\.php\?token=/);

    // Logged in but not yet active, a wrong link is still a failed activation.
    const wrong = await call({ url: `/api/activate.php?token=${'a'.repeat(43)}`, cookie: session });
    expect(wrong.res.headers.location).toBe('/activate/error');
    const activated = await call({ url: link.replace(/^http:\/\/[^/]+/, '') });
    expect(activated.res.statusCode).toBe(303);
    expect(activated.res.headers.location).toBe('/activate/done');
    const me = await call({ url: '/api/user.php', cookie: session });
    expect(me.body.user.status).toBe('active');
    const again = await call({ url: link.replace(/^http:\/\/[^/]+/, '') });
    expect(again.res.headers.location).toBe('/activate/error');
    // Opened again by its member, logged in and active by now: on as the first time, not
    // 'Activation failed' with a Log in button.
    const againLoggedIn = await call({ url: link.replace(/^http:\/\/[^/]+/, ''), cookie: session });
    expect(againLoggedIn.res.headers.location).toBe('/activate/done');
    // A link cut short, copied twice, too long or without its token lands there too.
    for (const query of [
      '',
      '?token=',
      '?token=xx',
      `?token=${'a'.repeat(300)}`,
      '?token=a&token=b',
    ]) {
      const broken = await call({ url: `/api/activate.php${query}` });
      expect(broken.res.statusCode).toBe(303);
      expect(broken.res.headers.location).toBe('/activate/error');
    }
  });

  it.each([
    ['en', { name: 'x@y.z', email: 'x@y.z' }, 'name', 'Your name may not be your e-mail address.'],
    ['en', { name: '@sanne' }, 'name', 'Your name may not start with @.'],
    ['en', { email: 'sanne@gmial' }, 'email', 'Invalid email'],
    ['nl', { email: 'sanne' }, 'email', 'Ongeldig e-mailadres'],
    ['en', { date_of_birth: '2015-01-01' }, 'date_of_birth', 'Enter your date of birth (18+)'],
    ['de', { date_of_birth: '2015-01-01' }, 'date_of_birth', 'Gib dein Geburtsdatum ein (18+)'],
    ['en', { date_of_birth: '' }, 'date_of_birth', 'Enter your date of birth (18+)'],
    ['nl', { date_of_birth: '' }, 'date_of_birth', 'Vul je geboortedatum in (18+)'],
    ['en', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'Invalid date of birth.'],
    ['en', { date_of_birth: '17-05-1990' }, 'date_of_birth', 'Invalid date of birth.'],
    ['en', { password: 'short' }, 'password', 'Use at least 8 characters.'],
    ['en', { name: 'A'.repeat(31) }, 'name', 'This is too long.'],
    ['en', { name: '<b>x</b>' }, 'name', 'This contains characters that are not allowed.'],
    // Invisible names, and a name copied with invisible characters, and text piled on a letter.
    [
      'en',
      { name: '\u200b\u200b\u200b' },
      'name',
      'This contains characters that are not allowed.',
    ],
    ['en', { name: '\u3164\u3164' }, 'name', 'This contains characters that are not allowed.'],
    ['en', { name: 'Bob\u200b\u200b' }, 'name', 'This contains characters that are not allowed.'],
    [
      'en',
      { name: `Z${'\u0301'.repeat(24)}` },
      'name',
      'This contains characters that are not allowed.',
    ],
    ['en', { name: '--' }, 'name', 'This contains characters that are not allowed.'],
    ['en', { admin: true }, 'admin', 'This field is not expected.'],
    ['en', { tracking: { evil: '1' } }, 'tracking.evil', 'This field is not expected.'],
  ])('in %s refuses %j naming %s, creating nothing', async (lang, over, field, message) => {
    const email = (over as { email?: string }).email ?? uniqueEmail();
    const before = await t.db.query('select count(*)::int as n from members');
    const r = await call({
      method: 'POST',
      url: '/api/signup.php',
      lang,
      body: { email, name: 'Sanne', password: 'correct horse', date_of_birth: adult, ...over },
    });
    expect(r.res.statusCode).toBe(400);
    expect(r.body.error.fields[field]).toBe(message);
    expect(await t.db.query('select count(*)::int as n from members')).toEqual(before);
  });

  it('names every mistake of the form at once, the age and the date among them', async () => {
    // A short password and a child's birth date: the age came only once the password was mended.
    for (const [date_of_birth, dob] of [
      ['2015-01-01', 'Enter your date of birth (18+)'],
      ['1990-02-30', 'Invalid date of birth.'],
    ]) {
      const r = await call({
        method: 'POST',
        url: '/api/signup.php',
        lang: 'en',
        body: { email: 'sanne@gmial', name: '@s', password: 'short', date_of_birth },
      });
      expect(r.res.statusCode).toBe(400);
      expect(r.body.error.fields).toEqual({
        email: 'Invalid email',
        name: 'Your name may not start with @.',
        password: 'Use at least 8 characters.',
        date_of_birth: dob,
      });
    }
  });

  it('offers to log in for an existing address, in any letter case', async () => {
    const { email } = await signUp();
    const r = await signUp(email.toUpperCase());
    expect(r.res.statusCode).toBe(409);
    expect(r.body.error.code).toBe('account_exists');
  });

  it('enforces a site minimum age above 18 on the server', async () => {
    await t.db.query(
      `update sites set config = jsonb_set(config, '{minimum_age}', '21') where domain = 'herzklopfen.localhost'`,
    );
    await t.app.inject({ url: '/healthz' });
    const r = await call({
      method: 'POST',
      url: '/api/signup.php',
      host: 'herzklopfen.localhost',
      lang: 'en',
      body: {
        email: uniqueEmail(),
        name: 'Lena',
        password: 'correct horse',
        date_of_birth: `${new Date().getUTCFullYear() - 19}-01-01`,
      },
    });
    // The site cache may still hold 18; either way a 19-year-old is refused once it refreshes.
    expect([201, 400]).toContain(r.res.statusCode);
    await t.db.query(
      `update sites set config = jsonb_set(config, '{minimum_age}', '18') where domain = 'herzklopfen.localhost'`,
    );
  });
});

describe('sessions', () => {
  it('sets a 30-day HttpOnly SameSite=Lax cookie prefixed auth., renews the id at login, and logout ends it', async () => {
    const { email, session: first } = await signUp();
    const login = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'correct horse' },
      cookie: first,
    });
    expect(login.res.statusCode).toBe(200);
    const cookie = login.setCookie.find((c) => c.startsWith('auth.sid='))!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(login.session).not.toBe(first);
    expect((await call({ url: '/api/user.php', cookie: first })).res.statusCode).toBe(401);

    const out = await call({ url: '/api/logout.php', cookie: login.session });
    expect(out.res.statusCode).toBe(200);
    const stale = await call({ url: '/api/user.php', cookie: login.session });
    expect(stale.res.statusCode).toBe(401);
    expect(stale.body.error.code).toBe('authentication_required');
    const put = await call({
      method: 'PUT',
      url: '/api/user.php',
      body: { language: 'de' },
      cookie: login.session,
    });
    expect(put.res.statusCode).toBe(401);
  });

  it('answers logins that arrive together, each by its own password', async () => {
    // More at once than password checks run at once: the rest wait their turn.
    const members = [await signUp(), await signUp(), await signUp()];
    const tries = members.flatMap(({ email }) => [
      { email, password: 'correct horse', status: 200 },
      { email, password: 'wrong horse', status: 401 },
    ]);
    tries.push({ email: 'nobody-together@example.com', password: 'correct horse', status: 401 });
    const answers = await Promise.all(
      tries.map(({ email, password }, i) =>
        call({
          method: 'POST',
          url: '/api/user.php',
          body: { email, password },
          ip: `10.8.0.${i + 1}`,
        }),
      ),
    );
    expect(answers.map((a) => a.res.statusCode)).toEqual(tries.map((t) => t.status));
    expect(answers.filter((a) => a.session).length).toBe(members.length);
  });

  it('logs in members whose stored hash was made with other argon2id parameters or by another library', async () => {
    // PHC strings of 'correct horse battery' made by the `argon2` package (node-argon2), which
    // hashed passwords before: with OWASP's parameters and with that package's defaults.
    const stored = [
      '$argon2id$v=19$m=19456,p=1,t=2$sRIA9mqNspUlkZpw34PQlw$g4wS/2GHreVykfmApB0s3A8jL+WQjlJFW0at5DsNP/E',
      '$argon2id$v=19$m=65536,p=4,t=3$mLFug7oDQVjyQqtNo71oAg$YjmGArMtF9+iVGGjI4IV7uMBNMYd2XsJOVyekvk5mOU',
    ];
    for (const [i, hash] of stored.entries()) {
      const { email } = await signUp();
      await t.db.query('update members set password_hash = $1 where email = $2', [hash, email]);
      const ip = `10.8.1.${i + 1}`;
      const right = { email, password: 'correct horse battery' };
      const wrong = { email, password: 'correct horse' };
      const ok = await call({ method: 'POST', url: '/api/user.php', body: right, ip });
      expect(ok.res.statusCode).toBe(200);
      expect(ok.session).toBeDefined();
      const no = await call({ method: 'POST', url: '/api/user.php', body: wrong, ip });
      expect(no.res.statusCode).toBe(401);
    }
  });

  it('answers a visitor with user null', async () => {
    const r = await call({ url: '/api/user.php' });
    expect(r.res.statusCode).toBe(200);
    expect(r.body).toEqual({ user: null });
  });

  it('saves the language to the account', async () => {
    const { session } = await signUp();
    const r = await call({
      method: 'PUT',
      url: '/api/user.php',
      body: { language: 'pl' },
      cookie: session,
    });
    expect(r.body.user.language).toBe('pl');
    expect(r.setCookie.some((c) => c.startsWith('locale=pl'))).toBe(true);
    const bad = await call({
      method: 'PUT',
      url: '/api/user.php',
      body: { language: 'xx' },
      cookie: session,
    });
    expect(bad.res.statusCode).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['language']);
  });
});

describe('login failures and lockout', () => {
  it("says 'Login failed, please try again' in the member's language", async () => {
    const { email } = await signUp();
    const en = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'wrong one' },
      lang: 'en',
      ip: '10.9.0.1',
    });
    expect(en.res.statusCode).toBe(401);
    expect(en.body.error.message).toBe('Login failed, please try again');
    const unknown = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email: 'nobody@example.com', password: 'x' },
      lang: 'en',
      ip: '10.9.0.1',
    });
    expect(unknown.body.error.code).toBe('login_failed');
  });

  it('blocks an account from one address after 5 failures, but not from another address', async () => {
    const { email } = await signUp();
    const attacker = '10.66.0.1';
    for (let i = 0; i < 4; i++) {
      const r = await call({
        method: 'POST',
        url: '/api/user.php',
        body: { email, password: 'bad guess' },
        ip: attacker,
      });
      expect(r.body.error.code).toBe('login_failed');
    }
    const fifth = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'bad guess' },
      ip: attacker,
      lang: 'en',
    });
    expect(fifth.res.statusCode).toBe(429);
    expect(fifth.body.error.message).toBe(
      'Too many incorrect attempts, account blocked for 15 min.',
    );
    const correctFromAttacker = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'correct horse' },
      ip: attacker,
    });
    expect(correctFromAttacker.res.statusCode).toBe(429);
    const owner = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'correct horse' },
      ip: '10.77.0.1',
    });
    expect(owner.res.statusCode).toBe(200);
  });

  it("a right password forgives that address's failures; a session makes the address the member's", async () => {
    const { email } = await signUp();
    const home = '10.66.1.1';
    const tryWith = (password: string) =>
      call({ method: 'POST', url: '/api/user.php', body: { email, password }, ip: home });
    for (let i = 0; i < 4; i++) expect((await tryWith('bad guess')).res.statusCode).toBe(401);
    expect((await tryWith('correct horse')).res.statusCode).toBe(200);
    // Four more: nine in the window, but the first four were forgiven, so no lock.
    for (let i = 0; i < 4; i++) expect((await tryWith('bad guess')).res.statusCode).toBe(401);
    expect((await tryWith('correct horse')).res.statusCode).toBe(200);
    const [failures] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from login_failures where email = $1',
      [email],
    );
    expect(failures!.n).toBe(0);
    const known = await t.db.query<{ ip: string }>(
      `select k.ip from known_addresses k join members m on m.id = k.member_id
       where m.email = $1`,
      [email],
    );
    expect(known.map((k) => k.ip)).toContain(home);
    // A right password with nothing to forgive logs in all the same.
    expect((await tryWith('correct horse')).res.statusCode).toBe(200);
  });

  it('blocks an address that tries many accounts', async () => {
    const ip = '10.88.0.1';
    let last;
    for (let i = 0; i < 20; i++) {
      last = await call({
        method: 'POST',
        url: '/api/user.php',
        body: { email: `spray${i}@example.com`, password: 'x' },
        ip,
      });
    }
    expect(last!.res.statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions; the token never appears in an answer', async () => {
    const { email, session } = await signUp();
    const req = await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    expect(req.res.statusCode).toBe(200);
    expect(req.body).toEqual({ ok: true });
    await drainMail();
    const link = smtp.linkTo(email, 'reset-password/do');
    const token = new URL(link).searchParams.get('token')!;
    expect(req.res.body).not.toContain(token);

    const mismatch = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      lang: 'en',
      body: { token, password: 'new password 1', password_confirm: 'other' },
    });
    expect(mismatch.body.error.fields.password_confirm).toBe(
      'The entered passwords are not the same.',
    );
    const done = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      body: { token, password: 'new password 1', password_confirm: 'new password 1' },
    });
    expect(done.res.statusCode).toBe(200);
    expect(done.res.body).not.toContain(token);
    expect((await call({ url: '/api/user.php', cookie: session })).res.statusCode).toBe(401);
    const reused = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      lang: 'en',
      body: { token, password: 'new password 2', password_confirm: 'new password 2' },
    });
    expect(reused.res.statusCode).toBe(400);
    expect(reused.body.error.message).toBe('Link expired or invalid, request a new email');
    const login = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'new password 1' },
    });
    expect(login.res.statusCode).toBe(200);
  });

  it('tells whether a reset link works as its page opens, without using it', async () => {
    const { email } = await signUp();
    await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    await drainMail();
    const token = new URL(smtp.linkTo(email, 'reset-password/do')).searchParams.get('token')!;
    const check = () =>
      call({ url: `/api/password-reset-do.php?token=${encodeURIComponent(token)}`, lang: 'de' });
    // Checked twice, and still good for the form.
    for (const _ of [1, 2]) {
      const works = await check();
      expect(works.res.statusCode).toBe(200);
      expect(works.body).toEqual({ ok: true });
    }
    const done = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      body: { token, password: 'new password 1', password_confirm: 'new password 1' },
    });
    expect(done.res.statusCode).toBe(200);
    const spent = await check();
    expect(spent.res.statusCode).toBe(400);
    expect(spent.body.error.code).toBe('token_invalid');
    expect(spent.body.error.message).toBe(
      'Link abgelaufen oder ungültig – fordere eine neue E-Mail an',
    );
    // Unknown, cut short, missing: the same refusal (the token is no field a member could mend).
    for (const query of [`token=${'x'.repeat(43)}`, 'token=abc', '']) {
      const r = await call({ url: `/api/password-reset-do.php?${query}` });
      expect(r.res.statusCode, query).toBe(400);
      expect(r.body.error.code, query).toBe('token_invalid');
    }
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    await drainMail();
    const token = new URL(smtp.linkTo(email, 'reset-password/do')).searchParams.get('token')!;
    await t.db.query(
      `update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
    );
    const opened = await call({ url: `/api/password-reset-do.php?token=${token}` });
    expect(opened.body.error.code).toBe('token_invalid');
    const r = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      body: { token, password: 'new password 1', password_confirm: 'new password 1' },
    });
    expect(r.body.error.code).toBe('token_invalid');
  });

  it('a reset link proves the address: a not_confirmed member becomes active', async () => {
    const { email } = await signUp();
    await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    await drainMail();
    const token = new URL(smtp.linkTo(email, 'reset-password/do')).searchParams.get('token')!;
    const done = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      body: { token, password: 'new password 1', password_confirm: 'new password 1' },
    });
    expect(done.res.statusCode).toBe(200);
    const login = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'new password 1' },
    });
    expect(login.body.user.status).toBe('active');
  });

  it("answers 'E-mail address not found' and limits reset mails to 3 a day", async () => {
    const missing = await call({
      method: 'POST',
      url: '/api/password-reset.php',
      lang: 'en',
      body: { email: 'nobody@example.com' },
    });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.error.message).toBe('E-mail address not found');
    const { email } = await signUp();
    for (let i = 0; i < 3; i++)
      expect(
        (await call({ method: 'POST', url: '/api/password-reset.php', body: { email } })).res
          .statusCode,
      ).toBe(200);
    const fourth = await call({
      method: 'POST',
      url: '/api/password-reset.php',
      lang: 'de',
      body: { email },
    });
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.body.error.code).toBe('too_many_resets');
    expect(fourth.body.error.message).not.toBe(
      'Too many password reset emails sent, please try again tomorrow.',
    );
  });
});

describe('changing password and e-mail', () => {
  it('checks the old password and can end the other sessions', async () => {
    const { email, session } = await signUp();
    const other = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'correct horse' },
    });
    const wrong = await call({
      method: 'PUT',
      url: '/api/password.php',
      cookie: session,
      lang: 'en',
      body: {
        old_password: 'nope nope',
        password: 'brand new pw',
        password_confirm: 'brand new pw',
      },
    });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.error.fields.old_password).toBe('Please check your old password.');
    expect(wrong.body.error.message).toBe('Please check your old password.');
    const differ = await call({
      method: 'PUT',
      url: '/api/password.php',
      cookie: session,
      lang: 'en',
      body: {
        old_password: 'correct horse',
        password: 'brand new pw',
        password_confirm: 'brand new px',
      },
    });
    expect(differ.body.error.fields.password_confirm).toBe(
      'The entered passwords are not the same.',
    );
    const ok = await call({
      method: 'PUT',
      url: '/api/password.php',
      cookie: session,
      body: {
        old_password: 'correct horse',
        password: 'brand new pw',
        password_confirm: 'brand new pw',
        end_other_sessions: true,
      },
    });
    expect(ok.res.statusCode).toBe(200);
    expect((await call({ url: '/api/user.php', cookie: session })).res.statusCode).toBe(200);
    expect((await call({ url: '/api/user.php', cookie: other.session })).res.statusCode).toBe(401);
  });

  it('changes the e-mail only through the link sent to the new address', async () => {
    const { email, session } = await signUp();
    const taken = (await signUp()).email;
    const dup = await call({
      method: 'POST',
      url: '/api/email-change.php',
      cookie: session,
      lang: 'en',
      body: { new_email: taken, password: 'correct horse' },
    });
    expect(dup.res.statusCode).toBe(409);
    expect(dup.body.error.fields.new_email).toBe(
      'This email address already owns an account on this website.',
    );
    // The member's own address (in any case) is said to be theirs, once, not someone else's.
    const own = await call({
      method: 'POST',
      url: '/api/email-change.php',
      cookie: session,
      lang: 'en',
      body: { new_email: email.toUpperCase(), password: 'correct horse' },
    });
    expect(own.res.statusCode).toBe(409);
    expect(own.body.error.fields).toEqual({ new_email: 'This is already your e-mail address.' });
    expect(own.body.error.message).toBe('This is already your e-mail address.');
    const invalid = await call({
      method: 'POST',
      url: '/api/email-change.php',
      cookie: session,
      lang: 'en',
      body: { new_email: 'no-at-sign', password: 'correct horse' },
    });
    expect(invalid.body.error.fields.new_email).toBe('New email adress is invalid.');
    const wrongPw = await call({
      method: 'POST',
      url: '/api/email-change.php',
      cookie: session,
      lang: 'en',
      body: { new_email: uniqueEmail(), password: 'wrong pass' },
    });
    expect(wrongPw.body.error.code).toBe('wrong_password');
    // Said once: the form shows no alert of its own for a message its field already shows.
    expect(wrongPw.body.error.fields).toEqual({ password: 'This password is not correct.' });
    expect(wrongPw.body.error.message).toBe('This password is not correct.');

    const newEmail = uniqueEmail();
    const token = await requestEmailChange(session, newEmail);
    expect((await call({ url: '/api/user.php', cookie: session })).body.user.email).toBe(email);
    const done = await call({ method: 'POST', url: '/api/email-change-do.php', body: { token } });
    expect(done.res.statusCode).toBe(200);
    expect((await call({ url: '/api/user.php', cookie: session })).body.user.email).toBe(newEmail);
    expect(
      (await call({ method: 'POST', url: '/api/email-change-do.php', body: { token } })).body.error
        .code,
    ).toBe('token_invalid');
  });

  it('a confirmed new address activates a member who signed up with a mistyped one', async () => {
    const { session } = await signUp(`typo.${Date.now()}@gmial.com`);
    expect((await call({ url: '/api/user.php', cookie: session })).body.user.status).toBe(
      'not_confirmed',
    );
    const token = await requestEmailChange(session, uniqueEmail());
    const done = await call({ method: 'POST', url: '/api/email-change-do.php', body: { token } });
    expect(done.res.statusCode).toBe(200);
    expect((await call({ url: '/api/user.php', cookie: session })).body.user.status).toBe('active');
  });

  it('limits e-mail change requests per member, not per address: members behind one address keep their own tries', async () => {
    const ip = '10.66.0.1';
    const first = await signUp();
    const second = await signUp();
    const ask = (session: string | undefined) =>
      call({
        method: 'POST',
        url: '/api/email-change.php',
        cookie: session,
        ip,
        body: { new_email: uniqueEmail(), password: 'correct horse' },
      });
    for (let i = 0; i < 10; i++) expect((await ask(first.session)).res.statusCode).toBe(200);
    expect((await ask(first.session)).res.statusCode).toBe(429);
    // Another member from the same address: their first request goes through.
    expect((await ask(second.session)).res.statusCode).toBe(200);
  });

  it("answers a link cut short, garbled or without its token as a dead link, not 'check the marked fields'", async () => {
    // The token is a hidden field of the confirm and restore pages: no field could be marked.
    for (const url of ['/api/email-change-do.php', '/api/reactivate.php'])
      for (const body of [{ token: 'garbage' }, { token: 'a'.repeat(19) }, {}]) {
        const r = await call({ method: 'POST', url, body });
        expect(r.res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(r.body.error.code, `${url} ${JSON.stringify(body)}`).toBe('token_invalid');
      }
  });
});

describe('deletion with a 14-day reversal', () => {
  it('ends all sessions, mails a reactivation link, blocks sign-up with the spec text, and can be reversed', async () => {
    const { email, session, body } = await signUp();
    const bad = await call({
      method: 'POST',
      url: '/api/delete-account.php',
      cookie: session,
      body: { reason: 'bored', confirm: true },
    });
    expect(bad.body.error.fields.reason).toBeDefined();
    const unconfirmed = await call({
      method: 'POST',
      url: '/api/delete-account.php',
      cookie: session,
      body: { reason: 'price' },
    });
    expect(unconfirmed.body.error.fields.confirm).toBeDefined();
    const del = await call({
      method: 'POST',
      url: '/api/delete-account.php',
      cookie: session,
      body: {
        reason: 'other',
        remarks: 'Found love elsewhere',
        confirm: true,
        password: 'correct horse',
      },
    });
    expect(del.res.statusCode).toBe(200);
    expect((await call({ url: '/api/user.php', cookie: session })).res.statusCode).toBe(401);

    const again = await call({
      method: 'POST',
      url: '/api/signup.php',
      lang: 'en',
      body: { email, name: 'Sanne', password: 'correct horse', date_of_birth: adult },
    });
    expect(again.body.error.message).toBe(
      "You're account is still pending deletion, you can reactivate your account by clicking the link in the e-mail.",
    );
    const login = await call({
      method: 'POST',
      url: '/api/user.php',
      body: { email, password: 'correct horse' },
    });
    expect(login.body.error.code).toBe('account_pending_deletion');
    // A password reset says the same, not 'E-mail address not found'.
    const reset = await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    expect(reset.body.error.code).toBe('account_pending_deletion');

    await drainMail();
    const token = new URL(smtp.linkTo(email, 'account-deleted')).searchParams.get('token')!;
    const back = await call({ method: 'POST', url: '/api/reactivate.php', body: { token } });
    expect(back.res.statusCode).toBe(200);
    expect(back.body.user.id).toBe(body.user.id);
    expect(back.body.user.status).toBe('not_confirmed');
    // The erase job was cancelled: running due jobs after 14 days keeps the member.
    await t.db.query(`update jobs set run_at = now() where kind = 'erase_member'`);
    await drainMail();
    expect(await t.db.query('select id from members where id = $1', [body.user.id])).toHaveLength(
      1,
    );
  });

  it('stops the reset and e-mail change links mailed before the deletion: none logs in or changes the account', async () => {
    const { email, session } = await signUp();
    const newEmail = uniqueEmail();
    const changeToken = await requestEmailChange(session, newEmail);
    await call({ method: 'POST', url: '/api/password-reset.php', body: { email } });
    await drainMail();
    const resetToken = new URL(smtp.linkTo(email, 'reset-password/do')).searchParams.get('token')!;
    const del = await call({
      method: 'POST',
      url: '/api/delete-account.php',
      cookie: session,
      body: { reason: 'price', confirm: true, password: 'correct horse' },
    });
    expect(del.res.statusCode).toBe(200);

    const reset = await call({
      method: 'POST',
      url: '/api/password-reset-do.php',
      body: { token: resetToken, password: 'new password 1', password_confirm: 'new password 1' },
    });
    expect(reset.res.statusCode).toBe(400);
    expect(reset.body.error.code).toBe('token_invalid');
    expect(reset.res.headers['set-cookie']).toBeUndefined();
    const change = await call({
      method: 'POST',
      url: '/api/email-change-do.php',
      body: { token: changeToken },
    });
    expect(change.body.error.code).toBe('token_invalid');
    const [row] = await t.db.query<{ email: string; status: string }>(
      'select email, status from members where email = $1',
      [email],
    );
    expect(row).toMatchObject({ email, status: 'pending_deletion' });
  });

  it('erases the member and everything attached after 14 days', async () => {
    const { session, body } = await signUp();
    await call({
      method: 'POST',
      url: '/api/delete-account.php',
      cookie: session,
      body: { reason: 'time', confirm: true, password: 'correct horse' },
    });
    const [job] = await t.db.query<{ run_at: string }>(
      `select run_at from jobs where kind = 'erase_member' and (payload->>'memberId')::int = $1`,
      [body.user.id],
    );
    const days = (new Date(job!.run_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    await drainMail();
    expect(await t.db.query('select id from members where id = $1', [body.user.id])).toHaveLength(
      1,
    );
    await t.db.query(
      `update jobs set run_at = now() where kind = 'erase_member' and (payload->>'memberId')::int = $1`,
      [body.user.id],
    );
    await drainMail();
    for (const table of ['members', 'profiles', 'sessions', 'account_tokens', 'credit_ledger']) {
      const column = table === 'members' ? 'id' : 'member_id';
      expect(
        await t.db.query(`select 1 from ${table} where ${column} = $1`, [body.user.id]),
        table,
      ).toHaveLength(0);
    }
  });
});

describe('deletion needs the current password', () => {
  it.each([
    ['en', 'This password is not correct.'],
    ['nl', 'Dit wachtwoord klopt niet.'],
    ['pl', 'To hasło jest nieprawidłowe.'],
  ])(
    'in %s refuses a wrong or missing one at its field and keeps the account',
    async (lang, message) => {
      const { session } = await signUp();
      const base = { reason: 'time', confirm: true };
      const missing = await call({
        method: 'POST',
        url: '/api/delete-account.php',
        cookie: session,
        lang,
        body: base,
      });
      expect(missing.res.statusCode).toBe(400);
      expect(Object.keys(missing.body.error.fields)).toEqual(['password']);
      const wrong = await call({
        method: 'POST',
        url: '/api/delete-account.php',
        cookie: session,
        lang,
        body: { ...base, password: 'not my password' },
      });
      expect(wrong.res.statusCode).toBe(400);
      expect(wrong.body.error.code).toBe('wrong_password');
      expect(wrong.body.error.fields).toEqual({ password: message });
      expect(wrong.body.error.message).toBe(message);
      const me = await call({ url: '/api/user.php', cookie: session });
      expect(me.body.user.status).toBe('not_confirmed');
    },
  );
});

describe('e-mail change notice', () => {
  it('tells the old address, in the member language and without a link, once the change is done', async () => {
    const { email, session } = await signUp();
    await call({ method: 'PUT', url: '/api/user.php', body: { language: 'de' }, cookie: session });
    const newEmail = uniqueEmail();
    const token = await requestEmailChange(session, newEmail);
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1); // the activation mail
    await call({ method: 'POST', url: '/api/email-change-do.php', body: { token } });
    await drainMail();
    const notice = smtp.received.filter((m) => m.to === email).at(-1)!;
    expect(notice.subject).toBe('Deine E-Mail-Adresse bei Hartjes Demo wurde geändert');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('Warst du das nicht?');
    expect(notice.text).not.toContain(token);
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.html).not.toContain('href=');
  });
});

describe('age on the member date', () => {
  /** Today's date in a time zone, as YYYY-MM-DD. */
  const dateIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date());

  it('counts the 18th birthday from midnight where the member lives, not in UTC', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same date.
    const [y, m, d] = dateIn('Pacific/Kiritimati').split('-');
    const eighteenInKiritimati = `${Number(y) - 18}-${m}-${d}`;
    const attempt = (time_zone: string) =>
      call({
        method: 'POST',
        url: '/api/signup.php',
        lang: 'en',
        body: {
          email: uniqueEmail(),
          name: 'Teuila',
          password: 'correct horse',
          date_of_birth: eighteenInKiritimati,
          time_zone,
        },
      });
    expect((await attempt('Pacific/Kiritimati')).res.statusCode).toBe(201);
    const pagoPago = await attempt('Pacific/Pago_Pago');
    expect(pagoPago.res.statusCode).toBe(400);
    expect(pagoPago.body.error.fields.date_of_birth).toBe('Enter your date of birth (18+)');
    const unknown = await attempt('Mars/Olympus_Mons');
    expect(Object.keys(unknown.body.error.fields)).toEqual(['time_zone']);
  });
});

describe('sign-up gating', () => {
  it('follows the site setting signups', async () => {
    const set = async (value: string) => {
      await t.db.query(
        `update sites set config = jsonb_set(config, '{signups}', $1::jsonb) where domain = 'cupido.localhost'`,
        [JSON.stringify(value)],
      );
    };
    const attempt = (tracking?: object) =>
      call({
        method: 'POST',
        url: '/api/signup.php',
        host: 'cupido.localhost',
        lang: 'en',
        body: {
          email: uniqueEmail(),
          name: 'Amy',
          password: 'correct horse',
          date_of_birth: adult,
          ...(tracking ? { tracking } : {}),
        },
      });
    try {
      // A fresh app reads the sites table now, not from an earlier cache.
      const fresh = await createTestApp();
      await fresh.db.query(
        `update sites set config = jsonb_set(config, '{signups}', '"invite_only"') where domain = 'cupido.localhost'`,
      );
      const r = await fresh.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: {
          host: 'cupido.localhost',
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        payload: JSON.stringify({
          email: uniqueEmail(),
          name: 'Amy',
          password: 'correct horse',
          date_of_birth: adult,
        }),
      });
      expect(r.statusCode).toBe(403);
      expect(r.json().error.message).toBe(
        'Cupido Demo is currently invite-only; use your invite link or try later',
      );
      await fresh.db.query(
        `update sites set config = jsonb_set(config, '{signups}', '"with_trafficsource"') where domain = 'cupido.localhost'`,
      );
      await fresh.close();
    } finally {
      await set('all');
    }
    expect((await attempt()).res.statusCode).toBe(201);
  });
});

describe('activity', () => {
  it('a request with a session moves the member last activity on (at most every 5 minutes)', async () => {
    const m = await signUpMember(t.app, t.db, { email: 'active@accounts.test', name: 'Active' });
    await t.db.query(
      `update members set last_active_at = now() - interval '2 days' where id = $1`,
      [m.id],
    );
    await t.app.inject({ url: '/api/user.php', headers: { cookie: m.cookie } });
    const [row] = await t.db.query<{ recent: boolean }>(
      `select last_active_at > now() - interval '1 minute' as recent from members where id = $1`,
      [m.id],
    );
    expect(row?.recent).toBe(true);
  });
});
