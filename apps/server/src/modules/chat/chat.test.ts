import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import { ZApiError } from '@cupido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_URL, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { changeCredits } from '../credits/index.ts';

let t: TTestApp;
let seq = 0;

async function member(name: string, opts: { active?: boolean; credits?: number } = {}) {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${++seq}@chat.test`,
    name,
    active: opts.active,
  });
  if (opts.credits !== undefined) await setCredits(m, opts.credits);
  return m;
}

/** Brings a member's balance to `credits` through the ledger, so the ledger keeps summing up. */
async function setCredits(m: TTestMember, credits: number) {
  const [row] = await t.db.query<{ credits: number }>('select credits from members where id = $1', [
    m.id,
  ]);
  const delta = credits - row!.credits;
  if (delta !== 0)
    await t.db.transaction((tx) =>
      changeCredits(tx, { memberId: m.id, delta, reason: 'test_grant', reference: randomUUID() }),
    );
}

const lang = { 'accept-language': 'en' };
const get = (as: TTestMember | null, url: string) =>
  t.app.inject({ url, headers: { ...lang, ...(as ? { cookie: as.cookie } : {}) } });
const call = (
  as: TTestMember | null,
  method: 'POST' | 'DELETE' | 'PUT',
  url: string,
  body: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...lang,
      ...(as ? { cookie: as.cookie } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
const say = (
  from: TTestMember,
  to: { member_id: number } | { conversation_id: number },
  text: string,
  clientId = randomUUID(),
) => call(from, 'POST', '/api/message.php', { client_id: clientId, type: 'text', text, ...to });

async function balance(m: TTestMember) {
  const [row] = await t.db.query<{ credits: number; bonus_credits: number; ledger: number }>(
    `select credits, bonus_credits,
            (select coalesce(sum(delta), 0)::int from credit_ledger where member_id = $1) as ledger
     from members where id = $1`,
    [m.id],
  );
  return row!;
}

async function photoUpload(from: TTestMember, fields: Record<string, string | number>) {
  const file = await sharp({
    create: { width: 200, height: 160, channels: 3, background: '#c2255c' },
  })
    .withExif({ IFD0: { Copyright: 'secret place' } })
    .jpeg()
    .toBuffer();
  const b = 'chatb0undary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/message-photo.php',
    headers: {
      ...lang,
      cookie: from.cookie,
      'x-request-type': 'client',
      'content-type': `multipart/form-data; boundary=${b}`,
    },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGES_PER_MINUTE: '5000' } });
});
afterAll(async () => {
  await t?.close();
});

describe('a conversation', () => {
  it('is started by a message, listed for both, read, and shows read receipts', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const sent = await say(ann, { member_id: bea.id }, 'Hello Bea!');
    expect(sent.statusCode).toBe(200);
    const { message, credits } = sent.json();
    expect(message).toMatchObject({ mine: true, type: 'text', text: 'Hello Bea!', state: 'sent' });
    expect(credits).toBe(9);

    const list = (await get(bea, '/api/chats.php')).json();
    expect(list.unread_total).toBe(1);
    expect(list.chats).toHaveLength(1);
    expect(list.chats[0]).toMatchObject({
      id: message.conversation_id,
      num_unread_messages: 1,
      profile: { id: ann.id, name: 'Ann', is_fictional: false, is_confirmed: true },
      last_message: { type: 'text', text: 'Hello Bea!', mine: false },
    });
    expect((await get(bea, '/api/user.php')).json().user.unread_messages).toBe(1);

    const opened = (await get(bea, `/api/chat.php?id=${message.conversation_id}`)).json();
    expect(opened.messages.map((m: { text: string }) => m.text)).toEqual(['Hello Bea!']);
    expect(opened).toMatchObject({ blocker: null, costs: { text: 1, photo: 2, gift: 5 } });
    expect(
      (await call(bea, 'POST', '/api/chat-read.php', { conversation_id: message.conversation_id }))
        .statusCode,
    ).toBe(200);
    expect((await get(bea, '/api/chats.php')).json().unread_total).toBe(0);
    const seen = (await get(ann, `/api/chat.php?member_id=${bea.id}`)).json();
    expect(seen.messages[0].state).toBe('read');

    // Read receipts off on either side: 'read' is no longer shown.
    await call(bea, 'PUT', '/api/privacy.php', { read_receipts: false });
    expect((await get(ann, `/api/chat.php?member_id=${bea.id}`)).json().messages[0].state).toBe(
      'sent',
    );
    expect((await get(bea, '/api/user.php')).json().user.read_receipts).toBe(false);
  });

  it('spends the sign-up credits first and keeps the ledger equal to the balance', async () => {
    const ann = await member('Ann');
    const bea = await member('Bea');
    expect(await balance(ann)).toMatchObject({ credits: 3, bonus_credits: 3, ledger: 3 });
    await setCredits(ann, 10);
    await say(ann, { member_id: bea.id }, 'one');
    await say(ann, { member_id: bea.id }, 'two');
    expect(await balance(ann)).toMatchObject({ credits: 8, bonus_credits: 1, ledger: 8 });
  });

  it('sends gifts and pictures at their own prices; pictures are for the pair only', async () => {
    const ann = await member('Ann', { credits: 20 });
    const bea = await member('Bea');
    const eve = await member('Eve');
    const gift = await call(ann, 'POST', '/api/message.php', {
      client_id: randomUUID(),
      member_id: bea.id,
      type: 'gift',
      gift: 'rose',
    });
    expect(gift.json()).toMatchObject({ message: { type: 'gift', gift: 'rose' }, credits: 15 });
    const conversation = gift.json().message.conversation_id;

    const pic = await photoUpload(ann, { client_id: randomUUID(), conversation_id: conversation });
    expect(pic.statusCode).toBe(200);
    const { message, credits } = pic.json();
    expect(credits).toBe(13);
    const thumb = await get(bea, message.photo.thumb);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await get(eve, message.photo.full)).statusCode).toBe(404);
    expect((await get(null, message.photo.full)).statusCode).toBe(401);

    expect(
      (await call(bea, 'DELETE', '/api/message-photo.php', { message_id: message.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(ann, 'DELETE', '/api/message-photo.php', { message_id: message.id })).statusCode,
    ).toBe(200);
    expect((await get(bea, message.photo.thumb)).statusCode).toBe(404);
    const after = (await get(bea, `/api/chat.php?id=${conversation}`)).json();
    expect(after.messages.at(-1)).toMatchObject({ type: 'photo', photo: null });
  });

  it('hides messages beyond the history limit and says so', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const first = (await say(ann, { member_id: bea.id }, 'long ago')).json().message;
    await say(ann, { member_id: bea.id }, 'today');
    await t.db.query(`update messages set created_at = now() - interval '400 days' where id = $1`, [
      first.id,
    ]);
    const opened = (await get(bea, `/api/chat.php?id=${first.conversation_id}`)).json();
    expect(opened.messages.map((m: { text: string }) => m.text)).toEqual(['today']);
    expect(opened.history_limited).toBe(true);
    // The list previews no message the conversation hides.
    await t.db.query(
      `update messages set created_at = now() - interval '400 days' where conversation_id = $1`,
      [first.conversation_id],
    );
    const [listed] = (await get(bea, '/api/chats.php')).json().chats;
    expect(listed).toMatchObject({ id: first.conversation_id, last_message: null });
  });

  it('pages back through older messages', async () => {
    const ann = await member('Ann', { credits: 100 });
    const bea = await member('Bea');
    let conversation = 0;
    for (let i = 1; i <= 35; i++)
      conversation = (await say(ann, { member_id: bea.id }, `m${i}`)).json().message
        .conversation_id;
    const opened = (await get(bea, `/api/chat.php?id=${conversation}`)).json();
    expect(opened.messages).toHaveLength(30);
    expect(opened.messages[0].text).toBe('m6');
    expect(opened.has_older).toBe(true);
    const older = (
      await get(
        bea,
        `/api/messages.php?conversation_id=${conversation}&before=${opened.messages[0].id}`,
      )
    ).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(older).toMatchObject({ has_older: false, history_limited: false });
  });

  it('is removed from one list at once, and comes back with only new messages', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea', { credits: 10 });
    const id = (await say(ann, { member_id: bea.id }, 'before')).json().message.conversation_id;
    expect((await call(ann, 'DELETE', '/api/chat.php', { conversation: id })).statusCode).toBe(200);
    expect((await get(ann, '/api/chats.php')).json().chats).toEqual([]);
    expect((await get(bea, '/api/chats.php')).json().chats).toHaveLength(1);
    await say(bea, { conversation_id: id }, 'after');
    const back = (await get(ann, '/api/chats.php')).json();
    expect(back.chats[0]).toMatchObject({ id, num_unread_messages: 1 });
    const opened = (await get(ann, `/api/chat.php?id=${id}`)).json();
    expect(opened.messages.map((m: { text: string }) => m.text)).toEqual(['after']);
  });
});

describe('DELETE /api/chat.php', () => {
  it("takes the conversation by the spec's name or by conversation_id, and refuses a bad one", async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea', { credits: 10 });
    const cid = async () =>
      (await say(ann, { member_id: bea.id }, 'hi')).json().message.conversation_id as number;
    const id = await cid();
    const byId = await call(ann, 'DELETE', '/api/chat.php', { conversation_id: id });
    expect(byId.statusCode).toBe(200);
    expect((await get(ann, '/api/chats.php')).json().chats).toEqual([]);
    await cid();
    expect((await call(ann, 'DELETE', '/api/chat.php', { conversation: id })).json()).toEqual({
      ok: true,
    });
    expect((await get(ann, '/api/chats.php')).json().chats).toEqual([]);

    const missing = await call(ann, 'DELETE', '/api/chat.php', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ conversation: 'This field is required.' });
    const bad = await call(ann, 'DELETE', '/api/chat.php', { conversation: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['conversation']);
    expect(bad.json().error.fields.conversation).not.toMatch(/field\./);
    const both = await call(ann, 'DELETE', '/api/chat.php', {
      conversation: id,
      conversation_id: id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ conversation: 'This value is not valid.' });
    const extra = await call(ann, 'DELETE', '/api/chat.php', { conversation: id, other: 1 });
    expect(extra.statusCode).toBe(400);
    // Not the member's conversation: as if there were none.
    const eve = await member('Eve');
    expect((await call(eve, 'DELETE', '/api/chat.php', { conversation: id })).statusCode).toBe(404);
    expect((await get(bea, '/api/chats.php')).json().chats).toHaveLength(1);
  });
});

describe('credits and rules', () => {
  it('refuses a message the balance does not cover, with the partner named and a 402', async () => {
    const ann = await member('Ann', { credits: 0 });
    const bea = await member('Bea');
    const res = await say(ann, { member_id: bea.id }, 'Hi');
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({
      code: 'insufficient_credits',
      message: 'You do not have enough credits to send this message to Bea.',
    });
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { cookie: ann.cookie, 'accept-language': 'de', 'content-type': 'application/json' },
      payload: JSON.stringify({
        client_id: randomUUID(),
        member_id: bea.id,
        type: 'text',
        text: 'Hi',
      }),
    });
    expect(de.json().error.message).toContain('Bea');
    expect(de.json().error.message).not.toBe(res.json().error.message);
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from messages where sender_id = $1',
      [ann.id],
    );
    expect(n).toBe(0);
  });

  it('free members write in at most 2 conversations; premium members in more', async () => {
    const ann = await member('Ann', { credits: 20 });
    const [b, c, d] = [await member('Bo'), await member('Cy'), await member('Di')];
    expect((await say(ann, { member_id: b.id }, 'hi')).statusCode).toBe(200);
    expect((await say(ann, { member_id: c.id }, 'hi')).statusCode).toBe(200);
    const third = await say(ann, { member_id: d.id }, 'hi');
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toEqual({
      code: 'premium_required',
      message: 'This feature is only available for premium members.',
    });
    expect((await get(ann, `/api/chat.php?member_id=${d.id}`)).json().blocker).toBe(
      'premium_required',
    );
    expect((await say(ann, { member_id: b.id }, 'still fine')).statusCode).toBe(200);
    await t.db.query('update members set paid_user = true where id = $1', [ann.id]);
    expect((await say(ann, { member_id: d.id }, 'hi')).statusCode).toBe(200);
  });

  it('a not_confirmed member can write but cannot get replies; the other side sees why', async () => {
    const una = await member('Una', { active: false, credits: 5 });
    const bea = await member('Bea', { credits: 5 });
    const first = await say(una, { member_id: bea.id }, 'Hi from Una');
    expect(first.statusCode).toBe(200);
    const id = first.json().message.conversation_id;
    const opened = (await get(bea, `/api/chat.php?id=${id}`)).json();
    expect(opened.blocker).toBe('partner_not_confirmed');
    expect(opened.partner.is_confirmed).toBe(false);
    const reply = await say(bea, { conversation_id: id }, 'Hi Una');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.message).toBe(
      'Una has not confirmed their e-mail address yet, so you cannot reply for now.',
    );
    expect((await balance(bea)).credits).toBe(5);
  });
});

// PGlite runs one transaction at a time, so these pass there whatever the locking does; they run
// on PostgreSQL (DATABASE_URL), where concurrent transactions can break them.
describe.runIf(DATABASE_URL)('on PostgreSQL: concurrent sends', () => {
  it('1,000 concurrent sends against 10 credits: exactly 10 messages, balance 0, ledger sums up', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => say(ann, { member_id: bea.id }, `hello ${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(990);
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from messages where sender_id = $1',
      [ann.id],
    );
    expect(n).toBe(10);
    expect(await balance(ann)).toMatchObject({ credits: 0, ledger: 0 });
    const [{ lowest } = { lowest: -1 }] = await t.db.query<{ lowest: number }>(
      'select min(balance_after)::int as lowest from credit_ledger where member_id = $1',
      [ann.id],
    );
    expect(lowest).toBe(0);
  });

  it('the same client id sent 50 times at once makes one message and one charge', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const clientId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => say(ann, { member_id: bea.id }, 'only once', clientId)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().message.id)).size).toBe(1);
    const [{ n, charges } = { n: -1, charges: -1 }] = await t.db.query<{
      n: number;
      charges: number;
    }>(
      `select (select count(*)::int from messages where sender_id = $1) as n,
              (select count(*)::int from credit_ledger where member_id = $1 and reason like 'message%') as charges`,
      [ann.id],
    );
    expect({ n, charges }).toEqual({ n: 1, charges: 1 });
    expect((await balance(ann)).credits).toBe(9);
    // The same id for a different message is a conflict, not a second message.
    const other = await call(ann, 'POST', '/api/message.php', {
      client_id: clientId,
      member_id: bea.id,
      type: 'gift',
      gift: 'rose',
    });
    expect(other.statusCode).toBe(409);
    const otherText = await say(ann, { member_id: bea.id }, 'something else', clientId);
    expect(otherText.statusCode).toBe(409);
    expect(otherText.json().error.code).toBe('message_conflict');
  });
});

