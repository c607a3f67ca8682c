import { randomUUID } from 'node:crypto';
import { MESSAGE_LENGTH_MAX } from '@cupido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { DEMO_SITES } from '../demo/index.ts';
import { ZSiteConfig } from '../sites/index.ts';
import { writeMessage } from './send-message.repo.ts';

let t: TTestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const member = (app: TTestApp, name: string) =>
  signUpMember(app.app, app.db, { email: `${name.toLowerCase()}-${++seq}@invariants.test`, name });

const say = (app: TTestApp, from: TTestMember, to: TTestMember, text: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { cookie: from.cookie, 'accept-language': 'en', 'content-type': 'application/json' },
    payload: JSON.stringify({ client_id: randomUUID(), member_id: to.id, type: 'text', text }),
  });

describe('a stored message', () => {
  it('carries what its kind says, and a photo message may lose its picture', async () => {
    const ann = await member(t, 'Ann');
    const bea = await member(t, 'Bea');
    const sent = await say(t, ann, bea, 'hello');
    expect(sent.statusCode).toBe(200);
    const { id, conversation_id: conversation } = sent.json().message;

    const insert = (kind: string, body: string | null, gift: string | null, photo: string | null) =>
      t.db.query(
        `insert into messages (conversation_id, sender_id, client_id, kind, body, gift, photo_key)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [conversation, ann.id, randomUUID(), kind, body, gift, photo],
      );
    const key = () => randomUUID().replaceAll('-', '');
    const checkViolation = { code: '23514' };
    for (const [kind, body, gift, photo] of [
      ['text', null, null, null],
      ['text', 'hi', 'rose', null],
      ['text', 'hi', null, key()],
      ['gift', null, null, null],
      ['gift', 'hi', 'rose', null],
      ['gift', null, 'rose', key()],
      ['photo', 'hi', null, key()],
      ['photo', null, 'rose', key()],
    ] as const)
      await expect(
        insert(kind, body, gift, photo),
        `${kind} ${body} ${gift} ${photo}`,
      ).rejects.toMatchObject(checkViolation);
    await expect(
      t.db.query(`update messages set gift = 'rose' where id = $1`, [id]),
    ).rejects.toMatchObject(checkViolation);
    await expect(
      t.db.query(`update messages set body = null where id = $1`, [id]),
    ).rejects.toMatchObject(checkViolation);

    // What the chat stores: a text, a gift, a photo; deleting the picture keeps the message.
    await insert('text', 'hi', null, null);
    await insert('gift', null, 'rose', null);
    const [photo] = await insert('photo', null, null, key());
    await t.db.query('update messages set photo_key = null where id = $1', [
      (photo as { id: number }).id,
    ]);
  });
});

describe("a site's message_length", () => {
  it('is at most the contract limit, and a site at that limit takes a message of that length', async () => {
    const config = DEMO_SITES[0]!.config;
    expect(ZSiteConfig.safeParse({ ...config, message_length: MESSAGE_LENGTH_MAX }).success).toBe(
      true,
    );
    expect(
      ZSiteConfig.safeParse({ ...config, message_length: MESSAGE_LENGTH_MAX + 1 }).success,
    ).toBe(false);

    await t.db.query(`update sites set config = jsonb_set(config, '{message_length}', $1::jsonb)`, [
      JSON.stringify(MESSAGE_LENGTH_MAX),
    ]);
    // A second instance on the same database reads the changed settings.
    const second = await createTestApp({ shareDbWith: t });
    try {
      const ann = await member(second, 'Ann');
      const bea = await member(second, 'Bea');
      const settings = await second.app.inject({ url: '/api/settings.php' });
      expect(settings.json().settings.message_length).toBe(MESSAGE_LENGTH_MAX);
      expect((await say(second, ann, bea, 'x'.repeat(MESSAGE_LENGTH_MAX))).statusCode).toBe(200);
      const long = await say(second, ann, bea, 'x'.repeat(MESSAGE_LENGTH_MAX + 1));
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().error.fields)).toEqual(['text']);
    } finally {
      await second.close();
    }
  });
});

describe("a message's charge", () => {
  it('that the balance does not cover fails the write: no message, no ledger row, nothing moved', async () => {
    // The send checks the balance under the sender's lock first; this is the statement's own
    // guard, which its COMMIT (sent with it) relies on.
    const ann = await member(t, 'Ann');
    const bea = await member(t, 'Bea');
    const sent = await say(t, ann, bea, 'hello');
    expect(sent.statusCode).toBe(200);
    const conversationId = sent.json().message.conversation_id as number;
    await t.db.query('update members set credits = 1, bonus_credits = 0 where id = $1', [ann.id]);
    const count = async () =>
      (
        await t.db.query<{ messages: number; ledger: number }>(
          `select (select count(*)::int from messages where sender_id = $1) as messages,
                  (select count(*)::int from credit_ledger where member_id = $1) as ledger`,
          [ann.id],
        )
      )[0];
    const before = await count();
    const write = t.db.transaction((tx) =>
      writeMessage(tx, {
        conversationId,
        senderId: ann.id,
        clientId: randomUUID(),
        kind: 'text',
        body: 'too dear',
        gift: null,
        photoKey: null,
        credits: 2,
      }),
    );
    await expect(write).rejects.toThrow('not enough credits for the message');
    expect(await count()).toEqual(before);
    const [row] = await t.db.query<{ credits: number }>(
      'select credits from members where id = $1',
      [ann.id],
    );
    expect(row!.credits).toBe(1);
  });
});

describe('two members writing each other at the same moment', () => {
  it('both get their first message through, into one conversation (no deadlock)', async () => {
    // Each send locks its sender's row; the conversation and message inserts take key-share
    // locks on both members' rows through their foreign keys. With the sender's row locked
    // `for update`, the two sends waited for each other and PostgreSQL broke the deadlock with
    // an error (a 500 in the capacity benchmark).
    for (let pair = 0; pair < 6; pair++) {
      const [ann, bea] = await Promise.all([member(t, 'Ann'), member(t, 'Bea')]);
      const [one, two] = await Promise.all([
        say(t, ann, bea, 'hi Bea'),
        say(t, bea, ann, 'hi Ann'),
      ]);
      expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([200, 200]);
      expect(one.json().message.conversation_id).toBe(two.json().message.conversation_id);
    }
  });
});
