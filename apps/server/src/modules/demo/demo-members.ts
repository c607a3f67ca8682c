import { randomBytes } from 'node:crypto';
import {
  ageOn,
  BODY_TYPES,
  COUNTRIES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  RELATIONSHIP_STATUSES,
  type TCountry,
  type TLocale,
} from '@cupido/contract';
import type { Db } from '../../platform/db/db.ts';
import { PICTURE_TYPE, pictureFile } from '../../platform/storage/picture-files.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { hashPassword } from '../accounts/index.ts';
import { changeCredits } from '../credits/index.ts';
import { regionsData } from '../geo/index.ts';
import { BLUR_VERSION, processPhoto, SIZES, type TSize } from '../photos/index.ts';
import { refreshProfileRank } from '../search/index.ts';
import { renderAvatar } from './avatar.ts';
import { aboutFits, readCorpus, type TCorpus } from './demo-corpus.ts';
import { insertDemoMember, insertDemoPhoto, insertDemoProfile } from './demo.repo.ts';

/** The demo logins the README gives (development data only): a free and a premium member. */
export const DEMO_LOGIN = { email: 'demo@cupido.localhost', password: 'cupido-demo' } as const;
export const PREMIUM_DEMO_LOGIN = {
  email: 'premium@cupido.localhost',
  password: DEMO_LOGIN.password,
} as const;
/** The free demo member's sign-up credits (the default demo site grants 3). */
const DEMO_SIGNUP_CREDITS = 3;
/** Credits the premium demo member starts with (premium itself is the paid_user flag). */
const PREMIUM_DEMO_CREDITS = 500;
/**
 * A member of the default site with two private photos, so the two demo logins see the
 * difference between locked and unlocked photos on the same profile.
 */
export const DEMO_WITH_PRIVATE_PHOTOS = 'gb1@demo.cupido.localhost';

