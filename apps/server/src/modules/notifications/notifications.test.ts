import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZLiveEvent, type TLiveEvent } from '@cupido/contract';
import { translate } from '@cupido/i18n';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, REDIS_URL, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import type { TOutboxMail } from '../../platform/mail/outbox-mailer.ts';
import { makeUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'mail-events-secret-0123456789abcdef';
const REDIS_PREFIX = `n1-${randomBytes(4).toString('hex')}:`;
let t: TTestApp;
let seq = 0;

const member = async (name: string, opts: { active?: boolean } = {}) => {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${++seq}-${randomBytes(3).toString('hex')}@notify.test`,
    name,
    ...opts,
  });
  await t.db.query(
    `update members set credits = 100, bonus_credits = 0, language = 'en' where id = $1`,
    [m.id],
  );
  return m;
};

const call = (
  as: TTestMember | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      'accept-language': 'en',
      ...(as ? { cookie: as.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const write = (from: TTestMember, to: TTestMember, text: string) =>
  call(from, 'POST', '/api/message.php', {
    client_id: randomUUID(),
    member_id: to.id,
    type: 'text',
    text,
  });

const emailOf = async (m: TTestMember) =>
  (await t.db.query<{ email: string }>('select email from members where id = $1', [m.id]))[0]!
    .email;

/**
 * Runs the due jobs until none is left (a notification job queues its mail as another job). A
 * first notification waits a few seconds to gather a burst; the test does not wait for it.
 */
async function drain() {
  await t.db.query(
    `update jobs set run_at = now() where kind = 'notify_member' and done_at is null
       and run_at <= now() + interval '1 minute'`,
  );
  while ((await t.app.jobs.runDue()) > 0);
}

/** The notification mails (not the activation mails of sign-up) the outbox holds for a member. */
async function mailsTo(m: TTestMember): Promise<TOutboxMail[]> {
  await drain();
  const { mails } = (await t.app.inject('/dev/mail.json')).json() as { mails: TOutboxMail[] };
  const email = await emailOf(m);
  return mails.filter((mail) => mail.to === email && mail.headers?.['List-Unsubscribe']);
}

/** The hour since the member's last notification mails has passed. */
async function aWhileLater(m: TTestMember) {
  await t.db.query(
    `update notification_sends set last_sent_at = now() - interval '2 hours' where member_id = $1`,
    [m.id],
  );
}

function address(app = t.app) {
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Waits until the hub answers whether a tab of the member is in front as expected. */
async function untilInFront(m: TTestMember, expected: boolean) {
  while ((await t.app.live.isInFront(m.id)) !== expected)
    await new Promise((r) => setTimeout(r, 10));
}

/** Opens a live socket for the member (a tab) and waits until it is greeted. */
async function openTab(m: TTestMember, at = address()) {
  const ws = new WebSocket(`ws://${at}/api/live`, {
    headers: { origin: `http://${at}`, cookie: m.cookie },
  });
  const events: TLiveEvent[] = [];
  ws.on('message', (data) => events.push(ZLiveEvent.parse(JSON.parse(String(data)))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  while (!events.some((e) => e.type === 'credits')) await new Promise((r) => setTimeout(r, 10));
  return {
    ws,
    close: async () => {
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close();
      await closed;
      // The hub forgets the socket on close; wait until the member counts as gone.
      while (await t.app.live.isConnected(m.id)) await new Promise((r) => setTimeout(r, 10));
    },
    /**
     * The tab comes to the front or goes to the background (the live frame); answers once the
     * server has it: a ping sent after the frame is answered after the frame was handled.
     */
    setInFront: async (inFront: boolean) => {
      const pongs = events.filter((e) => e.type === 'pong').length;
      ws.send(JSON.stringify({ type: inFront ? 'visible' : 'hidden' }));
      ws.send(JSON.stringify({ type: 'ping' }));
      while (events.filter((e) => e.type === 'pong').length === pongs)
        await new Promise((r) => setTimeout(r, 10));
    },
  };
}

/** An HTML mail that is a whole document with escaped content, and a text part without markup. */
function expectWellFormed(mail: TOutboxMail) {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="[a-z]{2}">/);
  expect(mail.html).toContain('</html>');
  expect(mail.html).toMatch(/<title>[^<]+<\/title>/);
  // Every tag that opens closes (table, tr, td, p, a) in a simple balance count.
  for (const tag of ['table', 'tr', 'td', 'p', 'a'])
    expect(mail.html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0).toBe(
      mail.html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0,
    );
  expect(mail.text).not.toMatch(/<[a-z/][^>]*>/i);
  expect(mail.text).toMatch(/https?:\/\/\S+\/unsubscribe\?token=\S+/);
  expect(mail.headers?.['List-Unsubscribe']).toMatch(
    /^<https?:\/\/\S+\/api\/unsubscribe\.php\?token=\S+>$/,
  );
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
}

