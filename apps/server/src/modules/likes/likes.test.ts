import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZApiError, ZLiveEvent, type TLiveEvent } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';

let t: TTestApp;
let seq = 0;

async function member(name: string, profile: { gender?: string; country?: string } = {}) {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${++seq}@likes.test`,
    name,
  });
  await t.db.query(
    'update profiles set gender = $2, country = coalesce($3, country) where member_id = $1',
    [m.id, profile.gender ?? 'female', profile.country ?? null],
  );
  return m;
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
    headers: { ...lang, ...(as ? { cookie: as.cookie } : {}), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const like = (from: TTestMember, to: TTestMember | number) =>
  call(from, 'POST', '/api/like.php', { member_id: typeof to === 'number' ? to : to.id });
const likes = async (as: TTestMember) =>
  (await get(as, '/api/likes.php')).json() as {
    profiles: { id: number; like_new: boolean; is_match: boolean }[];
    liked_by: { id: number; like_new: boolean; is_match: boolean; is_fictional: boolean }[];
  };
const newLikes = async (as: TTestMember) =>
  (await get(as, '/api/user.php')).json().user.new_likes as number;

/** A live socket of a member that records its events. */
type TProbe = { ws: WebSocket; events: TLiveEvent[] };
async function listen(m: TTestMember): Promise<TProbe> {
  const address = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const ws = new WebSocket(`ws://${address}/api/live`, {
    headers: { origin: `http://${address}`, cookie: m.cookie },
  });
  const events: TLiveEvent[] = [];
  ws.on('message', (data) => events.push(ZLiveEvent.parse(JSON.parse(String(data)))));
  const probe = { ws, events };
  // The greeting ends with the balance: from then on the socket receives the member's events.
  await until(probe, (e) => e.type === 'credits');
  return probe;
}
/** Waits until the socket answered a ping: every event sent before it has arrived. */
async function settle(probe: TProbe) {
  const pongs = probe.events.filter((e) => e.type === 'pong').length;
  probe.ws.send(JSON.stringify({ type: 'ping' }));
  await until(probe, () => probe.events.filter((e) => e.type === 'pong').length > pongs);
}
/** Waits until the probe has an event matching `match` (the test's timeout bounds it). */
async function until(probe: TProbe, match: (e: TLiveEvent) => boolean): Promise<TLiveEvent> {
  for (;;) {
    const found = probe.events.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('liking', () => {
  it('A likes B: B is told live, sees the badge and the like; B likes back: a match, both told', async () => {
    const ann = await member('Ann');
    const ben = await member('Ben', { gender: 'male' });
    const [annLive, benLive] = await Promise.all([listen(ann), listen(ben)]);

    const first = await like(ann, ben);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, match: false });
    expect(await until(benLive, (e) => e.type === 'like')).toMatchObject({
      member_id: ann.id,
      profile: { id: ann.id, name: 'Ann', is_fictional: false },
    });
    expect(await until(benLive, (e) => e.type === 'unread' && e.likes === 1)).toBeTruthy();
    expect(await newLikes(ben)).toBe(1);
    expect((await likes(ben)).liked_by).toMatchObject([
      { id: ann.id, like_new: true, is_match: false },
    ]);
    expect((await likes(ann)).profiles).toMatchObject([{ id: ben.id, is_match: false }]);
    expect((await get(ben, '/api/auto-like.php')).json()).toMatchObject({
      profile: { id: ann.id },
      match: false,
    });

    // Liking again changes nothing and tells nobody twice.
    expect((await like(ann, ben)).json()).toEqual({ ok: true, match: false });

    // Opening Ann's profile from the likes clears the flag (and the badge, live).
    benLive.events.length = 0;
    expect((await call(ben, 'POST', '/api/like-seen.php', { member_id: ann.id })).statusCode).toBe(
      200,
    );
    expect(await until(benLive, (e) => e.type === 'unread' && e.likes === 0)).toBeTruthy();
    expect((await likes(ben)).liked_by[0]).toMatchObject({ id: ann.id, like_new: false });
    expect(await newLikes(ben)).toBe(0);
    expect((await get(ben, '/api/auto-like.php')).json()).toEqual({ profile: null, match: false });

    const back = await like(ben, ann);
    expect(back.json()).toEqual({ ok: true, match: true });
    // Ann's like modal shows Ben's new like as the match it is (she liked him first).
    expect((await get(ann, '/api/auto-like.php')).json()).toMatchObject({
      profile: { id: ben.id },
      match: true,
    });
    expect(await until(annLive, (e) => e.type === 'match')).toMatchObject({
      member_id: ben.id,
      profile: { name: 'Ben' },
    });
    expect(await until(benLive, (e) => e.type === 'match')).toMatchObject({ member_id: ann.id });
    expect((await likes(ann)).profiles[0]).toMatchObject({ id: ben.id, is_match: true });
    expect((await likes(ben)).liked_by[0]).toMatchObject({ id: ann.id, is_match: true });
    expect(annLive.events.filter((e) => e.type === 'match')).toHaveLength(1);

    expect(annLive.events.filter((e) => e.type === 'match')).toHaveLength(1);

    // Liking back from the received likes answers the like: no longer new, the badge drops live.
    const cat = await member('Cat', { gender: 'female' });
    await like(cat, ben);
    expect(await newLikes(ben)).toBe(1);
    benLive.events.length = 0;
    expect((await like(ben, cat)).json()).toEqual({ ok: true, match: true });
    expect(await until(benLive, (e) => e.type === 'unread' && e.likes === 0)).toBeTruthy();
    expect((await likes(ben)).liked_by.find((l) => l.id === cat.id)).toMatchObject({
      like_new: false,
      is_match: true,
    });
    expect(await newLikes(ben)).toBe(0);

    // Unliking ends the match; both lists update live.
    expect((await call(ann, 'DELETE', '/api/like.php', { member_id: ben.id })).statusCode).toBe(
      200,
    );
    expect(await until(benLive, (e) => e.type === 'unlike')).toEqual({
      type: 'unlike',
      member_id: ann.id,
    });
    expect((await likes(ben)).liked_by.filter((l) => l.id === ann.id)).toEqual([]);
    expect((await likes(ben)).profiles.find((p) => p.id === ann.id)).toMatchObject({
      is_match: false,
    });
    // Withdrawing a like that does not exist is fine.
    expect((await call(ann, 'DELETE', '/api/like.php', { member_id: ben.id })).statusCode).toBe(
      200,
    );
    annLive.ws.close();
    benLive.ws.close();
  });

  it('discloses a fictional liker in the lists and the like modal', async () => {
    const fiona = await member('Fiona');
    const gus = await member('Gus', { gender: 'male' });
    await t.db.query('update members set is_fictional = true where id = $1', [fiona.id]);
    await like(fiona, gus);
    expect((await likes(gus)).liked_by[0]).toMatchObject({ id: fiona.id, is_fictional: true });
    expect((await get(gus, '/api/auto-like.php')).json().profile).toMatchObject({
      is_fictional: true,
    });
  });
});

