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

/** GET /api/geocode.php?lat=&lon= (spec section 7). */
export const ZGeocodeQuery = z.strictObject({
  lat: z.coerce
    .number({ message: 'invalid' })
    .min(-90, { message: 'invalid' })
    .max(90, { message: 'invalid' }),
  lon: z.coerce
    .number({ message: 'invalid' })
    .min(-180, { message: 'invalid' })
    .max(180, { message: 'invalid' }),
});
/** The place found offline, or false when the point is not near any place the site knows. */
export const ZGeocodeResponse = z.object({
  geocode: z.union([
    z.object({ country: ZCountry, region: z.string(), city: z.string() }),
    z.literal(false),
  ]),
});
export type TGeocode = z.infer<typeof ZGeocodeResponse>['geocode'];