beforeAll(async () => {
  t = await createTestApp({
    env: { MAIL_EVENTS_SECRET: SECRET, REDIS_PREFIX },
    redis: Boolean(REDIS_URL),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('notification settings', () => {
  it('shows every type on at first, saves each switch at once, and takes mail back', async () => {
    const ann = await member('Ann');
    const first = await call(ann, 'GET', '/api/notifications.php');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      types: {
        new_conversations: true,
        new_messages: true,
        like: true,
        unread_message_reminders: true,
        promotions: true,
        weekly_updates: true,
        news: true,
        reminders: true,
      },
      disabled: [],
    });
    const off = await call(ann, 'PUT', '/api/notifications.php', {
      type: 'new_messages',
      enabled: false,
    });
    expect(off.json().types.new_messages).toBe(false);
    // Saving twice keeps one entry.
    await call(ann, 'PUT', '/api/notifications.php', { type: 'new_messages', enabled: false });
    const [row] = await t.db.query<{ mail_off: string[] }>(
      'select mail_off from members where id = $1',
      [ann.id],
    );
    expect(row!.mail_off).toEqual(['new_messages']);
    const on = await call(ann, 'PUT', '/api/notifications.php', {
      type: 'new_messages',
      enabled: true,
    });
    expect(on.json().types.new_messages).toBe(true);

    await t.db.query(
      `update members set mail_disabled = '{fbl,bounce,listunsubscribe}' where id = $1`,
      [ann.id],
    );
    const resumed = await call(ann, 'PUT', '/api/notifications.php', { resume: true });
    // A bounce needs a new address: resume keeps it.
    expect(resumed.json().disabled).toEqual(['bounce']);
  });

  it('refuses visitors and bad input', async () => {
    const ann = await member('Ann');
    expect((await call(null, 'GET', '/api/notifications.php')).statusCode).toBe(401);
    expect(
      (await call(null, 'PUT', '/api/notifications.php', { type: 'like', enabled: false }))
        .statusCode,
    ).toBe(401);
    for (const [body, fields] of [
      [{ type: 'spam', enabled: false }, { type: 'Please choose one of the options.' }],
      [{ type: 'like' }, { enabled: 'This field is required.' }],
      [{ type: 'like', enabled: 'no' }, { enabled: 'This value is not valid.' }],
      [{ type: 5, enabled: true }, { type: 'Please choose one of the options.' }],
      [{ type: 'like', enabled: false, extra: 1 }, { extra: expect.any(String) }],
      [{ resume: false }, { resume: 'This value is not valid.' }],
      [{ resume: true, type: 'like' }, { type: 'This value is not valid.' }],
      [{}, { type: 'This field is required.', enabled: 'This field is required.' }],
    ] as const) {
      const res = await call(ann, 'PUT', '/api/notifications.php', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      // Each bad value is named by its field, not as the whole body.
      expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
  });
});

describe('new-message mails', () => {
  it('sends one mail for twenty messages to a member with no open tab', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    // An earlier exchange: the conversation is not new.
    await write(bob, ann, 'Hi Ann');
    await write(ann, bob, 'Hi Bob');
    await drain();
    await aWhileLater(bob);
    const before = (await mailsTo(bob)).length;
    for (let i = 0; i < 20; i++)
      expect((await write(ann, bob, `Message ${i}`)).statusCode).toBe(200);
    const mails = (await mailsTo(bob)).slice(0, (await mailsTo(bob)).length - before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // Ann's first message is unread too.
    expect(mail.subject).toBe('You have 21 new messages on Hartjes Demo');
    expect(mail.text).toContain('The newest is from Ann.');
    expect(mail.text).toMatch(/\/chats\/\d+/);
    expectWellFormed(mail);
    // More messages within the hour queue the next mail for after the hour, not now.
    await write(ann, bob, 'One more');
    expect((await mailsTo(bob)).length - before).toBe(1);
    const [queued] = await t.db.query<{ run_at: Date | string }>(
      `select run_at from jobs where kind = 'notify_member' and done_at is null
         and payload->>'memberId' = $1`,
      [String(bob.id)],
    );
    expect(new Date(queued!.run_at).getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });

  it('sends a new-conversation mail in the member’s language when someone writes first', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    await call(bob, 'PUT', '/api/user.php', { language: 'de' }, { 'x-request-type': 'client' });
    await write(ann, bob, 'Hallo Bob');
    await write(ann, bob, 'Bist du da?');
    const mails = await mailsTo(bob);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ann hat dir auf Hartjes Demo geschrieben');
    expect(mails[0]!.text).toContain(translate('de', 'mail.unsubscribe'));
    expectWellFormed(mails[0]!);
  });

  it('sends nothing while the member has a visible tab open, and mails once the page is hidden', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    await write(bob, ann, 'Hi');
    await write(ann, bob, 'Hi back');
    await drain();
    await aWhileLater(bob);
    const before = (await mailsTo(bob)).length;
    const tab = await openTab(bob);
    await write(ann, bob, 'Are you there?');
    expect((await mailsTo(bob)).length).toBe(before);
    // The tab goes to the background: the live frame (and the beacon, which alone changes nothing).
    expect((await call(bob, 'POST', '/api/page-hidden.php', {})).statusCode).toBe(204);
    await tab.setInFront(false);
    await untilInFront(bob, false);
    await write(ann, bob, 'Hello?');
    expect((await mailsTo(bob)).length).toBe(before + 1);
    // In front again, so the next messages mail nobody, even after the hour.
    await tab.setInFront(true);
    await untilInFront(bob, true);
    await aWhileLater(bob);
    await write(ann, bob, 'Still there?');
    expect((await mailsTo(bob)).length).toBe(before + 1);
    await tab.close();
  });

  it('counts a member present while any one of their tabs is in front, on any instance', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    await write(bob, ann, 'Hi');
    await write(ann, bob, 'Hi back');
    await drain();
    await aWhileLater(bob);
    const before = (await mailsTo(bob)).length;
    // Two tabs: the one in front stays, the other goes to the background after it.
    const front = await openTab(bob);
    const behind = await openTab(bob);
    await behind.setInFront(false);
    await write(ann, bob, 'One tab is in front');
    expect((await mailsTo(bob)).length).toBe(before);
    expect(await t.app.live.isInFront(bob.id)).toBe(true);
    // The front tab goes to the background too: now he is away.
    await front.setInFront(false);
    await untilInFront(bob, false);
    await write(ann, bob, 'Both in the background');
    expect((await mailsTo(bob)).length).toBe(before + 1);
    // A hidden tab closing, or a second 'hidden', changes nothing; a tab coming back does.
    await behind.setInFront(false);
    const closed = new Promise((resolve) => behind.ws.once('close', resolve));
    behind.ws.close();
    await closed;
    expect(await t.app.live.isInFront(bob.id)).toBe(false);
    await front.setInFront(true);
    await front.setInFront(true);
    await untilInFront(bob, true);
    await aWhileLater(bob);
    await write(ann, bob, 'Back in front');
    expect((await mailsTo(bob)).length).toBe(before + 1);
    // Closing the last tab in front: away.
    await front.close();
    await untilInFront(bob, false);
  });

  it.runIf(REDIS_URL)('sees a tab in front on another instance (Redis)', async () => {
    const bob = await member('Bob');
    const other = await createTestApp({ shareDbWith: t, redis: true, env: { REDIS_PREFIX } });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const tab = await openTab(bob, address(other.app));
      await untilInFront(bob, true);
      await tab.setInFront(false);
      await untilInFront(bob, false);
      expect(await t.app.live.isConnected(bob.id)).toBe(true);
      await tab.setInFront(true);
      await untilInFront(bob, true);
      const ws = tab.ws;
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close();
      await closed;
      await untilInFront(bob, false);
    } finally {
      await other.close();
    }
  });

  it('sends none when the member turned the type off, or mail stopped for a bounce or spam', async () => {
    const [ann, bob, cid, dan] = [
      await member('Ann'),
      await member('Bob'),
      await member('Cid'),
      await member('Dan'),
    ];
    await call(bob, 'PUT', '/api/notifications.php', { type: 'new_conversations', enabled: false });
    await t.db.query(`update members set mail_disabled = '{bounce}' where id = $1`, [cid.id]);
    await t.db.query(`update members set mail_disabled = '{fbl}' where id = $1`, [dan.id]);
    for (const to of [bob, cid, dan]) await write(ann, to, 'Hello');
    for (const to of [bob, cid, dan]) expect(await mailsTo(to)).toEqual([]);
  });

  it('queues no mail for a fictional profile or a demo member written to', async () => {
    const [ann, fay, dee] = [await member('Ann'), await member('Fay'), await member('Dee')];
    await t.db.query('update members set is_fictional = true where id = $1', [fay.id]);
    await t.db.query('update members set is_demo = true where id = $1', [dee.id]);
    for (const to of [fay, dee]) expect((await write(ann, to, 'Hello')).statusCode).toBe(200);
    for (const to of [fay, dee]) expect(await mailsTo(to)).toEqual([]);
    const queued = await t.db.query(
      'select member_id from notification_sends where member_id = any($1::int[])',
      [[fay.id, dee.id]],
    );
    expect(queued).toEqual([]);
  });

  it('sends none when the messages were read before the job ran', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    const sent = await write(ann, bob, 'Hello');
    const conversation = sent.json().message.conversation_id as number;
    await call(bob, 'POST', '/api/chat-read.php', { conversation_id: conversation });
    expect(await mailsTo(bob)).toEqual([]);
  });
});