describe('authorization and bad input', () => {
  it('refuses own, unknown, banned and deleted members and malformed bodies in the error shape', async () => {
    const ida = await member('Ida');
    const banned = await member('Banned');
    const leaving = await member('Leaving');
    await t.db.query(`update members set status = 'banned' where id = $1`, [banned.id]);
    await t.db.query(`update members set status = 'pending_deletion' where id = $1`, [leaving.id]);

    const cases: [string, Awaited<ReturnType<typeof call>>, number][] = [
      ['own id', await like(ida, ida), 400],
      ['unknown id', await like(ida, 99_999_999), 404],
      ['banned', await like(ida, banned), 404],
      ['pending deletion', await like(ida, leaving), 404],
      ['id too large', await like(ida, 2 ** 40), 400],
      ['id as text', await call(ida, 'POST', '/api/like.php', { member_id: 'x' }), 400],
      ['no id', await call(ida, 'POST', '/api/like.php', {}), 400],
      ['extra field', await call(ida, 'POST', '/api/like.php', { member_id: 1, x: 1 }), 400],
      ['not JSON', await call(ida, 'POST', '/api/like.php', '{"member_id":'), 400],
      ['array', await call(ida, 'POST', '/api/like.php', '[1]'), 400],
      ['unlike own', await call(ida, 'DELETE', '/api/like.php', { member_id: ida.id }), 400],
      [
        'unlike unknown',
        await call(ida, 'DELETE', '/api/like.php', { member_id: 99_999_999 }),
        404,
      ],
      ['seen own', await call(ida, 'POST', '/api/like-seen.php', { member_id: ida.id }), 400],
      ['visitor likes', await call(null, 'POST', '/api/like.php', { member_id: ida.id }), 401],
      ['visitor lists', await get(null, '/api/likes.php'), 401],
      ['visitor auto-like', await get(null, '/api/auto-like.php'), 401],
      ['visitor swipes', await get(null, '/api/swipe.php'), 401],
      ['visitor finds', await get(null, '/api/match-finder.php'), 401],
      [
        'bad swipe action',
        await call(ida, 'POST', '/api/swipe.php', { member_id: 1, action: 'superlike' }),
        400,
      ],
    ];
    for (const [name, res, status] of cases) {
      expect(res.statusCode, name).toBe(status);
      expect(ZApiError.safeParse(res.json()).success, name).toBe(true);
    }
    for (const own of ['own id', 'unlike own', 'seen own'])
      expect(cases.find(([name]) => name === own)![1].json().error.fields, own).toEqual({
        member_id: 'You cannot do this with your own profile.',
      });
    expect((await likes(banned)).profiles).toEqual([]);
  });
});

