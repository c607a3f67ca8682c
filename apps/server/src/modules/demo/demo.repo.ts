import type { Queryable } from '../../platform/db/db.ts';

/** Held while an instance looks whether the sites table is empty and fills it (not migrate's). */
const FIRST_RUN_LOCK = 4242002;

/** Waits for the first-run lock, held to the end of the transaction. */
export async function lockFirstRun(tx: Queryable): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
}

/** How many sites there are. */
export async function countSites(db: Queryable): Promise<number> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from sites',
  );
  return count;
}

/** The demo sites with their countries, in order. */
export function listDemoSiteCountries(db: Queryable) {
  return db.query<{ id: number; countries: string[] }>(
    `select id, config->'countries' as countries from sites where is_demo order by id`,
  );
}

/** The demo sites with their first (home) country, in order. */
export function listDemoSiteHomes(db: Queryable) {
  return db.query<{ id: number; home: string }>(
    `select id, config->'countries'->>0 as home from sites where is_demo order by id`,
  );
}

export async function findMemberByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: number } | null> {
  const [row] = await db.query<{ id: number }>('select id from members where email = $1', [email]);
  return row ?? null;
}

/** The first two real (non-fictional), active demo members of the default site. */
export function listDemoWriters(db: Queryable) {
  return db.query<{ id: number }>(
    `select id from members where email like 'gb%@demo.cupido.localhost'
       and not is_fictional and status = 'active' order by id limit 2`,
  );
}

/** An active demo member; returns its id. */
export async function insertDemoMember(
  db: Queryable,
  member: {
    siteId: number;
    email: string;
    passwordHash: string;
    name: string;
    language: string;
    paidUser: boolean;
    isFictional: boolean;
    createdAt: string;
    lastActiveAt: string;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into members (site_id, email, password_hash, name, status, language, paid_user,
           is_fictional, is_demo, created_at, last_active_at)
         values ($1, $2, $3, $4, 'active', $5, $6, $7, true, $8, $9) returning id`,
    [
      member.siteId,
      member.email,
      member.passwordHash,
      member.name,
      member.language,
      member.paidUser,
      member.isFictional,
      member.createdAt,
      member.lastActiveAt,
    ],
  );
  return row!.id;
}

/** A demo member's active profile. */
export async function insertDemoProfile(
  db: Queryable,
  profile: {
    memberId: number;
    gender: string;
    sexuality: string;
    sexualityConsentAt: string;
    birthDate: string;
    country: string;
    region: string;
    city: string;
    lat: number;
    lon: number;
    about: string;
    interests: string[];
    hair: string;
    eyes: string;
    body: string;
    relationship: string;
    tattoos: boolean;
    reason: string;
  },
): Promise<void> {
  await db.query(
    `insert into profiles (member_id, status, gender, sexuality, sexuality_consent_at, birth_date,
           country, region, city, lat, lon, about, interests, hair, eyes, body, relationship, tattoos, reason)
         values ($1, 'active', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      profile.memberId,
      profile.gender,
      profile.sexuality,
      profile.sexualityConsentAt,
      profile.birthDate,
      profile.country,
      profile.region,
      profile.city,
      profile.lat,
      profile.lon,
      profile.about,
      profile.interests,
      profile.hair,
      profile.eyes,
      profile.body,
      profile.relationship,
      profile.tattoos,
      profile.reason,
    ],
  );
}

/** An active photo of a demo member. */
export async function insertDemoPhoto(
  db: Queryable,
  photo: {
    memberId: number;
    key: string;
    isPrivate: boolean;
    isMain: boolean;
    blurVersion: number;
  },
): Promise<void> {
  await db.query(
    `insert into photos (member_id, file_key, status, is_private, is_main, blur_version)
           values ($1, $2, 'active', $3, $4, $5)`,
    [photo.memberId, photo.key, photo.isPrivate, photo.isMain, photo.blurVersion],
  );
}