describe('like mails', () => {
  it('mails the liked member once per hour, naming the newest liker', async () => {
    const [ann, bob, cid] = [await member('Ann'), await member('Bob'), await member('Cid')];
    expect((await call(ann, 'POST', '/api/like.php', { member_id: bob.id })).statusCode).toBe(200);
    await call(cid, 'POST', '/api/like.php', { member_id: bob.id });
    const mails = await mailsTo(bob);
    expect(mails).toHaveLength(1);
    // The newest like when the job ran.
    expect(mails[0]!.subject).toBe('Cid likes you on Hartjes Demo');
    expect(mails[0]!.text).toContain(`/likes/m/${cid.id}`);
    expectWellFormed(mails[0]!);
  });

  it('words a like that made a match as the match, under the like setting', async () => {
    const [ann, bob, cid] = [await member('Ann'), await member('Bob'), await member('Cid')];
    await call(ann, 'POST', '/api/like.php', { member_id: bob.id });
    expect((await call(bob, 'POST', '/api/like.php', { member_id: ann.id })).json().match).toBe(
      true,
    );
    const [mail, ...more] = await mailsTo(ann);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("It's a match with Bob on Hartjes Demo!");
    expect(mail!.text).toContain(translate('en', 'mail.like_match.body', { partner: 'Bob' }));
    expect(mail!.text).toContain(`${translate('en', 'mail.like_match.button')}: http`);
    expect(mail!.text).toContain('/likes/matches\n');
    expect(mail!.text).not.toContain(translate('en', 'mail.like.button'));
    expect(mail!.headers!['List-Unsubscribe']).toContain('.like.');
    expectWellFormed(mail!);

    // With mails about likes off, no match mail either.
    await call(cid, 'PUT', '/api/notifications.php', { type: 'like', enabled: false });
    await call(cid, 'POST', '/api/like.php', { member_id: ann.id });
    await call(ann, 'POST', '/api/like.php', { member_id: cid.id });
    expect(await mailsTo(cid)).toEqual([]);
  });
});

