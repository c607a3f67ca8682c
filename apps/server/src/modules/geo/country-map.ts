import { createRequire } from 'node:module';
import type { TCountry, TCountryMap } from '@cupido/contract';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import { regionsData } from './regions.ts';

const WIDTH = 1000;
const PAD = 40;
/** Outline points closer than this (drawing units) to the last one kept are dropped. */
const MIN_STEP = 2.5;
/** Land parts count when they reach this far (share of the towns' span) beyond the towns. */
const REACH = 0.15;

/** ISO 3166-1 numeric codes: how Natural Earth (world-atlas) names the countries. */
const ISO_NUMERIC: Record<TCountry, string> = {
  NL: '528',
  BE: '056',
  GB: '826',
  IE: '372',
  DE: '276',
  AT: '040',
  IT: '380',
  FR: '250',
  CH: '756',
  ES: '724',
  US: '840',
  CA: '124',
  AU: '036',
  NZ: '554',
  PL: '616',
};

type TTopology = Topology<{
  countries: { type: 'GeometryCollection'; geometries: GeometryObject[] };
}>;
let atlas: TTopology | undefined;
/** Natural Earth's 1:50m country outlines (public domain), read once. */
function countries(): TTopology {
  atlas ??= createRequire(import.meta.url)('world-atlas/countries-50m.json') as TTopology;
  return atlas;
}

/** The rings of the country's land parts that lie about where its towns are (no far territories). */
function landRings(country: TCountry, box: [number, number, number, number]): Position[][] {
  const topology = countries();
  const geometry = topology.objects.countries.geometries.find((g) => g.id === ISO_NUMERIC[country]);
  if (!geometry) return [];
  const shape = (feature(topology, geometry) as Feature<Polygon | MultiPolygon>).geometry;
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  const [minLon, minLat, maxLon, maxLat] = box;
  const dLon = (maxLon - minLon) * REACH + 0.5;
  const dLat = (maxLat - minLat) * REACH + 0.5;
  const near = ([lon, lat]: Position) =>
    lon! >= minLon - dLon &&
    lon! <= maxLon + dLon &&
    lat! >= minLat - dLat &&
    lat! <= maxLat + dLat;
  return polygons.filter((rings) => rings[0]!.some(near)).map((rings) => rings[0]!);
}

/**
 * The towns of a country projected for an SVG drawing (equirectangular, longitudes scaled by
 * the cosine of the middle latitude, north up, fitted into 1000 units wide), with the country's
 * outline as an SVG path from Natural Earth's 1:50m data (the land parts near the towns; far
 * territories left out). The web app draws the map itself, so no tile server sees the visitor;
 * positions are whole units, town level.
 */
export function countryMap(country: TCountry): TCountryMap {
  const towns = regionsData()[country].regions.flatMap((r) =>
    r.cities.map((c) => ({ name: c.name, region: r.code, lat: c.lat, lon: c.lon })),
  );
  const townLats = towns.map((t) => t.lat);
  const townLons = towns.map((t) => t.lon);
  const rings = landRings(country, [
    Math.min(...townLons),
    Math.min(...townLats),
    Math.max(...townLons),
    Math.max(...townLats),
  ]);
  const lats = [...townLats, ...rings.flat().map((p) => p[1]!)];
  const lons = [...townLons, ...rings.flat().map((p) => p[0]!)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * k, 0.01);
  const spanY = Math.max(maxLat - minLat, 0.01);
  const scale = (WIDTH - 2 * PAD) / spanX;
  const height = Math.round(Math.min(spanY * scale, WIDTH * 1.4) + 2 * PAD);
  const yScale = (height - 2 * PAD) / spanY;
  const x = (lon: number) => PAD + (lon - minLon) * k * scale;
  const y = (lat: number) => PAD + (maxLat - lat) * yScale;
  return {
    width: WIDTH,
    height,
    outline: rings.map((ring) => ringPath(ring.map(([lon, lat]) => [x(lon!), y(lat!)]))).join(''),
    towns: towns.map((t) => ({
      name: t.name,
      region: t.region,
      x: Math.round(x(t.lon)),
      y: Math.round(y(t.lat)),
    })),
  };
}

/** One closed ring as path commands, in whole units, without points too close to draw apart. */
function ringPath(points: [number, number][]): string {
  const kept: [number, number][] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= MIN_STEP) kept.push(p);
  }
  if (kept.length < 3) return '';
  return `M${kept.map(([px, py]) => `${Math.round(px)} ${Math.round(py)}`).join('L')}Z`;
}
