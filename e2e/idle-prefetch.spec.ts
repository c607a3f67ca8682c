import { expect, type Page } from '@playwright/test';
import { hydrated, newMember, site, t, test } from './fixtures.ts';

/**
 * Spec section 9, "Prefetch idle timeout 2 s": once a hydrated page is idle, the scripts of the
 * pages its visible links lead to are preloaded, so following a link waits only for its data.
 * A visitor's page that has not hydrated (no sign of presence yet) loads nothing.
 */

/** The route module React Router's manifest names for `routeId`, once the page has learnt it. */
const routeModule = (page: Page, routeId: string) =>
  page.evaluate((id) => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
      }
    ).__reactRouterManifest;
    return manifest?.routes[id]?.module ?? null;
  }, routeId);

test('a member page preloads the scripts of the pages it links to once idle; the link then fetches no script', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Ida');
  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  // No input from here on: the browser's idle time (at the latest 2 s on) does it.
  await expect
    .poll(
      async () => {
        const module = await routeModule(page, 'likes');
        return module ? page.locator(`link[rel="modulepreload"][href="${module}"]`).count() : 0;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  const likesModule = (await routeModule(page, 'likes'))!;
  // The link followed: its script comes from the preload, not a new request.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const likes =
    info.project.name === 'phone'
      ? page
          .getByRole('navigation', { name: t('en', 'tabs.label') })
          .getByRole('link', { name: t('en', 'tabs.likes') })
      : page
          .getByRole('navigation', { name: t('en', 'nav.main') })
          .getByRole('link', { name: t('en', 'nav.likes') });
  await likes.click();
  await expect(page).toHaveURL(/\/likes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).not.toContain(likesModule);
  // Each script is asked for once, however many links lead to its page.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(preloaded).size).toBe(preloaded.length);
});

test('a visitor page that has not hydrated preloads nothing while idle', async ({
  browser,
}, info) => {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(site('cupido', '/members'));
  // Longer than the prefetch's idle timeout, with no sign of presence.
  await page.waitForTimeout(3_000);
  expect(scripts).toEqual([]);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
});