describe('the hourly round', () => {
  it('sends the unread digest, the weekly update and the activation reminder, once each (also after an unsubscribe from another type)', async () => {
    const [ann, bob, cid] = [await member('Ann'), await member('Bob'), await member('Cid')];
    const newcomer = await member('Nina');
    const late = await member('Lou', { active: false });
    await call(bob, 'PUT', '/api/notifications.php', { type: 'new_conversations', enabled: false });
    await write(ann, bob, 'One');
    await write(ann, bob, 'Two');
    await drain();
    // A day passes: Bob's messages are still unread, Lou has not confirmed.
    await t.db.query(
      `update messages set created_at = now() - interval '25 hours'
       where conversation_id in (select conversation_id from conversation_members where member_id = $1)`,
      [bob.id],
    );
    await t.db.query(
      `update members set created_at = now() - interval '2 days' where id = any($1)`,
      [[bob.id, cid.id, late.id]],
    );
    // Nina is new this week and fits Cid (same country, the other gender, of an age).
    await t.db.query(`update profiles set gender = 'male' where member_id = $1`, [cid.id]);
    await t.db.query(`update profiles set gender = 'female' where member_id = $1`, [newcomer.id]);
    // Bob and Cid unsubscribed from one type with a mail's link: that type only is off for them.
    await t.db.query(
      `update members set mail_off = array['like'], mail_disabled = array['listunsubscribe']
       where id = any($1)`,
      [[bob.id, cid.id]],
    );
    const before: number[] = [];
    for (const m of [bob, cid, late]) before.push((await mailsTo(m)).length);

    const rounds = t.app.jobs;
    await t.db
      .query(`insert into jobs (kind, payload, recurring) values ('notification_rounds', '{}', true)
      on conflict do nothing`);
    await rounds.runDue();
    await drain();
    const [bobMails, cidMails, louMails] = await Promise.all(
      [bob, cid, late].map(async (m, i) => (await mailsTo(m)).slice(0, -before[i]! || undefined)),
    );
    expect(bobMails!.map((m) => m.subject)).toContain(
      '2 unread messages waiting for you on Hartjes Demo',
    );
    expect(cidMails!.map((m) => m.subject)).toContain('New members for you on Hartjes Demo');
    expect(cidMails!.find((m) => m.subject.startsWith('New members'))!.text).toContain('Nina');
    expect(louMails!.map((m) => m.subject)).toEqual([
      'Please confirm your e-mail address for Hartjes Demo',
    ]);
    for (const mail of [...bobMails!, ...cidMails!, ...louMails!]) expectWellFormed(mail);

    // The next round within the intervals sends nothing more.
    const count = async () =>
      (await drain()) ??
      (await Promise.all([bob, cid, late].map(async (m) => (await mailsTo(m)).length))).reduce(
        (a, b) => a + b,
      );
    const after = await count();
    await t.db.query(`update jobs set run_at = now() where kind = 'notification_rounds'`);
    await rounds.runDue();
    expect(await count()).toBe(after);
  });
});

