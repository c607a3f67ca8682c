import { z } from 'zod';
import { INTERESTS, REGION_WORDS } from '../constants.ts';
import { ZCountry } from './settings.ts';

export const ZInterestsResponse = z.object({ interests: z.array(z.enum(INTERESTS)) });

export const ZRegion = z.object({ code: z.string(), name: z.string() });
export const ZCountryRegions = z.object({
  word: z.enum(REGION_WORDS),
  regions: z.array(ZRegion),
});
export type TCountryRegions = z.infer<typeof ZCountryRegions>;

export const ZRegionsResponse = z.object({
  regions: z.partialRecord(ZCountry, ZCountryRegions),
});
export type TRegionsResponse = z.infer<typeof ZRegionsResponse>;