const MEMBERS_PER_COUNTRY = 20;
const LANGUAGE_OF: Record<TCountry, TLocale[]> = {
  NL: ['nl'],
  BE: ['nl', 'fr'],
  GB: ['en'],
  IE: ['en'],
  DE: ['de'],
  AT: ['de'],
  IT: ['it'],
  FR: ['fr'],
  CH: ['de', 'fr', 'it'],
  ES: ['es'],
  US: ['en', 'en', 'es'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  PL: ['pl'],
};

/** A small deterministic PRNG so every fresh demo database looks the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

/** Renders the shared pool of portraits once; members get copies under their own random names. */
async function renderPool(): Promise<Map<string, Record<TSize, Buffer>[]>> {
  const pool = new Map<string, Record<TSize, Buffer>[]>();
  const jobs: Promise<void>[] = [];
  for (const gender of ['female', 'male'] as const) {
    for (const hair of ['blond', 'brunette', 'black', 'red', 'gray', 'bald'] as const) {
      if (gender === 'female' && hair === 'bald') continue;
      const key = `${gender}:${hair}`;
      const list: Record<TSize, Buffer>[] = [];
      pool.set(key, list);
      for (let variant = 0; variant < 3; variant++) {
        jobs.push(
          renderAvatar({ seed: variant * 7 + hair.length, gender, hair }, variant)
            .then(processPhoto)
            .then((r) => void list.push(r)),
        );
      }
    }
  }
  await Promise.all(jobs);
  return pool;
}

const POOL_HAIR: Record<string, string> = {
  blond: 'blond',
  'dark blond': 'blond',
  brunette: 'brunette',
  brown: 'brunette',
  'dark brown': 'brunette',
  black: 'black',
  red: 'red',
  gray: 'gray',
  white: 'gray',
  bald: 'bald',
  other: 'brunette',
};

/**
 * A few hundred demo members across the 15 countries, with profiles, interests, texts in their
 * language and generated portraits; some are fictional. All rows are marked is_demo.
 */
export async function seedDemoMembers(
  db: Db,
  storage: FileStorage,
  siteIds: number[],
): Promise<number> {
  const rnd = prng(20261121);
  const corpora = new Map<string, TCorpus>();
  const corpus = (locale: TLocale) => {
    if (!corpora.has(locale)) corpora.set(locale, readCorpus(locale));
    return corpora.get(locale)!;
  };
  const [pool, passwordHash] = await Promise.all([renderPool(), hashPassword(DEMO_LOGIN.password)]);
  const regions = regionsData();
  const siteOf = (country: TCountry) =>
    ['NL', 'BE'].includes(country)
      ? siteIds[1]!
      : ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'].includes(country)
        ? siteIds[0]!
        : siteIds[2]!;

  const now = Date.now();
  let count = 0;
  const files: Promise<void>[] = [];
  await db.transaction(async (tx) => {
    const addMember = async (m: {
      email: string;
      name: string;
      country: TCountry;
      locale: TLocale;
      gender: 'male' | 'female';
      isFictional: boolean;
      isPaid: boolean;
    }) => {
      const age = 18 + Math.floor(rnd.next() ** 1.6 * 50);
      const birth = new Date(now - (age * 365.25 + rnd.int(330)) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      // The age the profile shows (a calendar age), which an about text stating one must match.
      const shownAge = ageOn(birth, new Date(now).toISOString().slice(0, 10))!;
      const region = rnd.pick(regions[m.country].regions);
      const city = rnd.pick(region.cities);
      const hair =
        m.gender === 'female'
          ? rnd.pick(HAIR_COLORS.filter((h) => h !== 'bald'))
          : rnd.pick(HAIR_COLORS);
      const roll = rnd.next();
      const sexuality =
        roll < 0.7 ? 'hetero' : roll < 0.82 ? (m.gender === 'male' ? 'gay' : 'lesbian') : 'bi';
      const interests = [
        ...new Set(Array.from({ length: 3 + rnd.int(6) }, () => rnd.pick(INTERESTS))),
      ];
      const createdAt = new Date(now - rnd.int(400) * 86_400_000).toISOString();
      const lastActive = new Date(now - rnd.int(14 * 24) * 3_600_000).toISOString();
      const id = await insertDemoMember(tx, {
        siteId: siteOf(m.country),
        email: m.email,
        passwordHash,
        name: m.name,
        language: m.locale,
        paidUser: m.isPaid,
        isFictional: m.isFictional,
        createdAt,
        lastActiveAt: lastActive,
      });
      // The random draws below keep their order: every fresh demo database looks the same.
      await insertDemoProfile(tx, {
        memberId: id,
        gender: m.gender,
        sexuality,
        sexualityConsentAt: createdAt,
        birthDate: birth,
        country: m.country,
        region: region.code,
        city: city.name,
        lat: city.lat + (rnd.next() - 0.5) * 0.05,
        lon: city.lon + (rnd.next() - 0.5) * 0.05,
        // One draw among the texts the member could have written, as one draw among all before.
        about: rnd.pick(
          corpus(m.locale).about.filter((a) =>
            aboutFits(a, { gender: m.gender, age: shownAge, country: m.country, sexuality }),
          ),
        ).text,
        interests,
        hair,
        eyes: rnd.pick(EYE_COLORS),
        body: rnd.pick(BODY_TYPES),
        relationship: rnd.pick(RELATIONSHIP_STATUSES),
        tattoos: rnd.next() < 0.3,
        reason: rnd.pick(['relationship', 'date', 'chat', 'fun']),
      });
      const portraits =
        pool.get(`${m.gender}:${POOL_HAIR[hair] ?? 'brunette'}`) ??
        pool.get(`${m.gender}:brunette`)!;
      // Drawn for everyone so the fixed photo count below leaves the rest of the data unchanged.
      const drawn = 1 + rnd.int(3);
      const photos = m.email === DEMO_WITH_PRIVATE_PHOTOS ? 4 : drawn;
      for (let i = 0; i < photos; i++) {
        const key = randomBytes(16).toString('hex');
        await insertDemoPhoto(tx, {
          memberId: id,
          key,
          isPrivate: i >= 2,
          isMain: i === 0,
          blurVersion: BLUR_VERSION,
        });
        const picture = portraits[(id + i) % portraits.length]!;
        for (const size of Object.keys(SIZES) as TSize[]) {
          files.push(storage.put(pictureFile(key, size), picture[size], PICTURE_TYPE));
        }
      }
      await refreshProfileRank(tx, id);
      count++;
      return id;
    };

    const demo = await addMember({
      email: DEMO_LOGIN.email,
      name: 'Demo',
      country: 'GB',
      locale: 'en',
      gender: 'male',
      isFictional: false,
      isPaid: false,
    });
    // Like a new member of the default site: the sign-up credits, free, to try the chat.
    await changeCredits(tx, {
      memberId: demo,
      delta: DEMO_SIGNUP_CREDITS,
      reason: 'signup_bonus',
      reference: `member:${demo}`,
      bonus: true,
    });
    for (const country of COUNTRIES) {
      for (let i = 0; i < MEMBERS_PER_COUNTRY; i++) {
        const locale = rnd.pick(LANGUAGE_OF[country]);
        const gender = i % 2 === 0 ? 'female' : 'male';
        const name = rnd.pick(corpus(locale)[gender]);
        await addMember({
          email: `${country.toLowerCase()}${i + 1}@demo.cupido.localhost`,
          name,
          country,
          locale,
          gender,
          isFictional: rnd.next() < 0.1,
          isPaid: rnd.next() < 0.2,
        });
      }
    }
    // Created last, so the members generated before it stay as they were.
    const premium = await addMember({
      email: PREMIUM_DEMO_LOGIN.email,
      name: 'Premium',
      country: 'GB',
      locale: 'en',
      gender: 'male',
      isFictional: false,
      isPaid: true,
    });
    await changeCredits(tx, {
      memberId: premium,
      delta: PREMIUM_DEMO_CREDITS,
      reason: 'demo_grant',
      reference: `member:${premium}`,
    });
  });
  await Promise.all(files);
  return count;
}
