import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, INTERESTS, ZRegionsResponse } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference lists', () => {
  it('GET /api/interests.php lists the interests of spec section 3', async () => {
    const res = await t.app.inject({ url: '/api/interests.php' });
    expect(res.statusCode).toBe(200);
    expect(res.json().interests).toEqual([...INTERESTS]);
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('GET /api/regions.php lists the regions of all 15 countries with the local word', async () => {
    const res = await t.app.inject({ url: '/api/regions.php' });
    const { regions } = ZRegionsResponse.parse(res.json());
    expect(Object.keys(regions).sort()).toEqual([...COUNTRIES].sort());
    expect(regions.NL).toMatchObject({ word: 'province' });
    expect(regions.NL!.regions).toHaveLength(12);
    expect(regions.DE).toMatchObject({ word: 'state' });
    expect(regions.DE!.regions).toHaveLength(16);
    expect(regions.CH).toMatchObject({ word: 'canton' });
    expect(regions.CH!.regions).toHaveLength(26);
    expect(regions.PL).toMatchObject({ word: 'voivodeship' });
    expect(regions.PL!.regions).toHaveLength(16);
    expect(regions.IT).toMatchObject({ word: 'region' });
    expect(regions.US!.regions).toHaveLength(51);
    // Coordinates of the offline dataset stay on the server.
    expect(res.body).not.toMatch(/"lat"|"lon"|cities/);
  });
});

describe('GET /api/geocode.php', () => {
  it.each([
    [52.3731, 4.8926, { country: 'NL', region: 'NH', city: 'Amsterdam' }],
    [48.137, 11.575, { country: 'DE', region: 'BY', city: 'München' }],
    [51.5072, -0.1276, { country: 'GB', region: 'LDN' }],
  ])('finds the town near %f, %f', async (lat, lon, expected) => {
    const res = await t.app.inject({ url: `/api/geocode.php?lat=${lat}&lon=${lon}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().geocode).toMatchObject(expected);
    expect(res.body).not.toContain(String(lat));
  });

  it('answers false far from every known place', async () => {
    const res = await t.app.inject({ url: '/api/geocode.php?lat=0&lon=-30' });
    expect(res.json()).toEqual({ geocode: false });
  });

  it.each(['lat=91&lon=0', 'lat=abc&lon=1', 'lon=4', 'lat=1&lon=1&x=2'])(
    'refuses %s naming the field',
    async (query) => {
      const res = await t.app.inject({ url: `/api/geocode.php?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields).length).toBeGreaterThan(0);
    },
  );
});