describe('privacy and access', () => {
  it('nobody else can read, page, send into, mark, delete or see pictures of a conversation', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const eve = await member('Eve', { credits: 10 });
    const id = (await say(ann, { member_id: bea.id }, 'private')).json().message.conversation_id;
    expect((await get(eve, `/api/chat.php?id=${id}`)).statusCode).toBe(404);
    expect(
      (await get(eve, `/api/messages.php?conversation_id=${id}&before=999999`)).statusCode,
    ).toBe(404);
    expect((await say(eve, { conversation_id: id }, 'let me in')).statusCode).toBe(404);
    expect(
      (await call(eve, 'POST', '/api/chat-read.php', { conversation_id: id })).statusCode,
    ).toBe(404);
    expect((await call(eve, 'DELETE', '/api/chat.php', { conversation_id: id })).statusCode).toBe(
      404,
    );
    expect((await get(ann, '/api/chats.php')).json().chats).toHaveLength(1);
    for (const [method, url] of [
      ['GET', '/api/chats.php'],
      ['GET', `/api/chat.php?id=${id}`],
      ['GET', `/api/messages.php?conversation_id=${id}&before=9`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('authentication_required');
    }
    expect((await say({ ...ann, cookie: '' }, { conversation_id: id }, 'x')).statusCode).toBe(401);
  });

  it('blocking deletes the conversation and its pictures; the blocked member is refused by name', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea', { credits: 10 });
    const id = (await say(ann, { member_id: bea.id }, 'hi')).json().message.conversation_id;
    const pic = (await photoUpload(bea, { client_id: randomUUID(), conversation_id: id })).json();
    const key = /file=([a-f0-9]+)/.exec(pic.message.photo.thumb)![1]!;
    expect((await call(bea, 'POST', '/api/block.php', { member_id: ann.id })).statusCode).toBe(200);
    expect((await get(ann, '/api/chats.php')).json().chats).toEqual([]);
    expect((await get(bea, '/api/chats.php')).json().chats).toEqual([]);
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from messages where conversation_id = $1',
      [id],
    );
    expect(n).toBe(0);
    expect(readdirSync(t.dataDir + '/uploads').some((f) => f.startsWith(key))).toBe(false);
    const refused = await say(ann, { member_id: bea.id }, 'hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "You're blocked by Bea. You do not have access to this page.",
    );
    expect((await get(ann, `/api/chat.php?member_id=${bea.id}`)).json().error.code).toBe(
      'blocked_by_member',
    );
    expect((await say(bea, { member_id: ann.id }, 'hi')).statusCode).toBe(403);
  });

  it('invisible and private members cannot be messaged first, but their contacts keep writing', async () => {
    const ivy = await member('Ivy', { credits: 10 });
    const pia = await member('Pia', { credits: 10 });
    const friend = await member('Fay', { credits: 10 });
    const stranger = await member('Sam', { credits: 10 });
    await say(ivy, { member_id: friend.id }, 'I wrote first');
    await say(pia, { member_id: friend.id }, 'me too');
    await call(ivy, 'PUT', '/api/privacy.php', { invisible: true });
    await call(pia, 'PUT', '/api/privacy.php', { privacy_mode: true });
    for (const hidden of [ivy, pia]) {
      const res = await say(stranger, { member_id: hidden.id }, 'hi');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('recipient_unavailable');
      expect((await say(friend, { member_id: hidden.id }, 'hi back')).statusCode).toBe(200);
    }
    // Ivy may still write first herself.
    expect((await say(ivy, { member_id: stranger.id }, 'hello')).statusCode).toBe(200);
    expect((await say(stranger, { member_id: ivy.id }, 'now I can answer')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 with the field named, never 500', async () => {
    const ann = await member('Ann', { credits: 10 });
    const bea = await member('Bea');
    const cases: [unknown, string][] = [
      [{ client_id: randomUUID(), member_id: bea.id, type: 'text', text: '   ' }, 'text'],
      [{ client_id: randomUUID(), member_id: bea.id, type: 'text' }, 'text'],
      [{ client_id: randomUUID(), member_id: bea.id, type: 'text', text: 5 }, 'text'],
      [{ client_id: randomUUID(), member_id: bea.id, type: 'video' }, 'type'],
      [{ client_id: randomUUID(), member_id: bea.id, type: 'gift', gift: 'yacht' }, 'gift'],
      [{ client_id: 'not-a-uuid', member_id: bea.id, type: 'text', text: 'x' }, 'client_id'],
      [{ client_id: randomUUID(), type: 'text', text: 'x' }, 'conversation_id'],
      [
        { client_id: randomUUID(), member_id: bea.id, conversation_id: 1, type: 'text', text: 'x' },
        'member_id',
      ],
      [{ client_id: randomUUID(), member_id: -3, type: 'text', text: 'x' }, 'member_id'],
      [{ client_id: randomUUID(), member_id: bea.id, type: 'text', text: 'x', extra: 1 }, 'extra'],
      [{ client_id: randomUUID(), member_id: ann.id, type: 'text', text: 'me' }, 'member_id'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ann, 'POST', '/api/message.php', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(body)).toContain(field);
    }
    const long = await say(ann, { member_id: bea.id }, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    // The limit is a counted word's number: written in the locale's digits.
    expect(long.json().error.fields.text).toBe(
      'Your message is too long: at most 1,000 characters.',
    );
    expect((await say(ann, { conversation_id: 987654 }, 'x')).statusCode).toBe(404);
    expect((await say(ann, { member_id: 987654 }, 'x')).statusCode).toBe(404);
    expect((await get(ann, '/api/chat.php?id=abc')).statusCode).toBe(400);
    expect((await get(ann, '/api/chat.php')).statusCode).toBe(400);
    expect((await get(ann, '/api/chat.php?id=987654')).statusCode).toBe(404);
    expect((await call(ann, 'DELETE', '/api/chat.php', {})).statusCode).toBe(400);
    expect((await get(ann, '/api/chat-photo.php?file=../../etc&size=full')).statusCode).toBe(400);
    const noFile = await photoUpload(ann, { client_id: 'x', member_id: bea.id });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.client_id).toBeTruthy();
    expect((await balance(ann)).credits).toBe(10);
    expect(existsSync(t.dataDir)).toBe(true);
  });

  it('random bodies and queries from a logged-in member never cause a 500', async () => {
    const ann = await member('Ann', { credits: 1000 });
    const bea = await member('Bea');
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.constant(bea.id),
      fc.constant(null),
      fc.boolean(),
      fc.constant(randomUUID()),
      fc.constantFrom('text', 'gift', 'photo', 'rose'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['POST', '/api/message.php'],
          ['POST', '/api/chat-read.php'],
          ['DELETE', '/api/chat.php'],
          ['DELETE', '/api/message-photo.php'],
        ),
        fc.dictionary(
          fc.constantFrom(
            'client_id',
            'member_id',
            'conversation_id',
            'type',
            'text',
            'gift',
            'message_id',
            'x',
          ),
          value,
        ),
        async ([method, url], body) => {
          const res = await call(ann, method as 'POST' | 'DELETE', url, body);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(ZApiError.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/chat.php', '/api/messages.php', '/api/chat-photo.php'),
        fc.dictionary(
          fc.constantFrom('id', 'member_id', 'conversation_id', 'before', 'file', 'size'),
          fc.string({ maxLength: 12 }),
        ),
        async (url, query) => {
          const res = await get(ann, `${url}?${new URLSearchParams(query)}`);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
