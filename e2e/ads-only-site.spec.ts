import { expect } from '@playwright/test';
import { expectAccessible, fillSignup, formFields, formPost, site, t, test } from './fixtures.ts';
import { ADS_ONLY_CONFIG } from './extra-sites.ts';

// Spec section 2: sign-ups 'with_trafficsource' and the logged-out search's traffic-source
// variant open only to a visit that came by an ad's link.
const closedNotice = t('en', 'api.signups_closed', { site_name: ADS_ONLY_CONFIG.name });

test('a visitor who did not come by an ad is told that sign-ups are closed, before filling anything in', async ({
  page,
}) => {
  await page.goto(site('adsonly', '/members'));
  await expect(page.getByText(t('en', 'members.login_to_search'))).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  await page.goto(site('adsonly', '/signup'));
  await expect(page.getByRole('status').filter({ hasText: closedNotice })).toBeVisible();
  await expect(page.getByLabel(t('en', 'signup.email'))).toHaveCount(0);
  await expectAccessible(page);
  // The search's API says the same: no members for a visitor without an ad's link.
  expect(await page.evaluate(async () => (await fetch('/api/search.php')).status)).toBe(401);
  // A lander still shows members: landing pages are for visitors (spec section 6).
  await page.goto(site('adsonly', '/landers/gallery'));
  await expect(page.locator('main img').first()).toBeVisible();
  // An ad's link straight to the search: its very first page lists members.
  await page.goto(site('adsonly', '/members?network=adnet'));
  await expect(page.locator('main article').first()).toBeVisible();
});

test("a visitor from an ad's link sees the members and signs up @phone-only", async ({ page }) => {
  await page.goto(site('adsonly', '/?network=adnet&sub1=s7'));
  await expect(page).toHaveURL(site('adsonly', '/'));
  // The ad's first page already counts: the members' search, and the sign-up form.
  await page.goto(site('adsonly', '/members'));
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goto(site('adsonly', '/signup'));
  await expect(page.getByText(closedNotice)).toHaveCount(0);
  await fillSignup(page, `ads.${Date.now()}@example.com`);
  const signup = formPost(page, 'POST /api/signup.php');
  await page.getByRole('button', { name: t('en', 'signup.submit') }).click();
  const request = await signup;
  expect(await formFields(request)).toMatchObject({
    'tracking.network': 'adnet',
    'tracking.sub1': 's7',
  });
  expect((await request.response())!.status()).toBe(201);
});
