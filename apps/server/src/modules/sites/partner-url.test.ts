import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSettingsResponse } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { DEMO_SITES } from '../demo/index.ts';
import { ZSiteConfig } from './site-config.ts';
import { insertSite } from './sites.repo.ts';

/** Spec section 4: after deleting their account a member is sent on to the operator's partner. */
let t: TTestApp;
const partner = 'https://partner.example.com/welcome?from=cupido';
beforeAll(async () => {
  t = await createTestApp();
  const base = DEMO_SITES[0]!;
  // Before the first request: the sites cache has not been filled yet.
  for (const [domain, member_resell] of [
    ['resells.localhost', true],
    ['keeps.localhost', false],
  ] as const)
    await insertSite(t.db, {
      ...base,
      domain,
      isDefault: false,
      isDemo: true,
      config: ZSiteConfig.parse({ ...base.config, member_resell, partner_url: partner }),
    });
});
afterAll(() => t.close());

const settingsOf = async (host: string) =>
  ZSettingsResponse.parse(
    (await t.app.inject({ url: '/api/settings.php', headers: { host } })).json(),
  ).settings;

describe('the partner site after an account deletion', () => {
  it("is given when the site resells and names one, and is the partner's address alone", async () => {
    expect(await settingsOf('resells.localhost')).toMatchObject({
      member_resell: true,
      partner_url: partner,
    });
  });

  it('is none when the site does not resell, whatever address it holds, and none by default', async () => {
    expect((await settingsOf('keeps.localhost')).partner_url).toBeNull();
    expect(await settingsOf('cupido.localhost')).toMatchObject({
      member_resell: false,
      partner_url: null,
    });
  });

  it('must be an https address', () => {
    const base = DEMO_SITES[0]!.config;
    for (const partner_url of ['http://partner.example.com/', 'javascript:alert(1)', 'partner'])
      expect(ZSiteConfig.safeParse({ ...base, partner_url }).success).toBe(false);
  });
});
