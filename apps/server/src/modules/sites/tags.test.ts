import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSettingsResponse } from '@cupido/contract';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { pageCsp } from '../../http/security-headers.ts';
import { DEMO_SITES } from '../demo/index.ts';
import { ZSiteConfig } from './site-config.ts';
import { insertSite } from './sites.repo.ts';
import { tagOrigins } from './tags.ts';

/** Spec section 7: the analytics, session-recording and ad tags, configured per site. */
let t: TTestApp;
const tags = {
  analytics: 'https://stats.example.net/a.js',
  recording: 'https://rec.example.org/r.js?id=7',
  ads: 'https://ads.example.com/tag.js?id=9',
};
beforeAll(async () => {
  t = await createTestApp();
  // Before the first request: the sites cache has not been filled yet.
  await insertSite(t.db, {
    ...DEMO_SITES[0]!,
    domain: 'tagged.localhost',
    isDefault: false,
    isDemo: true,
    config: ZSiteConfig.parse({ ...DEMO_SITES[0]!.config, tags }),
  });
});
afterAll(() => t.close());

const settingsOf = async (host: string) =>
  ZSettingsResponse.parse(
    (await t.app.inject({ url: '/api/settings.php', headers: { host } })).json(),
  ).settings;

describe('tags', () => {
  it('are empty by default', async () => {
    expect((await settingsOf('cupido.localhost')).tags).toEqual({
      analytics: null,
      recording: null,
      ads: null,
    });
  });

  it('are public settings of the site; the ad tag asks for IP anonymisation', async () => {
    expect((await settingsOf('tagged.localhost')).tags).toEqual({
      analytics: tags.analytics,
      recording: tags.recording,
      ads: 'https://ads.example.com/tag.js?id=9&anonymize_ip=1',
    });
  });

  it('must be https addresses', () => {
    for (const bad of ['http://stats.example.net/a.js', 'javascript:alert(1)', 'stats.js']) {
      const parsed = ZSiteConfig.safeParse({
        ...DEMO_SITES[0]!.config,
        tags: { analytics: bad },
      });
      expect(parsed.success).toBe(false);
    }
  });

  it('the page CSP admits exactly the configured origins, and none without tags', () => {
    const site = ZSiteConfig.parse({ ...DEMO_SITES[0]!.config, tags });
    const csp = pageCsp({ nonce: 'n0nce' }, null, tagOrigins(site.tags));
    const script = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(script.split(' ').slice(1).sort()).toEqual(
      [
        "'self'",
        "'nonce-n0nce'",
        'https://ads.example.com',
        'https://rec.example.org',
        'https://stats.example.net',
      ].sort(),
    );
    const plain = pageCsp(
      { nonce: 'n0nce' },
      null,
      tagOrigins(ZSiteConfig.parse(DEMO_SITES[0]!.config).tags),
    );
    expect(plain).not.toMatch(/example/);
    expect(plain).toContain("script-src 'self' 'nonce-n0nce';");
  });
});
