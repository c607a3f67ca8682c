import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSettingsResponse } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const settings = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ url: `/api/settings.php${query}`, headers });
  return { res, body: res.json() };
};

describe('GET /api/settings.php', () => {
  it("answers the site of the Host header, in the contract's shape", async () => {
    const { res, body } = await settings({ host: 'hartjes.localhost' });
    expect(res.statusCode).toBe(200);
    const parsed = ZSettingsResponse.parse(body);
    expect(parsed.settings).toMatchObject({
      name: 'Hartjes Demo',
      domain: 'hartjes.localhost',
      countries: ['NL', 'BE'],
      enable_site_entry_popup: 'NL,BE',
    });
    const other = await settings({ host: 'herzklopfen.localhost:3000' });
    expect(other.body.settings.name).toBe('Herzklopfen Demo');
  });

  it('strips the port and www., and falls back to the default site for unknown hosts', async () => {
    expect((await settings({ host: 'www.hartjes.localhost:8080' })).body.settings.name).toBe(
      'Hartjes Demo',
    );
    expect((await settings({ host: 'unknown.example' })).body.settings.name).toBe('Cupido Demo');
    expect((await settings({ host: 'localhost:3000' })).body.settings.name).toBe('Cupido Demo');
    // A fully qualified name (with its trailing dot) is the same host.
    expect((await settings({ host: 'hartjes.localhost.' })).body.settings.name).toBe(
      'Hartjes Demo',
    );
  });

  it("gives the title and description in the page's language, the site's own or the platform's", async () => {
    const own = await settings({ host: 'hartjes.localhost', cookie: 'locale=fr' });
    expect(own.body.settings.index_title).toBe('Hartjes Demo : rencontres pour adultes');
    // Hartjes writes no Polish texts: the platform's Polish ones, not Dutch.
    const pl = await settings({ host: 'hartjes.localhost', cookie: 'locale=pl' });
    expect(pl.body.settings.index_title).toBe('Hartjes Demo: randki i czat dla dorosłych');
    expect(pl.body.settings.description).toBe(
      'Poznaj singli w swojej okolicy, czatuj i flirtuj. Rejestracja za darmo.',
    );
  });

  it('lets ?domain= force a site outside production', async () => {
    const { body } = await settings(
      { host: 'localhost' },
      '?domain=hartjes.localhost&page=/members',
    );
    expect(body.settings.name).toBe('Hartjes Demo');
  });

  it('sets the language cookie from the domain language when none exists', async () => {
    const { res } = await settings({ host: 'hartjes.localhost' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^locale=nl;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('keeps an existing language cookie', async () => {
    const { res, body } = await settings({ host: 'hartjes.localhost', cookie: 'locale=fr' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(body.settings.fictional_plural).toBe('profils fictifs');
  });

  it('translates the fictional labels for the request locale', async () => {
    const de = await settings({ host: 'hartjes.localhost', cookie: 'locale=de' });
    const nl = await settings({ host: 'hartjes.localhost', cookie: 'locale=nl' });
    expect(de.body.settings.fictional_warning).not.toBe(nl.body.settings.fictional_warning);
    expect(nl.body.settings.fictional_icon).toBe(de.body.settings.fictional_icon);
  });

  it('selects the visitor country when the site serves it, else the first country', async () => {
    const be = await settings({ host: 'hartjes.localhost', 'cf-ipcountry': 'BE' });
    expect(be.body.settings).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    const de = await settings({ host: 'hartjes.localhost', 'cf-ipcountry': 'DE' });
    expect(de.body.settings).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'NL' });
    const local = await settings({ host: 'hartjes.localhost' });
    expect(local.body.settings).toMatchObject({
      geoip_country: null,
      geoip_selected_country: 'NL',
    });
  });

  it.each([
    ['?page=no-slash', 'page'],
    [`?page=/${'x'.repeat(400)}`, 'page'],
    ['?domain=not_a_domain!', 'domain'],
    ['?unknown=1', 'unknown'],
    ['?page=/a&page=/b', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const { res, body } = await settings({ host: 'hartjes.localhost' }, query);
    expect(res.statusCode).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe('GET /api/companyinfo.php', () => {
  it("answers the operator of the host's site", async () => {
    const res = await t.app.inject({
      url: '/api/companyinfo.php',
      headers: { host: 'herzklopfen.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().companyinfo).toMatchObject({
      name: 'Herzklopfen Demo GmbH',
      added: '2024-03-01T09:00:00Z',
    });
  });
});
