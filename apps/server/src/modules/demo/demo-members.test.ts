import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TCountry, TLocale } from '@cupido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { openTestDb, type TTestDb } from '../../test/test-app.ts';
import { readCorpus } from './demo-corpus.ts';
import { ensureSites } from './ensure-sites.ts';

let t: TTestDb;
let dataDir: string;

beforeAll(async () => {
  t = await openTestDb();
  await migrate(t.db);
  dataDir = mkdtempSync(join(tmpdir(), 'cupido-demo-members-'));
  const config = loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true', DATA_DIR: dataDir });
  await ensureSites(t.db, config, () => {});
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo members', () => {
  // Every member drew any text of their language: "Frieda, 65" said "Ich bin 27", men wrote
  // "Single mum", a Wienerin lived in Germany, a grandmother was 22.
  it('each have an about text that fits their gender, age, country and whom they like', async () => {
    const members = await t.db.query<{
      email: string;
      language: TLocale;
      gender: 'male' | 'female';
      sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
      age: number;
      country: TCountry;
      about: string;
    }>(
      `select m.email, m.language, p.gender, p.sexuality, p.country, p.about,
         date_part('year', age(p.birth_date))::int as age
       from members m join profiles p on p.member_id = m.id where m.is_demo order by m.id`,
    );
    expect(members.length).toBeGreaterThan(300);
    const misfits: string[] = [];
    for (const m of members) {
      const about = readCorpus(m.language).about.find((a) => a.text === m.about);
      const likes = (gender: string) =>
        m.sexuality === 'bi' ||
        (m.sexuality === 'hetero' ? gender !== m.gender : gender === m.gender);
      const wrong = !about
        ? ['not a text of its language']
        : [
            about.gender && about.gender !== m.gender && `written by a ${about.gender} writer`,
            about.minAge !== undefined && m.age < about.minAge && `for ${about.minAge}+`,
            about.maxAge !== undefined && m.age > about.maxAge && `for up to ${about.maxAge}`,
            about.countries &&
              !about.countries.includes(m.country) &&
              `set in ${about.countries.join('/')}`,
            about.seeks && !likes(about.seeks) && `seeking a ${about.seeks} partner`,
          ].filter(Boolean);
      if (wrong.length > 0) {
        misfits.push(
          `${m.email} (${m.gender}, ${m.age}, ${m.country}, ${m.sexuality}): ${wrong.join(', ')}`,
        );
      }
    }
    expect(misfits).toEqual([]);
  });
});
