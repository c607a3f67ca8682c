import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { findInDatabase } from '../../test/find-in-database.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
async function call(url: string, body?: unknown, cookie?: string) {
  const res = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    remoteAddress: `10.31.0.${++seq}`,
    headers: {
      host: 'hartjes.localhost',
      'x-request-type': 'client',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  } as InjectOptions);
  const session = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('auth.sid='))
    ?.split(';')[0];
  return { res, session };
}

async function signUp() {
  const email = `link${++seq}-${Date.now()}@example.com`;
  const { session } = await call('/api/signup.php', {
    email,
    name: 'Noor',
    password: 'correct horse',
    date_of_birth: '1990-01-01',
  });
  return { email, session: session! };
}

async function sendMail() {
  while ((await t.app.jobs.runDue()) > 0);
}

/** The token of the link in the last mail to `to`, after checking that it is nowhere stored. */
async function deliveredToken(to: string, path: string): Promise<string> {
  await sendMail();
  const token = new URL(smtp.linkTo(to, path)).searchParams.get('token')!;
  expect(token).toMatch(/^[\w-]{40,}$/);
  expect(await findInDatabase(t.db, token)).toEqual([]);
  return token;
}

describe('link tokens are never stored', () => {
  it('activation: the mailed link works and is in no table', async () => {
    const { email } = await signUp();
    const token = await deliveredToken(email, 'activate.php');
    const r = await call(`/api/activate.php?token=${token}`);
    expect(r.res.headers.location).toBe('/activate/done');
  });

  it('password reset: the mailed link works and is in no table', async () => {
    const { email } = await signUp();
    await call('/api/password-reset.php', { email });
    const token = await deliveredToken(email, 'reset-password/do');
    const r = await call('/api/password-reset-do.php', {
      token,
      password: 'new password 1',
      password_confirm: 'new password 1',
    });
    expect(r.res.statusCode).toBe(200);
  });

  it('e-mail change: the mailed link works and is in no table', async () => {
    const { session } = await signUp();
    const newEmail = `new${++seq}-${Date.now()}@example.com`;
    await call(
      '/api/email-change.php',
      { new_email: newEmail, password: 'correct horse' },
      session,
    );
    const token = await deliveredToken(newEmail, 'mail-change/do');
    const r = await call('/api/email-change-do.php', { token });
    expect(r.res.statusCode).toBe(200);
  });

  it('reactivation: the mailed link works and is in no table', async () => {
    const { email, session } = await signUp();
    const del = await call(
      '/api/delete-account.php',
      { reason: 'time', confirm: true, password: 'correct horse' },
      session,
    );
    expect(del.res.statusCode).toBe(200);
    const token = await deliveredToken(email, 'account-deleted');
    const r = await call('/api/reactivate.php', { token });
    expect(r.res.statusCode).toBe(200);
  });

  it('a link voided before its mail went out is not sent at all', async () => {
    const { email, session } = await signUp();
    await sendMail();
    const before = smtp.received.filter((m) => m.to === email).length;
    await call('/api/activation-mail.php', {}, session);
    await call('/api/activation-mail.php', {}, session);
    await sendMail();
    // Two requests, one mail: the first link was replaced before it could be sent.
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(before + 1);
    const token = new URL(smtp.linkTo(email, 'activate.php')).searchParams.get('token')!;
    const r = await call(`/api/activate.php?token=${token}`);
    expect(r.res.headers.location).toBe('/activate/done');
    // Confirmed now: another mail is refused, saying why.
    const again = await call('/api/activation-mail.php', {}, session);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().error).toEqual({
      code: 'already_confirmed',
      message: 'Je e-mailadres is al bevestigd.',
    });
  });
});
