import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { COUNTRIES, REGION_WORDS, type TCountry, type TRegionsResponse } from '@cupido/contract';

const ZCity = z.object({ name: z.string(), lat: z.number(), lon: z.number() });
const ZRegionData = z.object({ code: z.string(), name: z.string(), cities: z.array(ZCity).min(1) });
const ZRegionsData = z.record(
  z.enum(COUNTRIES),
  z.object({ word: z.enum(REGION_WORDS), regions: z.array(ZRegionData).min(1) }),
);
export type TRegionsData = z.infer<typeof ZRegionsData>;

let data: TRegionsData | null = null;

/** The bundled offline dataset: first-level regions of the 15 countries with their main cities. */
export function regionsData(): TRegionsData {
  data ??= ZRegionsData.parse(
    JSON.parse(readFileSync(new URL('./data/regions.json', import.meta.url), 'utf8')),
  );
  return data;
}

/** The regions of one country, or undefined for a country outside the 15. */
export function regionsOf(country: string) {
  return regionsData()[country as TCountry] as TRegionsData[TCountry] | undefined;
}

/** GET /api/regions.php: regions with the local word, without cities or coordinates. */
export function regionsResponse(): TRegionsResponse {
  const all = regionsData();
  return {
    regions: Object.fromEntries(
      (Object.keys(all) as TCountry[]).map((country) => [
        country,
        {
          word: all[country].word,
          regions: all[country].regions.map(({ code, name }) => ({ code, name })),
        },
      ]),
    ),
  };
}
