import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
const ids: Record<string, number> = {};

async function member(
  name: string,
  profile: { gender: string; country: string; region: string; birth: string },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: `${name}@search.test`,
      name,
      password: 'correct horse',
      date_of_birth: profile.birth,
    }),
  });
  const id = res.json().user.id as number;
  await t.db.query(`update members set status = 'active' where id = $1`, [id]);
  await t.db.query(
    `update profiles set status = 'active', gender = $2, country = $3, region = $4 where member_id = $1`,
    [id, profile.gender, profile.country, profile.region],
  );
  ids[name] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  const year = new Date().getUTCFullYear();
  await member('Sanne', {
    gender: 'female',
    country: 'NL',
    region: 'NH',
    birth: `${year - 25}-01-01`,
  });
  await member('Lotte', {
    gender: 'female',
    country: 'NL',
    region: 'UT',
    birth: `${year - 41}-01-01`,
  });
  await member('Daan', {
    gender: 'male',
    country: 'NL',
    region: 'NH',
    birth: `${year - 30}-01-01`,
  });
  await member('Lena', {
    gender: 'female',
    country: 'DE',
    region: 'BY',
    birth: `${year - 33}-01-01`,
  });
});
afterAll(() => t.close());

const search = async (query: string) =>
  (await t.app.inject({ url: `/api/search.php?${query}` })).json();
const names = (list: { name: string }[]) => list.map((p) => p.name).sort();

describe('GET /api/search.php', () => {
  it.each([
    ['gender=female', ['Lena', 'Lotte', 'Sanne']],
    ['country=NL', ['Daan', 'Lotte', 'Sanne']],
    ['country=NL&region=NH', ['Daan', 'Sanne']],
    ['min_age=30', ['Daan', 'Lena', 'Lotte']],
    ['max_age=30', ['Daan', 'Sanne']],
    ['gender=female&country=NL&min_age=20&max_age=30', ['Sanne']],
  ])('filters %s', async (query, expected) => {
    const body = await search(query);
    expect(names(body.profiles)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.has_more).toBe(false);
  });

  it('adds similar members when a narrowed search finds few', async () => {
    const body = await search('gender=female&country=NL&min_age=60');
    expect(body.profiles).toEqual([]);
    expect(names(body.similar)).toEqual(['Lotte', 'Sanne']);
    expect((await search('gender=female')).similar).toEqual([]);
  });

  it('never lists members who are not active', async () => {
    await t.db.query(`update members set status = 'not_confirmed' where id = $1`, [ids.Daan]);
    expect(names((await search('country=NL')).profiles)).toEqual(['Lotte', 'Sanne']);
    await t.db.query(`update members set status = 'active' where id = $1`, [ids.Daan]);
  });

  it.each([
    ['min_age=17', 'min_age'],
    ['min_age=40&max_age=30', 'max_age'],
    ['page=0', 'page'],
    ['gender=x', 'gender'],
    ['country=XX', 'country'],
    ['region=<b>', 'region'],
    ['limit=1000', 'limit'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/search.php?${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});
