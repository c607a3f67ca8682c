import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';
import { multipartBody } from '../../test/test-multipart.ts';

/**
 * Decision 13: one visibility rule on every path. A member pending deletion exists for nobody
 * else; one who has not confirmed their address only for the members they wrote to; a blocker
 * the blocked member could not see anyway is never named.
 */
let t: TTestApp;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(name: string, opts: { active?: boolean; premium?: boolean } = {}) {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${++seq}@hidden.test`,
    name,
    active: opts.active,
  });
  await t.db.query('update members set credits = 50, paid_user = $2 where id = $1', [
    m.id,
    opts.premium ?? false,
  ]);
  return m;
}

type TAs = TTestMember | null;
const get = (as: TAs, url: string) =>
  t.app.inject({ url, headers: { 'accept-language': 'en', ...(as ? { cookie: as.cookie } : {}) } });
const send = (as: TAs, method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      'accept-language': 'en',
      'content-type': 'application/json',
      ...(as ? { cookie: as.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
const say = (from: TTestMember, to: object, text: string) =>
  send(from, 'POST', '/api/message.php', { client_id: randomUUID(), type: 'text', text, ...to });

const picture = (color: string) =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
async function postForm(as: TTestMember, url: string, fields: object, photo: Buffer) {
  const { payload, contentType } = multipartBody(fields as Record<string, string>, photo);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: as.cookie, 'content-type': contentType, 'x-request-type': 'client' },
  });
}
const uploadPhoto = async (as: TTestMember, color: string) =>
  (await postForm(as, '/api/photos.php', {}, await picture(color))).json().photo as {
    id: number;
    thumb: string;
    full: string;
  };

const searchIds = async (as: TAs) =>
  ((await get(as, '/api/search.php')).json().profiles as { id: number }[]).map((p) => p.id);
const relatedIds = async (as: TAs, of: TTestMember) =>
  ((await get(as, `/api/member.php?id=${of.id}`)).json().profile.related as { id: number }[]).map(
    (p) => p.id,
  );

describe('a member pending deletion', () => {
  it('is gone for everyone else: search, profile, related, chat, chat list, photo files', async () => {
    const del = await member('Delia');
    const ann = await member('Annick');
    const pia = await member('Pieternel', { premium: true });
    const bo = await member('Bodil');
    const blocker = await member('Blanka');
    const main = await uploadPhoto(del, '#aa3355');
    const secret = await uploadPhoto(del, '#33aa55');
    await send(del, 'PUT', '/api/photos.php', { id: secret.id, is_private: true });
    const conversation = (await say(del, { member_id: ann.id }, 'hello Annick')).json().message
      .conversation_id as number;
    const pic = (
      await postForm(
        del,
        '/api/message-photo.php',
        { client_id: randomUUID(), conversation_id: conversation },
        await picture('#123456'),
      )
    ).json().message.photo.thumb as string;
    await say(ann, { conversation_id: conversation }, 'hi Delia');
    await send(blocker, 'POST', '/api/block.php', { member_id: del.id });

    // Everything is there while Delia is active.
    expect(await searchIds(null)).toContain(del.id);
    expect(await relatedIds(bo, bo)).toContain(del.id);
    expect((await get(null, main.full)).statusCode).toBe(200);
    expect((await get(pia, secret.full)).statusCode).toBe(200);
    expect((await get(ann, '/api/chats.php')).json().chats).toHaveLength(1);
    expect((await get(ann, pic)).statusCode).toBe(200);
    expect((await get(blocker, '/api/blocks.php')).json().blocked).toHaveLength(1);

    await t.db.query(
      `update members set status = 'pending_deletion', deletion_requested_at = now() where id = $1`,
      [del.id],
    );

    for (const viewer of [null, ann, pia, bo]) {
      expect(await searchIds(viewer)).not.toContain(del.id);
      expect(await relatedIds(viewer, bo)).not.toContain(del.id);
      for (const url of [
        `/api/member.php?id=${del.id}`,
        main.thumb,
        main.full,
        secret.full,
        secret.full.replace('-full', '-blur'),
      ]) {
        const res = await get(viewer, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Delia');
      }
    }
    for (const viewer of [ann, pia, bo]) {
      for (const res of [
        await get(viewer, `/api/chat.php?member_id=${del.id}`),
        await say(viewer, { member_id: del.id }, 'are you there?'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
        expect(res.body).not.toContain('Delia');
      }
    }
    // Her conversation partner no longer has her in the list, nor anything of the conversation.
    expect((await get(ann, '/api/chats.php')).json().chats).toEqual([]);
    for (const url of [
      `/api/chat.php?id=${conversation}`,
      `/api/messages.php?conversation_id=${conversation}&before=999999`,
      pic,
    ])
      expect((await get(ann, url)).statusCode, url).toBe(404);
    expect((await say(ann, { conversation_id: conversation }, 'hello?')).statusCode).toBe(404);
    // Nor in a blocker's list; blocking her answers like an unknown id.
    expect((await get(blocker, '/api/blocks.php')).json().blocked).toEqual([]);
    expect((await send(bo, 'POST', '/api/block.php', { member_id: del.id })).statusCode).toBe(404);
  });
});

describe('a member who has not confirmed their address', () => {
  it('is seen only by the members they wrote to, who are told why they cannot reply', async () => {
    const una = await member('Ulrike', { active: false });
    const bea = await member('Beatrix');
    const sam = await member('Samuel', { premium: true });
    const photo = await uploadPhoto(una, '#5533aa');
    await t.db.query(`update profiles set status = 'active' where member_id = $1`, [una.id]);
    expect((await say(una, { member_id: bea.id }, 'Hi Beatrix')).statusCode).toBe(200);

    // Strangers and visitors: no trace of her, and not her name.
    for (const viewer of [null, sam]) {
      expect(await searchIds(viewer)).not.toContain(una.id);
      for (const url of [`/api/member.php?id=${una.id}`, photo.thumb, photo.full]) {
        const res = await get(viewer, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Ulrike');
      }
    }
    for (const res of [
      await get(sam, `/api/chat.php?member_id=${una.id}`),
      await say(sam, { member_id: una.id }, 'hi'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('Ulrike');
    }
    expect((await send(sam, 'POST', '/api/block.php', { member_id: una.id })).statusCode).toBe(404);

    // The member she wrote to sees the conversation, her picture there, and why no reply goes.
    const opened = (await get(bea, `/api/chat.php?member_id=${una.id}`)).json();
    expect(opened).toMatchObject({ partner: { name: 'Ulrike' }, blocker: 'partner_not_confirmed' });
    expect((await get(bea, '/api/chats.php')).json().chats).toHaveLength(1);
    expect((await get(bea, photo.thumb)).statusCode).toBe(200);
    const reply = await say(bea, { member_id: una.id }, 'Hi Ulrike');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('recipient_not_confirmed');
    // Still no profile page: only active members have one.
    expect((await get(bea, `/api/member.php?id=${una.id}`)).statusCode).toBe(404);
  });
});

describe('a blocker the blocked member could not see anyway', () => {
  it.each(['invisible', 'privacy_mode'] as const)(
    'is not named when %s: the answers are those of any hidden member',
    async (mode) => {
      const ivy = await member('Isolde');
      const other = await member('Ottilie');
      const bob = await member('Bartholomeus');
      await send(ivy, 'PUT', '/api/privacy.php', { [mode]: true });
      await send(other, 'PUT', '/api/privacy.php', { [mode]: true });
      expect((await send(ivy, 'POST', '/api/block.php', { member_id: bob.id })).statusCode).toBe(
        200,
      );
      const answers = async (m: TTestMember) =>
        [
          await get(bob, `/api/member.php?id=${m.id}`),
          await get(bob, `/api/chat.php?member_id=${m.id}`),
          await say(bob, { member_id: m.id }, 'hi'),
        ].map((res) => ({ status: res.statusCode, code: res.json().error.code }));
      const blocker = await answers(ivy);
      expect(blocker).toEqual(await answers(other));
      expect(blocker.map((a) => a.code)).not.toContain('blocked_by_member');
      expect(blocker[0]).toEqual({ status: 404, code: 'not_found' });
      for (const res of [
        await get(bob, `/api/member.php?id=${ivy.id}`),
        await get(bob, `/api/chat.php?member_id=${ivy.id}`),
        await say(bob, { member_id: ivy.id }, 'hi'),
      ])
        expect(res.body).not.toContain('Isolde');
    },
  );
});

describe('invisible mode and the conversations a member already has', () => {
  it('existing conversation partners still see an invisible member and write on; others do not', async () => {
    const ina = await member('Ina', { premium: true });
    const wim = await member('Wim', { premium: true });
    const nel = await member('Nel', { premium: true });
    // Wim wrote to Ina first; Ina never answered.
    expect((await say(wim, { member_id: ina.id }, 'Hoi Ina')).statusCode).toBe(200);
    expect((await send(ina, 'PUT', '/api/privacy.php', { invisible: true })).statusCode).toBe(200);

    // Wim, her conversation partner, still has the chat, her profile, and may write on.
    const chats = (await get(wim, '/api/chats.php')).json().chats as { profile: { id: number } }[];
    expect(chats.map((c) => c.profile.id)).toContain(ina.id);
    expect((await get(wim, `/api/member.php?id=${ina.id}`)).statusCode).toBe(200);
    expect((await say(wim, { member_id: ina.id }, 'Still there?')).statusCode).toBe(200);
    // Search does not list her for anyone.
    const found = (await get(wim, '/api/search.php')).json().profiles as { id: number }[];
    expect(found.map((p) => p.id)).not.toContain(ina.id);

    // Nel, with no conversation, neither sees her nor may write to her.
    expect((await get(nel, `/api/member.php?id=${ina.id}`)).statusCode).toBe(404);
    const refused = await say(nel, { member_id: ina.id }, 'Hallo');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('recipient_unavailable');
    // Nor can she block her: blocking a hidden id answers like an unknown one and names nobody.
    const blocking = await send(nel, 'POST', '/api/block.php', { member_id: ina.id });
    expect(blocking.statusCode).toBe(404);
    expect((await get(nel, '/api/blocks.php')).json().blocked).toEqual([]);
    // Wim, who still sees her, can.
    expect((await send(wim, 'POST', '/api/block.php', { member_id: ina.id })).statusCode).toBe(200);
    expect((await send(wim, 'DELETE', '/api/block.php', { member_id: ina.id })).statusCode).toBe(
      200,
    );

    // Privacy mode is stricter: only those she liked or wrote to see her, so Wim no longer does.
    expect((await send(ina, 'PUT', '/api/privacy.php', { privacy_mode: true })).statusCode).toBe(
      200,
    );
    expect((await get(wim, `/api/member.php?id=${ina.id}`)).statusCode).toBe(404);
    // Once she writes back, he is a contact of hers and sees her in both modes.
    expect((await say(ina, { member_id: wim.id }, 'Hoi Wim')).statusCode).toBe(200);
    expect((await get(wim, `/api/member.php?id=${ina.id}`)).statusCode).toBe(200);
  });
});
