import { createRequire } from 'node:module';

type TGeoip = { lookup(ip: string): { country: string } | null };
let geoip: TGeoip | null = null;

/**
 * The ISO country of an IP address from the bundled offline database (MaxMind GeoLite2 country
 * data), or null for private, loopback and unknown addresses. Loaded on first use.
 */
export function ipCountry(ip: string): string | null {
  geoip ??= createRequire(import.meta.url)('geoip-country') as TGeoip;
  try {
    return geoip.lookup(ip.replace(/^::ffff:/, ''))?.country ?? null;
  } catch {
    return null;
  }
}
