import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, ZCountryMapResponse } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/country-map.php', () => {
  it('places the towns of a country on a drawing, north up, without coordinates', async () => {
    const res = await t.app.inject({ url: '/api/country-map.php?country=NL' });
    expect(res.statusCode).toBe(200);
    const map = ZCountryMapResponse.parse(res.json());
    expect(map.width).toBe(1000);
    const at = (name: string) => map.towns.find((town) => town.name === name)!;
    // Groningen lies north-east of Amsterdam, Maastricht south of both.
    expect(at('Groningen').y).toBeLessThan(at('Amsterdam').y);
    expect(at('Groningen').x).toBeGreaterThan(at('Amsterdam').x);
    expect(at('Maastricht').y).toBeGreaterThan(at('Amsterdam').y);
    for (const town of map.towns) {
      expect(town.x).toBeGreaterThanOrEqual(0);
      expect(town.x).toBeLessThanOrEqual(map.width);
      expect(town.y).toBeLessThanOrEqual(map.height);
    }
    expect(res.body).not.toMatch(/"lat"|"lon"/);
  });

  it("draws each country's real outline around its towns, without far territories", async () => {
    for (const country of COUNTRIES) {
      const res = await t.app.inject({ url: `/api/country-map.php?country=${country}` });
      const map = ZCountryMapResponse.parse(res.json());
      const rings = map.outline
        .split('Z')
        .filter(Boolean)
        .map((ring) =>
          ring
            .slice(1)
            .split('L')
            .map((point) => point.split(' ').map(Number) as [number, number]),
        );
      expect(rings.length, country).toBeGreaterThan(0);
      // A traced coast, not a hull of the towns: the mainland has many points.
      expect(Math.max(...rings.map((r) => r.length)), country).toBeGreaterThan(40);
      for (const [x, y] of rings.flat()) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(map.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(map.height);
      }
      // The towns lie on the land drawn (a coastal town may sit just off a simplified coast).
      const inside = map.towns.filter((town) => rings.some((ring) => contains(ring, town)));
      expect(inside.length / map.towns.length, country).toBeGreaterThan(0.85);
    }
  });

  it('answers 400 for a country outside the fifteen', async () => {
    const res = await t.app.inject({ url: '/api/country-map.php?country=XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

/** Even-odd rule: whether a point lies inside a closed ring. */
function contains(ring: [number, number][], { x, y }: { x: number; y: number }): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
