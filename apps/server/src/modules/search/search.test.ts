import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';

let t: TTestApp;
const ids: Record<string, number> = {};

let signups = 0;
async function member(
  name: string,
  profile: { gender: string; country: string; region: string; birth: string },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    // Each sign-up from an address of its own: sign-ups are rate-limited per address.
    remoteAddress: `10.0.0.${++signups}`,
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
  return String(
    ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth.sid=')),
  ).split(';')[0]!;
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
    ['country=NL&countryregion=NH', ['Daan', 'Sanne']],
    ['min_age=30', ['Daan', 'Lena', 'Lotte']],
    ['max_age=30', ['Daan', 'Sanne']],
    ['gender=female&country=NL&min_age=20&max_age=30', ['Sanne']],
  ])('filters %s', async (query, expected) => {
    const body = await search(query);
    expect(names(body.profiles)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.has_more).toBe(false);
  });

  it('reports the real total on an empty page past the end, not the members it skipped', async () => {
    for (const [query, total] of [
      ['gender=female&page=2', 3],
      ['country=NL&countryregion=NH&page=7', 2],
      ['country=PL&page=3', 0],
    ] as const) {
      const body = await search(query);
      expect(body.profiles, query).toEqual([]);
      expect(body.has_more, query).toBe(false);
      expect(body.total, query).toBe(total);
    }
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

  it('finds members by their profile as it is now: changed, disabled or removed', async () => {
    const profile = (set: string) =>
      t.db.query(`update profiles set ${set} where member_id = $1`, [ids.Lena]);
    await profile(`country = 'AT', region = 'W', birth_date = current_date - interval '50 years'`);
    expect(names((await search('country=AT&countryregion=W&min_age=50')).profiles)).toEqual([
      'Lena',
    ]);
    expect(names((await search('country=DE')).profiles)).toEqual([]);
    await profile(`gender = 'male'`);
    expect(names((await search('gender=female')).profiles)).toEqual(['Lotte', 'Sanne']);
    await profile(`gender = 'female', status = 'disabled'`);
    expect(names((await search('country=AT')).profiles)).toEqual([]);
    const year = new Date().getUTCFullYear();
    await profile(
      `status = 'active', country = 'DE', region = 'BY', birth_date = '${year - 33}-01-01'`,
    );
    expect(names((await search('country=DE&countryregion=BY&min_age=33')).profiles)).toEqual([
      'Lena',
    ]);

    await member('Mia', { gender: 'female', country: 'PL', region: 'MZ', birth: '1990-01-01' });
    expect(names((await search('country=PL')).profiles)).toEqual(['Mia']);
    await t.db.query('delete from profiles where member_id = $1', [ids.Mia]);
    expect((await search('country=PL')).total).toBe(0);
    await t.db.query('delete from members where id = $1', [ids.Mia]);
  });

  it.each([
    ['min_age=17', 'min_age'],
    ['min_age=40&max_age=30', 'max_age'],
    ['page=0', 'page'],
    ['gender=x', 'gender'],
    ['country=XX', 'country'],
    ['countryregion=<b>', 'countryregion'],
    ['limit=1000', 'limit'],
    ['after=x', 'after'],
    ['after=h.3.20261126003717123456.1', 'after'],
    ['after=a.1.20260230003717123456.1', 'after'],
    ['after=h.2.20261128045301220000.999999999999', 'after'],
    ['after=a.1.20261128045301220000.2147483648', 'after'],
    ['before=a.1.20261128045301220000.2147483648', 'before'],
    ['after=h.2.00001128045301220000.1', 'after'],
    ['before=h.1.2026112600371712345.1', 'before'],
    ['after=a.1.20261126003717123456.1&before=a.1.20261126003717123456.2', 'before'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/search.php?${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe('search order: fresh, complete profiles first', () => {
  const year = new Date().getUTCFullYear();
  const cookies: Record<string, string> = {};
  const irish = (name: string) =>
    member(name, { gender: 'male', country: 'IE', region: 'D', birth: `${year - 35}-05-05` });
  const activeAt = (name: string, at: string) =>
    t.db.query('update members set last_active_at = $2 where id = $1', [ids[name], at]);
  const rankOf = async (name: string) =>
    (
      await t.db.query<{ profile_rank: number }>('select profile_rank from members where id = $1', [
        ids[name],
      ])
    )[0]!.profile_rank;
  const json = (cookie: string, method: string, url: string, body: unknown) =>
    t.app.inject({
      method: method as 'PUT',
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const writeAbout = (name: string, about: string) =>
    json(cookies[name]!, 'PUT', '/api/profile.php', { about });
  async function addPhoto(name: string): Promise<number> {
    const photo = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#1971c2' },
    })
      .jpeg()
      .toBuffer();
    const boundary = '----cupido-search-test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: {
        cookie: cookies[name]!,
        'x-request-type': 'client',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(201);
    return res.json().photo.id as number;
  }
  const order = async (query: string) =>
    ((await search(query)).profiles as { name: string }[]).map((p) => p.name);

  beforeAll(async () => {
    for (const name of ['Aidan', 'Brian', 'Ciaran', 'Declan', 'Eoin', 'Fionn'])
      cookies[name] = await irish(name);
    // Complete: a main photo and an about-me text (rank 2).
    for (const name of ['Aidan', 'Brian', 'Eoin']) {
      await addPhoto(name);
      expect((await writeAbout(name, 'I like long walks on the strand.')).statusCode).toBe(200);
    }
    await writeAbout('Ciaran', 'Only words, no photo yet.');
    await activeAt('Aidan', '2026-03-02T09:00:00Z');
    await activeAt('Brian', '2026-03-02T11:00:00Z');
    await activeAt('Ciaran', '2026-03-02T12:00:00Z');
    await activeAt('Declan', '2026-03-02T23:30:00Z');
    await activeAt('Eoin', '2026-03-01T23:00:00Z');
    await activeAt('Fionn', '2026-03-03T00:30:00Z');
  });

  it('ranks a photo and an about-me text one point each', async () => {
    expect(await Promise.all(['Aidan', 'Ciaran', 'Declan'].map(rankOf))).toEqual([2, 1, 0]);
  });

  it('puts a newer day first, then complete profiles, then the fresher within a tier', async () => {
    // Fionn (empty) was active on a newer day; on 2 March complete Brian and Aidan (fresher
    // first) come before Ciaran (text only) and Declan (empty, though active last that day);
    // Eoin (complete) was last active the day before.
    expect(await order('country=IE')).toEqual([
      'Fionn',
      'Brian',
      'Aidan',
      'Ciaran',
      'Declan',
      'Eoin',
    ]);
  });

  it('keeps the rank current as photos and the about-me text change', async () => {
    const name = 'Declan';
    expect(await rankOf(name)).toBe(0);
    expect((await writeAbout(name, '   \n ')).statusCode).toBe(200);
    expect(await rankOf(name)).toBe(0);
    await writeAbout(name, 'Back in Dublin.');
    expect(await rankOf(name)).toBe(1);
    const first = await addPhoto(name);
    expect(await rankOf(name)).toBe(2);
    // Now complete, Declan moves ahead of everyone else active on 2 March. (His own requests
    // count as activity: put it back to 2 March to see the rank alone.)
    await activeAt(name, '2026-03-02T23:30:00Z');
    expect((await order('country=IE')).slice(0, 3)).toEqual(['Fionn', 'Declan', 'Brian']);

    // A second photo made the main one, then made private in vain (a main photo stays public).
    const second = await addPhoto(name);
    const change = (body: unknown) => json(cookies[name]!, 'PUT', '/api/photos.php', body);
    expect((await change({ id: second, is_main: true })).statusCode).toBe(200);
    await change({ id: first, is_private: true });
    expect(await rankOf(name)).toBe(2);
    // Deleting the main photo leaves only a private one: no public main photo remains.
    expect(
      (await json(cookies[name]!, 'DELETE', '/api/photos.php', { id: second })).statusCode,
    ).toBe(200);
    expect(await rankOf(name)).toBe(1);
    await writeAbout(name, '');
    expect(await rankOf(name)).toBe(0);
    await activeAt(name, '2026-03-02T23:30:00Z');
    expect((await order('country=IE')).slice(-2)).toEqual(['Declan', 'Eoin']);
  });
});

describe('search starts with the home countries unless the member chooses one', () => {
  const on = async (host: string, query: string, cookie?: string) =>
    (
      await t.app.inject({
        url: `/api/search.php?${query}`,
        headers: { host, ...(cookie ? { cookie } : {}) },
      })
    ).json() as {
      profiles: { name: string; country: string }[];
      page: number;
      has_more: boolean;
      total: number;
      next: string | null;
      previous: string | null;
    };
  /** Every page of a search by its number, to the last. */
  const pagesByNumber = async (host: string, query: string) => {
    const pages: Awaited<ReturnType<typeof on>>[] = [];
    for (let page = 1; !pages.at(-1) || pages.at(-1)!.has_more; page++)
      pages.push(await on(host, `${query}&page=${page}`));
    return pages;
  };
  const countries = (list: { country: string }[]) => list.map((p) => p.country);
  /** Whether every home-country entry comes before every other one. */
  const homeFirst = (list: string[], home: string[]) =>
    list.findIndex((c) => !home.includes(c)) === -1 ||
    list.slice(list.findIndex((c) => !home.includes(c))).every((c) => !home.includes(c));
  let irishCookie = '';

  beforeAll(async () => {
    const year = new Date().getUTCFullYear();
    irishCookie = await member('Saoirse', {
      gender: 'female',
      country: 'IE',
      region: 'D',
      birth: `${year - 29}-03-03`,
    });
    await member('Eline', {
      gender: 'female',
      country: 'BE',
      region: 'VAN',
      birth: `${year - 27}-04-04`,
    });
    await member('Ursula', {
      gender: 'female',
      country: 'AT',
      region: '9',
      birth: `${year - 31}-04-04`,
    });
    await member('Niamh', {
      gender: 'female',
      country: 'IE',
      region: 'D',
      birth: `${year - 30}-03-03`,
    });
    // The others (from Germany, Ireland and Austria) were active later than the Dutch members.
    await t.db.query(
      `update members set last_active_at = now() + interval '1 day'
       where id = any($1::int[])`,
      [[ids.Lena, ids.Saoirse, ids.Niamh, ids.Ursula]],
    );
  });

  it('shows members from NL and BE first on the Dutch site', async () => {
    const body = await on('hartjes.localhost', 'gender=female');
    expect(countries(body.profiles).slice(0, 3).sort()).toEqual(['BE', 'NL', 'NL']);
    expect(homeFirst(countries(body.profiles), ['NL', 'BE'])).toBe(true);
    expect(names(body.profiles)).toEqual(names([...body.profiles]));
    expect(body.profiles.map((p) => p.name)).toContain('Lena');
  });

  it('shows members from DE, AT and CH first on the German site, not its other countries', async () => {
    const body = await on('herzklopfen.localhost', 'gender=female');
    expect(countries(body.profiles).slice(0, 2).sort()).toEqual(['AT', 'DE']);
    expect(homeFirst(countries(body.profiles), ['DE', 'AT', 'CH'])).toBe(true);
  });

  it("adds the member's own country to the site's", async () => {
    const body = await on('hartjes.localhost', 'gender=female', irishCookie);
    const list = countries(body.profiles);
    // Saoirse sees Niamh (Irish too) among the home members; Lena and Ursula come last.
    expect(homeFirst(list, ['NL', 'BE', 'IE'])).toBe(true);
    expect(list).toContain('IE');
    expect(list.slice(-2).sort()).toEqual(['AT', 'DE']);
    // A visitor sees Niamh only after the Dutch and Belgian members.
    const visitor = countries((await on('hartjes.localhost', 'gender=female')).profiles);
    expect(visitor.indexOf('IE')).toBeGreaterThan(visitor.lastIndexOf('NL'));
  });

  it('shows only the chosen country when the member chooses one', async () => {
    const body = await on('hartjes.localhost', 'country=DE');
    expect(names(body.profiles)).toEqual(['Lena']);
  });

  it('pages through the home members, then the others, without gaps or repeats', async () => {
    const site = (
      await t.db.query<{ id: number }>(`select id from sites where domain = 'hartjes.localhost'`)
    )[0]!.id;
    // 30 Belgian and 30 Polish women (PL is no home country of the Dutch site), the Polish
    // ones fresher: without the home rule they would fill the first page.
    for (const [country, fresh] of [
      ['BE', '0 days'],
      ['PL', '2 days'],
    ] as const) {
      await t.db.query(
        `with m as (
           insert into members (site_id, email, password_hash, name, status, last_active_at)
           select $1, $2 || g || '@paging.test', 'x', $2 || g, 'active', now() + $3::interval
           from generate_series(1, 30) g returning id)
         insert into profiles (member_id, status, gender, birth_date, country)
         select id, 'active', 'female', date '1990-01-01', $2 from m`,
        [site, country, fresh],
      );
    }
    const seen: string[] = [];
    const pages: string[][] = [];
    for (let page = 1; ; page++) {
      const body = await on('hartjes.localhost', `gender=female&page=${page}`);
      pages.push(countries(body.profiles));
      seen.push(...body.profiles.map((p) => p.name));
      if (!body.has_more) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const all = pages.flat();
    expect(homeFirst(all, ['NL', 'BE'])).toBe(true);
    expect(all.filter((c) => c === 'PL')).toHaveLength(30);
    expect(all.filter((c) => ['NL', 'BE'].includes(c))).toHaveLength(33);
    expect(pages[0]!.every((c) => c === 'BE' || c === 'NL')).toBe(true);
    // Page 3 lies wholly past the 33 home members: it starts at the 49th member overall.
    expect(pages[2]).toEqual(all.slice(48, 72));
    expect((await on('hartjes.localhost', 'gender=female&page=9')).total).toBe(all.length);
  });

  it('pages by cursor exactly as by number: the same members, no gaps, no repeats', async () => {
    // The 60 members above share their last activity to the microsecond in each country: the
    // cursor's member id decides among them.
    for (const [host, query] of [
      ['hartjes.localhost', 'gender=female'],
      ['hartjes.localhost', 'gender=female&country=PL'],
      ['herzklopfen.localhost', 'gender=female'],
    ] as const) {
      const pages = await pagesByNumber(host, query);
      expect(pages.at(-1)!.next).toBeNull();
      const byNumber = pages.map((body) => body.profiles.map((p) => p.name));
      const byCursor: string[][] = [];
      let after = '';
      for (let page = 1; ; page++) {
        const body = await on(host, `${query}&page=${page}${after}`);
        byCursor.push(body.profiles.map((p) => p.name));
        if (!body.has_more) break;
        expect(body.next).toMatch(/^[hra]\.[0-2]\.\d{20}\.\d+$/);
        after = `&after=${body.next}`;
      }
      expect(byCursor).toEqual(byNumber);
    }
  });

  it('pages back by the Previous link exactly as by number, and forwards again from there', async () => {
    for (const [host, query] of [
      ['hartjes.localhost', 'gender=female'],
      ['hartjes.localhost', 'gender=female&country=PL'],
      ['herzklopfen.localhost', 'gender=female'],
    ] as const) {
      const pages = await pagesByNumber(host, query);
      pages.forEach((body, i) =>
        expect(body.previous === null, `${query} page ${i + 1}`).toBe(i === 0),
      );
      const byNumber = pages.map((body) => body.profiles.map((p) => p.name));
      // Forwards by Next to the last page, then back by Previous to the first.
      let body = await on(host, query);
      for (let page = 2; body.has_more; page++)
        body = await on(host, `${query}&page=${page}&after=${body.next}`);
      const backwards: string[][] = [body.profiles.map((p) => p.name)];
      while (body.previous) {
        expect(body.previous).toMatch(/^[hra]\.[0-2]\.\d{20}\.\d+$/);
        const page = body.page - 1;
        body = await on(host, `${query}&page=${page}&before=${body.previous}`);
        expect(body.page, `${query} page ${page}`).toBe(page);
        expect(body.has_more).toBe(true);
        backwards.unshift(body.profiles.map((p) => p.name));
      }
      expect(body.page).toBe(1);
      expect(backwards).toEqual(byNumber);
      // A page reached backwards leads forwards to the same page again.
      if (byNumber.length > 2) {
        const second = await on(host, `${query}&page=2&after=${body.next}`);
        const again = await on(host, `${query}&page=1&before=${second.previous}`);
        expect(again.profiles.map((p) => p.name)).toEqual(byNumber[0]);
        expect(again.next).toBe(body.next);
      }
    }
  });

  it('answers a Previous link to the start as page 1, full, when members left the first page', async () => {
    const query = 'gender=female&country=PL';
    const first = await on('hartjes.localhost', query);
    const second = await on('hartjes.localhost', `${query}&page=2&after=${first.next}`);
    expect(second.previous).not.toBeNull();
    const gone = await t.db.query<{ id: number }>(
      `update members set status = 'not_confirmed' where name = any($1::text[]) returning id`,
      [first.profiles.slice(0, 2).map((p) => p.name)],
    );
    try {
      const back = await on('hartjes.localhost', `${query}&page=1&before=${second.previous}`);
      expect(back.page).toBe(1);
      expect(back.previous).toBeNull();
      expect(back.profiles.map((p) => p.name)).toEqual(
        (await on('hartjes.localhost', query)).profiles.map((p) => p.name),
      );
      expect(back.profiles).toHaveLength(24);
    } finally {
      await t.db.query(`update members set status = 'active' where id = any($1::int[])`, [
        gone.map((r) => r.id),
      ]);
    }
  });
});

describe("a site's logged-out search (spec section 2) holds for the API too", () => {
  /** A server of its own on a site whose settings are set before it first reads them. */
  async function siteWith(search: string, variant: string) {
    const app = await createTestApp();
    await app.db.query(
      `update sites set config = config || jsonb_build_object(
         'logged_out_search', $1::text, 'logged_out_search_trafficsource', $2::text)
       where domain = 'hartjes.localhost'`,
      [search, variant],
    );
    const ask = (url: string, cookie?: string) =>
      app.app.inject({
        url,
        headers: { host: 'hartjes.localhost', ...(cookie ? { cookie } : {}) },
      });
    return { app, ask };
  }

  it('answers a visitor 401 where the site keeps its search from visitors; members and landers still see members', async () => {
    const { app, ask } = await siteWith('none', 'none');
    try {
      const visitor = await ask('/api/search.php?country=NL');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('authentication_required');
      expect((await ask('/api/search.php?country=NL&page=2')).statusCode).toBe(401);
      expect((await ask('/api/search.php?country=NL', 'tracking_source=1')).statusCode).toBe(401);
      const { cookie: session } = await signUpMember(app.app, app.db, {
        email: 'member@search.test',
        name: 'Mila',
        active: false,
      });
      expect((await ask('/api/search.php?country=NL', session)).statusCode).toBe(200);
      // A lander shows the country's members with a photo to any visitor.
      const lander = await ask('/api/lander-members.php?country=NL');
      expect(lander.statusCode).toBe(200);
      expect(Array.isArray(lander.json().profiles)).toBe(true);
      expect((await ask('/api/lander-members.php?country=XX')).statusCode).toBe(400);
      expect((await ask('/api/lander-members.php')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('lets a visit with a tracking source search through the traffic-source variant', async () => {
    const { app, ask } = await siteWith('none', 'all');
    try {
      expect((await ask('/api/search.php?country=NL')).statusCode).toBe(401);
      expect((await ask('/api/search.php?country=NL', 'tracking_source=1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