describe('unsubscribe', () => {
  const secretToken = async (memberId: number, type: 'like' | 'new_messages') => {
    // The token the mails carry: read it from a mail.
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    void memberId;
    void type;
    await call(ann, 'POST', '/api/like.php', { member_id: bob.id });
    const [mail] = await mailsTo(bob);
    const token = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get(
      'token',
    )!;
    return { bob, token, mail: mail! };
  };

  it('works with the one-click POST of RFC 8058 and with the page, without a session', async () => {
    const { bob, token, mail } = await secretToken(0, 'like');
    // The link in the footer opens the page with the same token.
    expect(mail.text).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);
    const info = await call(null, 'GET', `/api/unsubscribe.php?token=${token}`);
    expect(info.json()).toEqual({ type: 'like', unsubscribed: false });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ type: 'like', unsubscribed: true });
    const settings = (await call(bob, 'GET', '/api/notifications.php')).json();
    expect(settings.types.like).toBe(false);
    expect(settings.types.new_messages).toBe(true);
    expect(settings.disabled).toEqual(['listunsubscribe']);
    const user = (await call(bob, 'GET', '/api/user.php')).json().user;
    expect(user.notifications_disabled).toEqual(['listunsubscribe']);
    // The page's button (JSON, no session) answers the same again.
    expect((await call(null, 'POST', `/api/unsubscribe.php?token=${token}`, {})).json()).toEqual({
      type: 'like',
      unsubscribed: true,
    });
    // Turning a type on again takes the reason back.
    await call(bob, 'PUT', '/api/notifications.php', { type: 'like', enabled: true });
    expect((await call(bob, 'GET', '/api/notifications.php')).json().disabled).toEqual([]);
  });

  it('keeps the reason while a type the link turned off stays off, whatever else is switched', async () => {
    const { bob, token } = await secretToken(0, 'like');
    // Bob turned news off himself, then unsubscribed from likes in a mail.
    await call(bob, 'PUT', '/api/notifications.php', { type: 'news', enabled: false });
    await call(null, 'POST', `/api/unsubscribe.php?token=${token}`, {});
    const switched = async (type: string, enabled: boolean) =>
      (await call(bob, 'PUT', '/api/notifications.php', { type, enabled })).json();
    // Switching other types, on or off, leaves the reason (and its warning).
    expect((await switched('news', true)).disabled).toEqual(['listunsubscribe']);
    expect((await switched('promotions', false)).disabled).toEqual(['listunsubscribe']);
    // Turning likes on again takes it back, though promotions stay off.
    const on = await switched('like', true);
    expect(on.disabled).toEqual([]);
    expect(on.types.promotions).toBe(false);
    expect((await call(bob, 'GET', '/api/user.php')).json().user.notifications_disabled).toEqual(
      [],
    );
    // Turning likes off in the settings is no unsubscribe: no reason comes back.
    expect((await switched('like', false)).disabled).toEqual([]);
  });

  it('takes the one-click POST as multipart/form-data (RFC 8058 3.1) or with no body', async () => {
    const { bob, token } = await secretToken(0, 'like');
    // What `curl -F 'List-Unsubscribe=One-Click'` sends.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ type: 'like', unsubscribed: true });
    expect((await call(bob, 'GET', '/api/notifications.php')).json().types.like).toBe(false);

    await call(bob, 'PUT', '/api/notifications.php', { type: 'like', enabled: true });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
    });
    expect(empty.statusCode).toBe(200);
    expect((await call(bob, 'GET', '/api/notifications.php')).json().types.like).toBe(false);

    // The one-click body stays small, whatever its form.
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n${'a'.repeat(1024 * 1024)}\r\n--b--\r\n`,
    });
    expect(big.statusCode).toBe(413);
  });

  it('refuses a token that is not signed for this member and type, and bad input', async () => {
    const { bob, token } = await secretToken(0, 'like');
    const [id, , mac] = token.split('.');
    const forged = [
      `${id}.new_messages.${mac}`,
      `${bob.id + 1}.like.${mac}`,
      makeUnsubscribeToken('another secret', bob.id, 'like'),
      `${id}.like.${'A'.repeat(43)}`,
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(
          null,
          method,
          `/api/unsubscribe.php?token=${bad}`,
          method === 'POST' ? {} : undefined,
        );
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.json().error.code).toBe('token_invalid');
      }
    }
    for (const bad of ['', 'abc', `${id}.like`, `${id}.like.${mac}x`, `x.like.${mac}`]) {
      const res = await call(null, 'GET', `/api/unsubscribe.php?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call(null, 'GET', '/api/unsubscribe.php')).statusCode).toBe(400);
    // From another site's page the POST is refused, token or not.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(bob, 'GET', '/api/notifications.php')).json().types.like).toBe(true);
  });
});

