import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
const who: Record<'A' | 'B' | 'C', { id: number; cookie: string }> = {} as never;
let mainFile = '';
let privateFull = '';
let privateBlur = '';

type TAs = 'A' | 'B' | 'C' | 'visitor';
const headers = (as: TAs) => (as === 'visitor' ? {} : { cookie: who[as].cookie });
const get = (as: TAs, url: string) =>
  t.app.inject({ url, headers: { ...headers(as), 'accept-language': 'en' } });
const send = (as: TAs, method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers(as), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function member(key: 'A' | 'B' | 'C', name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: `${key}@privacy.test`,
      name,
      password: 'correct horse',
      date_of_birth: '1990-01-01',
    }),
  });
  const cookie = String(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth.sid=')),
  ).split(';')[0]!;
  const id = res.json().user.id as number;
  await t.db.query(`update members set status = 'active' where id = $1`, [id]);
  await t.db.query(`update profiles set status = 'active' where member_id = $1`, [id]);
  who[key] = { id, cookie };
}

async function uploadAs(as: 'A', color: string) {
  const file = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const boundary = 'b0undary';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: {
      cookie: who[as].cookie,
      'x-request-type': 'client',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json().photo as { id: number; full: string; thumb: string };
}

beforeAll(async () => {
  t = await createTestApp();
  await member('A', 'Anna');
  await member('B', 'Bram');
  await member('C', 'Cato');
  await t.db.query('update members set paid_user = true where id = $1', [who.C.id]);
  mainFile = (await uploadAs('A', '#ff0000')).full;
  const priv = await uploadAs('A', '#00ff00');
  await send('A', 'PUT', '/api/photos.php', { id: priv.id, is_private: true });
  privateFull = priv.full;
  privateBlur = priv.full.replace('-full.webp', '-blur.webp');
});
afterAll(() => t.close());

const profileOfA = (as: TAs) => get(as, `/api/member.php?id=${who.A.id}`);
const searchFinds = async (as: TAs, id: number) =>
  ((await get(as, '/api/search.php')).json().profiles as { id: number }[]).some((p) => p.id === id);

describe('authorization matrix', () => {
  it('profile: owner, other member, premium member, visitor', async () => {
    const own = (await profileOfA('A')).json().profile;
    expect(own).toMatchObject({ is_own: true });
    expect(own.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);

    const free = (await profileOfA('B')).json().profile;
    expect(free.photos).toHaveLength(2);
    expect(free.photos[1]).toMatchObject({ locked: true, full: null });
    expect(free.photos[1].thumb).toMatch(/-blur\.webp$/);

    const premium = (await profileOfA('C')).json().profile;
    expect(premium.photos[1]).toMatchObject({ locked: false });

    const visitor = (await profileOfA('visitor')).json().profile;
    expect(visitor.photos).toHaveLength(1);
    expect(visitor.hidden_photos).toBe(1);
  });

  it.each([
    ['A', 'private full', 200],
    ['B', 'private full', 404],
    ['C', 'private full', 200],
    ['visitor', 'private full', 404],
    ['B', 'private blur', 200],
    ['visitor', 'private blur', 404],
    ['A', 'main', 200],
    ['B', 'main', 200],
    ['visitor', 'main', 200],
  ] as const)('file URL: %s asks for the %s photo -> %i', async (as, which, status) => {
    const url = which === 'main' ? mainFile : which === 'private full' ? privateFull : privateBlur;
    expect((await get(as, url)).statusCode).toBe(status);
  });

  it('invalid ids answer 404 or 400, never 500', async () => {
    expect((await get('B', '/api/member.php?id=999999')).statusCode).toBe(404);
    expect((await get('B', '/api/member.php?id=abc')).statusCode).toBe(400);
    expect((await get('B', '/api/member.php?id=-1')).json().error.fields.id).toBeDefined();
  });

  it('blocking: the blocked party is told, and can no longer see the blocker anywhere', async () => {
    expect((await send('A', 'POST', '/api/block.php', { member_id: who.B.id })).statusCode).toBe(
      200,
    );
    const blocked = await profileOfA('B');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(
      "You're blocked by Anna. You do not have access to this page.",
    );
    expect(await searchFinds('B', who.A.id)).toBe(false);
    expect((await get('B', mainFile)).statusCode).toBe(404);
    expect((await profileOfA('A')).statusCode).toBe(200);
    const blocker = (await get('A', `/api/member.php?id=${who.B.id}`)).json().profile;
    expect(blocker.is_blocked_by_me).toBe(true);
    expect(await searchFinds('A', who.B.id)).toBe(false);
    expect((await get('A', '/api/blocks.php')).json().blocked).toEqual([
      { id: who.B.id, name: 'Bram' },
    ]);
    expect((await send('A', 'DELETE', '/api/block.php', { member_id: who.B.id })).statusCode).toBe(
      200,
    );
    expect((await profileOfA('B')).statusCode).toBe(200);
    expect((await send('A', 'POST', '/api/block.php', { member_id: who.A.id })).statusCode).toBe(
      400,
    );
    expect(
      (await send('visitor', 'POST', '/api/block.php', { member_id: who.A.id })).statusCode,
    ).toBe(401);
  });
  it('a blocker learns nothing of the member they blocked once that member hides', async () => {
    // A blocks Bram; Bram then moves, and hides from A by each of his modes and by blocking back.
    await send('A', 'POST', '/api/block.php', { member_id: who.B.id });
    await send('B', 'PUT', '/api/profile.php', { city: 'Verborgen' });
    const page = async () => get('A', `/api/member.php?id=${who.B.id}`);
    expect((await page()).json().profile).toMatchObject({ is_blocked_by_me: true, about: '' });
    for (const mode of [{ privacy_mode: true }, { invisible: true }]) {
      await send('B', 'PUT', '/api/privacy.php', mode);
      const hidden = await page();
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Verborgen');
      await send('B', 'PUT', '/api/privacy.php', { privacy_mode: false, invisible: false });
    }
    // Blocking back while he can still see her: she is told, as any blocked party.
    await send('B', 'POST', '/api/block.php', { member_id: who.A.id });
    expect((await page()).json().error.code).toBe('blocked_by_member');
    // A still unblocks him from her list of blocked members.
    expect((await get('A', '/api/blocks.php')).json().blocked).toEqual([
      { id: who.B.id, name: 'Bram' },
    ]);
    await send('B', 'DELETE', '/api/block.php', { member_id: who.A.id });
    await send('A', 'DELETE', '/api/block.php', { member_id: who.B.id });
    await send('B', 'PUT', '/api/profile.php', { city: null });
  });
});

describe('privacy toggles never leak', () => {
  it('holds over random sequences of block, unblock, invisible and privacy mode', async () => {
    const op = fc.constantFrom(
      'A blocks B',
      'A unblocks B',
      'B blocks A',
      'B unblocks A',
      'invisible on',
      'invisible off',
      'privacy on',
      'privacy off',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const state = { aBlocksB: false, bBlocksA: false, invisible: false, privacy: false };
        await t.db.query('delete from blocks');
        await t.db.query('update members set is_invisible = false, is_private_mode = false');
        for (const o of ops) {
          if (o === 'A blocks B') {
            await send('A', 'POST', '/api/block.php', { member_id: who.B.id });
            state.aBlocksB = true;
          }
          if (o === 'A unblocks B') {
            await send('A', 'DELETE', '/api/block.php', { member_id: who.B.id });
            state.aBlocksB = false;
          }
          if (o === 'B blocks A') {
            // B cannot block A while A is hidden from B: her id answers like an unknown one.
            const canSee = !state.invisible && !state.privacy;
            const res = await send('B', 'POST', '/api/block.php', { member_id: who.A.id });
            expect(res.statusCode).toBe(canSee ? 200 : 404);
            state.bBlocksA ||= canSee;
          }
          if (o === 'B unblocks A') {
            await send('B', 'DELETE', '/api/block.php', { member_id: who.A.id });
            state.bBlocksA = false;
          }
          if (o.startsWith('invisible')) {
            state.invisible = o.endsWith('on');
            await send('A', 'PUT', '/api/privacy.php', { invisible: state.invisible });
          }
          if (o.startsWith('privacy')) {
            state.privacy = o.endsWith('on');
            await send('A', 'PUT', '/api/privacy.php', { privacy_mode: state.privacy });
          }

          const blocked = state.aBlocksB || state.bBlocksA;
          const hidden = state.invisible || state.privacy;
          const seesProfile = !blocked && !hidden;
          expect(await searchFinds('B', who.A.id)).toBe(seesProfile);
          const profile = await profileOfA('B');
          // A blocker B could not see anyway (invisible, private) is not named: no such page.
          // B, who blocked A, has a bare page of A to unblock her from, only while the block is
          // all that hides A: once A is invisible or private, B learns nothing of her either.
          expect(profile.statusCode).toBe(
            seesProfile
              ? 200
              : !hidden && state.aBlocksB
                ? 403
                : !hidden && state.bBlocksA
                  ? 200
                  : 404,
          );
          expect((await get('B', mainFile)).statusCode).toBe(seesProfile ? 200 : 404);
          // The owner always sees their own profile and photos.
          expect((await profileOfA('A')).statusCode).toBe(200);
        }
      }),
      { numRuns: 25 },
    );
  });
});
