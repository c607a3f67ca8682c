import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';

/** members-id-signup: sign-up with a member as the first contact; activation leads to them. */
let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let contact: TTestMember;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PORT: '3998' } });
  contact = await signUpMember(t.app, t.db, {
    email: `eva-${Date.now()}@example.com`,
    name: 'Eva',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;

/**
 * Signs up with `first_contact`, activates through the mailed link (in the browser that signed
 * up, logged in, unless `loggedOut`), returns where it led.
 */
async function signUpWith(
  firstContact: unknown,
  beforeActivation?: () => Promise<void>,
  { loggedOut = false } = {},
) {
  const email = `new${++seq}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: `10.88.0.${seq}`,
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email,
      name: 'Noah',
      password: 'correct horse',
      date_of_birth: '1990-02-03',
      first_contact: firstContact,
    }),
  });
  if (res.statusCode !== 201) return { status: res.statusCode, body: res.json(), location: null };
  await beforeActivation?.();
  while ((await t.app.jobs.runDue()) > 0);
  const link = smtp.linkTo(email, 'activate.php').replace(/^http:\/\/[^/]+/, '');
  const session = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const activated = await t.app.inject({
    url: link,
    headers: { host: 'hartjes.localhost', ...(loggedOut ? {} : { cookie: session }) },
  });
  return { status: 201, body: res.json(), location: activated.headers.location };
}

describe('first contact at sign-up', () => {
  it('leads the activated member into the conversation with a visible member', async () => {
    const r = await signUpWith(contact.id);
    expect(r.location).toBe(`/members/${contact.id}/chat`);
  });

  it('confirms the activation first where the link is opened logged out, then leads on', async () => {
    const r = await signUpWith(contact.id, undefined, { loggedOut: true });
    expect(r.location).toBe(
      `/activate/done?next=${encodeURIComponent(`/members/${contact.id}/chat`)}`,
    );
  });

  it('is dropped silently for unknown, invisible and deleted members (sign-up still works)', async () => {
    expect((await signUpWith(1_999_999_999)).location).toBe('/activate/done');

    const hidden = await signUpMember(t.app, t.db, {
      email: `h${Date.now()}@example.com`,
      name: 'Ida',
    });
    await t.db.query('update members set is_invisible = true where id = $1', [hidden.id]);
    expect((await signUpWith(hidden.id)).location).toBe('/activate/done');

    const gone = await signUpMember(t.app, t.db, {
      email: `g${Date.now()}@example.com`,
      name: 'Tom',
    });
    await t.db.query(`update members set status = 'pending_deletion' where id = $1`, [gone.id]);
    expect((await signUpWith(gone.id)).location).toBe('/activate/done');
  });

  it('is not followed when the contact hid themselves before the activation', async () => {
    const later = await signUpMember(t.app, t.db, {
      email: `l${Date.now()}@example.com`,
      name: 'Lea',
    });
    const r = await signUpWith(later.id, async () => {
      await t.db.query('update members set is_private_mode = true where id = $1', [later.id]);
    });
    expect(r.location).toBe('/activate/done');
  });

  it('rejects a first contact that is no member id', async () => {
    for (const bad of ['12', -4, 1.5, 3_000_000_000]) {
      const r = await signUpWith(bad);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(Object.keys(r.body.error.fields)).toEqual(['first_contact']);
    }
  });
});
