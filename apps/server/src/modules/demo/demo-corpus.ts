import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SEXUALITIES } from '@cupido/contract';
import { COUNTRIES, GENDERS, type TCountry, type TLocale } from '@cupido/contract';

const CORPUS_DIR = new URL('../../../../../db/seed/corpus/', import.meta.url).pathname;

/**
 * An about-me text with the facts it states about its writer, so it goes only to a demo member
 * it fits: "Frieda, 65" from Halle never says "Ich bin 27", a man never "Single mum".
 */
const ZAbout = z.object({
  text: z.string().min(1),
  gender: z.enum(GENDERS).optional(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  /** Where the writer lives ("Wienerin": AT); none for a text that names no place. */
  countries: z.array(z.enum(COUNTRIES)).min(1).optional(),
  /** Whom the text says it looks for ("einen Mann", "a girl"). */
  seeks: z.enum(GENDERS).optional(),
});
type TAbout = z.infer<typeof ZAbout>;

const ZCorpus = z.object({
  female: z.array(z.string()),
  male: z.array(z.string()),
  about: z.array(ZAbout),
});
export type TCorpus = z.infer<typeof ZCorpus>;

/** The names and texts of one language's demo members (db/seed/corpus). */
export function readCorpus(locale: TLocale): TCorpus {
  return ZCorpus.parse(JSON.parse(readFileSync(join(CORPUS_DIR, `${locale}.json`), 'utf8')));
}

type TAboutWriter = {
  gender: (typeof GENDERS)[number];
  age: number;
  country: TCountry;
  sexuality: (typeof SEXUALITIES)[number];
};

/** Whether a member could have written the text: every fact it states holds for them. */
export function aboutFits(about: TAbout, m: TAboutWriter): boolean {
  const attracted = (to: TAbout['seeks']) =>
    !to || m.sexuality === 'bi' || (m.sexuality === 'hetero') === (to !== m.gender);
  return (
    (!about.gender || about.gender === m.gender) &&
    m.age >= (about.minAge ?? 0) &&
    m.age <= (about.maxAge ?? Infinity) &&
    (!about.countries || about.countries.some((c) => c === m.country)) &&
    attracted(about.seeks)
  );
}
