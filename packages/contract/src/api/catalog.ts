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

/**
 * GET /api/country-map.php?country= : the towns of the offline dataset placed on a drawing of
 * the country (SVG units, north up), for the map lander. No coordinates and no member data.
 */
export const ZCountryMapQuery = z.strictObject({ country: ZCountry });
export const ZCountryMapResponse = z.object({
  width: z.number(),
  height: z.number(),
  /** The country's land as SVG path data in the same units as the towns (Natural Earth 1:50m). */
  outline: z.string(),
  towns: z.array(z.object({ name: z.string(), region: z.string(), x: z.number(), y: z.number() })),
});
export type TCountryMap = z.infer<typeof ZCountryMapResponse>;

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