describe('bounces and complaints from the mail provider', () => {
  const events = (body: unknown, auth?: string) =>
    call(null, 'POST', '/api/mail-events.php', body, auth ? { authorization: auth } : {});

  it('stops mail for a bounce or a complaint, and tells the member which', async () => {
    const [ann, bob, cid] = [await member('Ann'), await member('Bob'), await member('Cid')];
    const res = await events(
      {
        events: [
          { type: 'bounce', email: (await emailOf(bob)).toUpperCase() },
          { type: 'complaint', email: await emailOf(cid) },
          { type: 'bounce', email: 'nobody@notify.test' },
        ],
      },
      `Bearer ${SECRET}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, members: 2 });
    expect((await call(bob, 'GET', '/api/user.php')).json().user.notifications_disabled).toEqual([
      'bounce',
    ]);
    expect((await call(cid, 'GET', '/api/user.php')).json().user.notifications_disabled).toEqual([
      'fbl',
    ]);
    await write(ann, bob, 'Hello');
    await write(ann, cid, 'Hello');
    expect(await mailsTo(bob)).toEqual([]);
    expect(await mailsTo(cid)).toEqual([]);
    // Cid takes mail back; Bob's way back is a new address.
    await call(cid, 'PUT', '/api/notifications.php', { resume: true });
    expect((await call(cid, 'GET', '/api/user.php')).json().user.notifications_disabled).toEqual(
      [],
    );
    await t.db.query(
      `update members set email = 'bob-new-' || id || '@notify.test',
         mail_disabled = array_remove(mail_disabled, 'bounce') where id = $1`,
      [bob.id],
    );
  });

  it('refuses calls without the shared secret, and bad bodies', async () => {
    const body = { events: [{ type: 'bounce', email: 'a@notify.test' }] };
    expect((await events(body)).statusCode).toBe(403);
    expect((await events(body, 'Bearer wrong')).statusCode).toBe(403);
    expect((await events(body, `Bearer ${SECRET}x`)).statusCode).toBe(403);
    expect((await events(body, SECRET)).statusCode).toBe(200);
    for (const bad of [
      {},
      { events: [] },
      { events: [{ type: 'spam', email: 'a@notify.test' }] },
      { events: [{ type: 'bounce', email: 'not-an-address' }] },
      { events: [{ type: 'bounce', email: 'a@notify.test', extra: true }] },
    ])
      expect((await events(bad, `Bearer ${SECRET}`)).statusCode, JSON.stringify(bad)).toBe(400);
  });

  it('refuses every call when no secret is configured', async () => {
    const other = await createTestApp({ shareDbWith: t });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/mail-events.php',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
        payload: JSON.stringify({ events: [{ type: 'bounce', email: 'a@notify.test' }] }),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await other.app.close();
    }
  });

  it('a confirmed new address takes mail back after a bounce', async () => {
    const bob = await member('Bob');
    await t.db.query(`update members set mail_disabled = '{bounce}' where id = $1`, [bob.id]);
    const change = await call(bob, 'POST', '/api/email-change.php', {
      new_email: `bob-${randomBytes(3).toString('hex')}@notify.test`,
      password: 'correct horse',
    });
    expect(change.statusCode, change.body).toBe(200);
    await drain();
    const { mails } = (await t.app.inject('/dev/mail.json')).json() as { mails: TOutboxMail[] };
    const link = mails
      .map((m) => m.text.match(/https?:\/\/\S*mail-change\/do\?token=\S+/)?.[0])
      .find(Boolean)!;
    const token = new URL(link).searchParams.get('token')!;
    const done = await call(null, 'POST', '/api/email-change-do.php', { token });
    expect(done.statusCode).toBe(200);
    expect((await call(bob, 'GET', '/api/user.php')).json().user.notifications_disabled).toEqual(
      [],
    );
  });
});

describe('the page-hidden beacon', () => {
  it('answers 204 to members and visitors, and refuses a body that is not empty JSON', async () => {
    const ann = await member('Ann');
    expect((await call(ann, 'POST', '/api/page-hidden.php', {})).statusCode).toBe(204);
    expect((await call(null, 'POST', '/api/page-hidden.php', {})).statusCode).toBe(204);
    expect((await call(ann, 'POST', '/api/page-hidden.php', { hidden: true })).statusCode).toBe(
      400,
    );
    expect((await call(ann, 'POST', '/api/page-hidden.php', [])).statusCode).toBe(400);
  });
});

describe('notification mails over SMTP', () => {
  it('carry the List-Unsubscribe headers to the mail server', async () => {
    const smtp = await startSmtpSink();
    const other = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const ann = await signUpMember(other.app, other.db, { email: 'ann@smtp.test', name: 'Ann' });
      const bob = await signUpMember(other.app, other.db, { email: 'bob@smtp.test', name: 'Bob' });
      await other.db.query(`update members set language = 'en' where id = $1`, [bob.id]);
      await other.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie: ann.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ member_id: bob.id }),
      });
      await other.db.query(`update jobs set run_at = now() where kind = 'notify_member'`);
      while ((await other.app.jobs.runDue()) > 0);
      const mail = smtp.received.find(
        (m) => m.to === 'bob@smtp.test' && m.subject.includes('likes'),
      );
      expect(mail?.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/\S+\/api\/unsubscribe\.php\?token=\S+>$/,
      );
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail?.text).toContain('/unsubscribe?token=');
    } finally {
      await other.close();
      await smtp.close();
    }
  });
});