describe('privacy', () => {
  it('an invisible member cannot be liked until they liked first; then a like back is a match', async () => {
    const ina = await member('Ina');
    const jon = await member('Jon', { gender: 'male' });
    await call(ina, 'PUT', '/api/privacy.php', { invisible: true });
    expect((await like(jon, ina)).statusCode).toBe(404);
    expect((await like(ina, jon)).json()).toEqual({ ok: true, match: false });
    expect((await likes(jon)).liked_by.map((p) => p.id)).toEqual([ina.id]);
    expect((await like(jon, ina)).json()).toEqual({ ok: true, match: true });
  });

  it('privacy mode shows the member to the people they liked, and to nobody else', async () => {
    const pia = await member('Pia');
    const rob = await member('Rob', { gender: 'male' });
    const sam = await member('Sam', { gender: 'male' });
    await call(pia, 'PUT', '/api/privacy.php', { privacy_mode: true });
    expect((await get(rob, `/api/member.php?id=${pia.id}`)).statusCode).toBe(404);
    await like(pia, rob);
    expect((await get(rob, `/api/member.php?id=${pia.id}`)).statusCode).toBe(200);
    expect((await get(sam, `/api/member.php?id=${pia.id}`)).statusCode).toBe(404);
    expect((await like(sam, pia)).statusCode).toBe(404);
  });

  it('blocking deletes the likes between the pair, tells the liked member, and stops new ones', async () => {
    const kim = await member('Kim');
    const lou = await member('Lou', { gender: 'male' });
    // Lou likes first: Kim's like back is new to Lou (liking back answered Lou's for Kim).
    await like(lou, kim);
    await like(kim, lou);
    const louLive = await listen(lou);
    expect(await newLikes(lou)).toBe(1);
    expect((await call(kim, 'POST', '/api/block.php', { member_id: lou.id })).statusCode).toBe(200);
    expect(await until(louLive, (e) => e.type === 'unlike')).toMatchObject({ member_id: kim.id });
    expect(await until(louLive, (e) => e.type === 'unread' && e.likes === 0)).toBeTruthy();
    expect(await likes(kim)).toEqual({ profiles: [], liked_by: [] });
    expect(await likes(lou)).toEqual({ profiles: [], liked_by: [] });
    expect((await like(lou, kim)).statusCode).toBe(404);
    expect((await like(kim, lou)).statusCode).toBe(404);
    louLive.ws.close();
  });
});

describe('at the same moment', () => {
  it('two members liking each other make exactly one match, and both are told once', async () => {
    for (let round = 0; round < 10; round++) {
      const a = await member(`Ada${round}`);
      const b = await member(`Bob${round}`, { gender: 'male' });
      const [aLive, bLive] = await Promise.all([listen(a), listen(b)]);
      const answers = await Promise.all([like(a, b), like(b, a)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.filter((r) => r.json().match)).toHaveLength(1);
      // The answers come after every event went out; a pong comes after all of them.
      await Promise.all([settle(aLive), settle(bLive)]);
      expect(aLive.events.filter((e) => e.type === 'match')).toHaveLength(1);
      expect(bLive.events.filter((e) => e.type === 'match')).toHaveLength(1);
      aLive.ws.close();
      bLive.ws.close();
    }
  });
});
