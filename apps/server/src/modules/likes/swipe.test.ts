import { SWIPE_LIKES_PER_DAY } from '@cupido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember, type TTestMember } from '../../test/test-members.ts';

let t: TTestApp;
let seq = 0;

async function member(
  name: string,
  profile: { gender: 'male' | 'female'; country?: string; interests?: string[]; born?: string },
) {
  const m = await signUpMember(t.app, t.db, { email: `${name}-${++seq}@swipe.test`, name });
  await t.db.query(
    `update profiles set gender = $2, country = $3, interests = $4, birth_date = $5
     where member_id = $1`,
    [
      m.id,
      profile.gender,
      profile.country ?? 'NL',
      profile.interests ?? [],
      profile.born ?? '1990-01-01',
    ],
  );
  return m;
}

const headers = (as: TTestMember) => ({
  cookie: as.cookie,
  'accept-language': 'en',
  'content-type': 'application/json',
});
const stack = async (as: TTestMember) =>
  (await t.app.inject({ url: '/api/swipe.php', headers: headers(as) })).json() as {
    profiles: { id: number }[];
    likes_left: number | null;
  };
const swipe = (as: TTestMember, to: TTestMember, action: 'like' | 'pass') =>
  t.app.inject({
    method: 'POST',
    url: '/api/swipe.php',
    headers: headers(as),
    payload: JSON.stringify({ member_id: to.id, action }),
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('suggestions', () => {
  it('match the gender sought and the country, shared interests and close age first, never liked or passed', async () => {
    const me = await member('Max', { gender: 'male', interests: ['music', 'hiking', 'wine'] });
    const best = await member('Best', { gender: 'female', interests: ['music', 'hiking'] });
    const near = await member('Near', { gender: 'female', born: '1991-01-01' });
    const far = await member('Far', { gender: 'female', born: '1960-01-01' });
    const man = await member('Man', { gender: 'male', interests: ['music', 'hiking', 'wine'] });
    const abroad = await member('Abroad', { gender: 'female', country: 'PL' });
    const ids = (await stack(me)).profiles.map((p) => p.id);
    expect(ids.slice(0, 3)).toEqual([best.id, near.id, far.id]);
    expect(ids).not.toContain(man.id);
    expect(ids).not.toContain(abroad.id);
    expect(ids).not.toContain(me.id);

    expect((await swipe(me, best, 'like')).statusCode).toBe(200);
    expect((await swipe(me, near, 'pass')).json()).toMatchObject({ match: false });
    const finder = await t.app.inject({ url: '/api/match-finder.php', headers: headers(me) });
    expect(finder.json().profiles.map((p: { id: number }) => p.id)).toEqual([far.id]);
    // Passing or liking oneself is a mistake of the form, said on its field.
    for (const action of ['pass', 'like'] as const) {
      const own = await swipe(me, me, action);
      expect(own.statusCode, action).toBe(400);
      expect(own.json().error.fields, action).toEqual({
        member_id: 'You cannot do this with your own profile.',
      });
    }
  });
});

describe('the daily limit', () => {
  it(`gives free members ${SWIPE_LIKES_PER_DAY} swipe likes per UTC day, with a clear message when spent`, async () => {
    const eve = await member('Eve', { gender: 'female', country: 'BE' });
    const men = [];
    for (let i = 0; i < SWIPE_LIKES_PER_DAY + 2; i++)
      men.push(await member(`Man${i}`, { gender: 'male', country: 'BE' }));
    expect((await stack(eve)).likes_left).toBe(SWIPE_LIKES_PER_DAY);
    // Passes are free.
    expect((await swipe(eve, men[5]!, 'pass')).json().likes_left).toBe(SWIPE_LIKES_PER_DAY);
    for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++) {
      const res = await swipe(eve, men[i]!, 'like');
      expect(res.json().likes_left).toBe(SWIPE_LIKES_PER_DAY - 1 - i);
    }
    // Withdrawing a like does not give it back.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/like.php',
      headers: headers(eve),
      payload: JSON.stringify({ member_id: men[0]!.id }),
    });
    const spent = await swipe(eve, men[4]!, 'like');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toEqual({
      code: 'swipe_limit',
      message: `You have used your ${SWIPE_LIKES_PER_DAY} likes for today. New likes are available tomorrow.`,
    });
    expect((await stack(eve)).likes_left).toBe(0);

    // Yesterday's likes do not count.
    await t.db.query(
      `update swipe_likes set created_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '1 second'
       where member_id = $1`,
      [eve.id],
    );
    expect((await stack(eve)).likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect((await swipe(eve, men[4]!, 'like')).statusCode).toBe(200);
  });

  it('does not limit premium members', async () => {
    const pam = await member('Pam', { gender: 'female', country: 'IE' });
    await t.db.query('update members set paid_user = true where id = $1', [pam.id]);
    const men = [];
    for (let i = 0; i < SWIPE_LIKES_PER_DAY + 1; i++)
      men.push(await member(`Ire${i}`, { gender: 'male', country: 'IE' }));
    for (const man of men) {
      const res = await swipe(pam, man, 'like');
      expect(res.statusCode).toBe(200);
      expect(res.json().likes_left).toBeNull();
    }
  });

  it('holds under a burst of parallel swipe likes', async () => {
    const zoe = await member('Zoe', { gender: 'female', country: 'AT' });
    const men = [];
    for (let i = 0; i < 10; i++)
      men.push(await member(`Aut${i}`, { gender: 'male', country: 'AT' }));
    const answers = await Promise.all(men.map((m) => swipe(zoe, m, 'like')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - SWIPE_LIKES_PER_DAY);
  });
});

describe('a member who became unavailable meanwhile', () => {
  it('answers like and pass alike: not found, nothing stored, no like spent, the game goes on', async () => {
    const una = await member('Una', { gender: 'female', country: 'LU' });
    const hidden = await member('Hidden', { gender: 'male', country: 'LU' });
    const blocker = await member('Blocker', { gender: 'male', country: 'LU' });
    const gone = await member('Gone', { gender: 'male', country: 'LU' });
    const stays = await member('Stays', { gender: 'male', country: 'LU' });
    const before = (await stack(una)).profiles.map((p) => p.id);
    expect(before).toEqual(expect.arrayContaining([hidden.id, blocker.id, gone.id, stays.id]));

    // After the stack was loaded: one goes invisible, one blocks the viewer, one is deleted.
    const privacy = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy.php',
      headers: headers(hidden),
      payload: JSON.stringify({ invisible: true }),
    });
    expect(privacy.statusCode).toBe(200);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: headers(blocker),
      payload: JSON.stringify({ member_id: una.id }),
    });
    expect(block.statusCode).toBe(200);
    await t.db.query(`update members set status = 'pending_deletion' where id = $1`, [gone.id]);

    for (const unavailable of [hidden, blocker, gone])
      for (const action of ['pass', 'like'] as const) {
        const res = await swipe(una, unavailable, action);
        expect(res.statusCode, `${action} ${unavailable.name}`).toBe(404);
        expect(res.json().error.code, `${action} ${unavailable.name}`).toBe('not_found');
      }
    // Neither a pass nor a like was stored, and no like of the day was spent.
    const [stored] = await t.db.query<{ passes: number; likes: number; swipes: number }>(
      `select (select count(*)::int from passes where member_id = $1) as passes,
              (select count(*)::int from likes where liker_id = $1) as likes,
              (select count(*)::int from swipe_likes where member_id = $1) as swipes`,
      [una.id],
    );
    expect(stored).toEqual({ passes: 0, likes: 0, swipes: 0 });
    const after = await stack(una);
    expect(after.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect(after.profiles.map((p) => p.id)).toEqual([stays.id]);
    // The next card takes its decision as ever.
    const liked = await swipe(una, stays, 'like');
    expect(liked.statusCode).toBe(200);
    expect(liked.json().likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
  });
});
