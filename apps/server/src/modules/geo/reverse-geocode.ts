import type { TCountry, TGeocode } from '@cupido/contract';
import { regionsData } from './regions.ts';

/** Farther than this from every known town counts as "not found". */
const MAX_KM = 60;

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/**
 * The nearest town of the bundled dataset, with its region and country, or false. Runs offline;
 * the coordinates are used for this lookup only and never stored or returned.
 */
export function reverseGeocode(lat: number, lon: number): TGeocode {
  let best: { d: number; country: TCountry; region: string; city: string } | null = null;
  const data = regionsData();
  for (const country of Object.keys(data) as TCountry[]) {
    for (const region of data[country].regions) {
      for (const city of region.cities) {
        const d = km(lat, lon, city.lat, city.lon);
        if (!best || d < best.d) best = { d, country, region: region.code, city: city.name };
      }
    }
  }
  return best && best.d <= MAX_KM
    ? { country: best.country, region: best.region, city: best.city }
    : false;
}
