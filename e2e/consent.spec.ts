import { expect, type Page } from '@playwright/test';
import { dismissEntryWarning, expectAccessible, hydrated, site, t, test } from './fixtures.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { TAGGED_DOMAIN, TAGS } from './extra-sites.ts';

const tagged = (path: string) => `http://${TAGGED_DOMAIN}:${E2E_PORT}${path}`;
const AD_URL = `${TAGS.ads}?anonymize_ip=1`;

/** Every request the browser makes to a host that is not this machine. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith('localhost')) seen.push(request.url());
  });
  return seen;
}

test.describe('consent-gated tags (spec section 7)', () => {
  test.use({ locale: 'en-GB' });
  test.beforeEach(async ({ page }) => {
    await dismissEntryWarning(page);
    // The configured hosts do not exist; the browser would get an empty script from them.
    await page.route('https://*.tags.test/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
  });

  test('no tag before consent, exactly the configured ones after, none after withdrawal', async ({
    page,
  }) => {
    const requests = thirdPartyRequests(page);
    const response = await page.goto(tagged('/landers/gallery/eng'));
    // The page CSP admits exactly the configured hosts.
    const csp = response!.headers()['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(
      scriptSrc
        .split(' ')
        .filter((s) => s.startsWith('https://'))
        .sort(),
    ).toEqual(['https://ads.tags.test', 'https://rec.tags.test', 'https://stats.tags.test'].sort());
    const banner = page.getByRole('region', { name: t('en', 'consent.title') });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    // Hydrated with the banner up: the tags would have been added by now, and none was.
    expect(requests).toEqual([]);

    const loaded = Promise.all(
      [TAGS.analytics, TAGS.recording, AD_URL].map((url) => page.waitForRequest(url)),
    );
    await banner.getByRole('button', { name: t('en', 'consent.accept_all') }).click();
    await loaded;
    await expect(banner).toBeHidden();
    expect([...requests].sort()).toEqual([TAGS.analytics, TAGS.recording, AD_URL].sort());

    // The choice holds on the next page.
    requests.length = 0;
    const again = page.waitForRequest(TAGS.analytics);
    await page.goto(tagged('/landers/video/eng'));
    await again;

    // Withdrawing is as easy: the footer's Cookie settings, then only necessary cookies.
    await page.getByRole('button', { name: t('en', 'consent.settings') }).click();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: t('en', 'consent.reject_all') }).click();
    await reloaded;
    requests.length = 0;
    await page.goto(tagged('/landers/iconslanding/eng'));
    await hydrated(page);
    await expect(page.getByRole('button', { name: t('en', 'consent.settings') })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('the banner leaves most of a phone screen to the page; the categories unfold', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const requests = thirdPartyRequests(page);
    await page.goto(tagged('/landers/gallery/eng'));
    await hydrated(page);
    const banner = page.getByRole('region', { name: t('en', 'consent.title') });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(667 * 0.4);
    await expect(banner.getByLabel(t('en', 'consent.statistics'), { exact: false })).toBeHidden();
    await banner.getByText(t('en', 'consent.choose')).click();
    await banner.getByLabel(t('en', 'consent.statistics'), { exact: false }).check();
    const loaded = page.waitForRequest(TAGS.analytics);
    await banner.getByRole('button', { name: t('en', 'consent.save') }).click();
    await loaded;
    await expect(banner).toBeHidden();
    // Statistics only: the analytics and recording tags, never the ad tag.
    expect([...requests].sort()).toEqual([TAGS.analytics, TAGS.recording].sort());
  });

  test('the cookies page explains the categories and where each loads from', async ({ page }) => {
    await page.goto(tagged('/pages/cookies'));
    await hydrated(page);
    const summary = page.getByRole('region', { name: t('en', 'consent.settings') });
    await expect(
      summary.getByText(t('en', 'consent.hosts', { hosts: 'ads.tags.test' })),
    ).toBeVisible();
    await expect(summary.getByText(t('en', 'consent.statistics_body'))).toBeVisible();
  });

  test('a site without tags shows no banner and loads nothing', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await page.goto(site('cupido', '/landers/gallery/eng'));
    await hydrated(page);
    await expect(page.getByRole('region', { name: t('en', 'consent.title') })).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
