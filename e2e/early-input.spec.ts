import { expect, type Request } from '@playwright/test';
import sharp from 'sharp';
import {
  formFields,
  formPost,
  hydrated,
  holdRequests,
  newMember,
  site,
  t,
  test,
} from './fixtures.ts';

// On a slow phone a visitor types while the scripts are still on their way. What is on screen
// when they tap the button is what the form sends: React hydrates a field without touching its
// value, and once it is, what the field shows is handed to its state (deferScripts's hold script).
test('what a visitor types before the page is hydrated is what sign-up sends', async ({ page }) => {
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/signup'), { waitUntil: 'commit' });
  const email = `early.${Date.now()}@example.com`;
  await page.getByLabel(t('en', 'signup.email')).fill(email);
  await page.getByLabel(t('en', 'signup.name')).fill('Early');
  await page.getByLabel(t('en', 'signup.password'), { exact: true }).fill('geheim wachtwoord');
  await page.getByLabel(t('en', 'signup.dob')).fill('1991-02-03');
  await page.getByLabel(t('en', 'signup.message')).fill('Typed before the scripts came.');
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  await expect(page.getByLabel(t('en', 'signup.email'))).toHaveValue(email);
  const signup = formPost(page, 'POST /api/signup.php');
  await page.getByRole('button', { name: t('en', 'signup.submit') }).click();
  const body = await formFields(await signup);
  expect(body).toMatchObject({
    email,
    name: 'Early',
    password: 'geheim wachtwoord',
    date_of_birth: '1991-02-03',
    signup_message: 'Typed before the scripts came.',
  });
  expect((await (await signup).response())!.status()).toBe(201);
});

// A switch that saves at once, tapped while the scripts load: the tap is saved once hydrated.
test('a switch tapped before the page is hydrated is saved', async ({ browser }, info) => {
  const { page } = await newMember(browser, info, 'Early');
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/notifications'), { waitUntil: 'commit' });
  const like = page.getByRole('switch', { name: t('en', 'notifications.type.like') });
  await expect(like).toBeChecked();
  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/notifications.php') && r.method() === 'PUT',
  );
  await like.click();
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  expect((await saved).postDataJSON()).toEqual({ type: 'like', enabled: false });
  expect((await (await saved).response())!.status()).toBe(200);
  await expect(like).not.toBeChecked();
  await page.reload();
  await expect(like).not.toBeChecked();
  await page.context().close();
});

// A switch ticked while the scripts load shows the tick at once, as on a running page, and the
// tick is saved once the page is hydrated: once, not undone by the hydration.
test('a switch ticked before the page is hydrated shows it and is saved once', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Ivy');
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/privacy.php') && r.method() === 'PUT') puts.push(r);
  });
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/profile'), { waitUntil: 'commit' });
  const invisible = page.getByRole('switch', { name: t('en', 'my_profile.invisible') });
  await expect(invisible).not.toBeChecked();
  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/privacy.php') && r.method() === 'PUT',
  );
  // check() fails unless the tick shows.
  await invisible.check();
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  expect((await (await saved).response())!.status()).toBe(200);
  await expect(invisible).toBeChecked();
  await page.reload();
  await hydrated(page);
  await expect(invisible).toBeChecked();
  expect(puts.map((r) => r.postDataJSON())).toEqual([{ invisible: true }]);
  await page.context().close();
});

// A radio picked while the scripts load: the language chosen is the one the page switches to.
// A tap on the icon inside a button (an SVG element) is made again on the button itself.
test('a tap on an icon before the page is hydrated is made once it is', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/landers/tinderswipe'), { waitUntil: 'commit' });
  const like = page.locator('.swipe-btn.btn-brand');
  const first = await like.innerText();
  await like.locator('svg').click();
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  await expect(like).not.toHaveText(first);
  expect(errors).toEqual([]);
});

test('a language picked before the page is hydrated is chosen', async ({ page }) => {
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/lang-config'), { waitUntil: 'commit' });
  await page.getByLabel('Français').click();
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel('Français')).toBeChecked();
  await expect(page.getByText(t('fr', 'langconfig.saved'))).toBeVisible();
});

// A photo picked while the scripts load: the input keeps the file, and the pick is announced
// again once the page is hydrated, so the photo is uploaded.
test('a photo picked before the page is hydrated is uploaded', async ({ browser }, info) => {
  // A name of its own per project: with a photo the member shows on the landers' stacks, where
  // the tinderswipe journey tells one card from the next by name.
  const { page } = await newMember(
    browser,
    info,
    info.project.name === 'phone' ? 'Paula' : 'Petra',
  );
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('cupido', '/profile'), { waitUntil: 'commit' });
  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: '#1971c2' },
  })
    .jpeg()
    .toBuffer();
  const uploaded = page.waitForRequest(
    (r) => r.url().endsWith('/api/photos.php') && r.method() === 'POST',
  );
  await page
    .getByLabel(t('en', 'my_profile.add_photo'))
    .setInputFiles({ name: 'early.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await hydrated(page);
  expect((await (await uploaded).response())!.ok()).toBe(true);
  await expect(
    page.getByText(t('en', 'my_profile.photo_count', { count: 1, limit: 3 })),
  ).toBeVisible();
  await page.context().close();
});

// A country picked in a member's search filters while the scripts load: once hydrated, the
// filters know it, as for a pick on the running page (its regions show).
test('a country picked before the page is hydrated shows its regions @desktop-only', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Joke', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  const release = await holdRequests(page, '**/*.js');
  await page.goto(site('hartjes', '/members'), { waitUntil: 'commit' });
  const country = page.getByLabel(t('nl', 'members.country'), { exact: true });
  const region = page.getByLabel(t('nl', 'region.province'));
  await country.selectOption('BE');
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  await expect(region).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(region).toBeVisible();
  await expect(country).toHaveValue('BE');
  await page.context().close();
});

// Whatever a member's page shows above its content is drawn by the server with it: an alert
// appearing once the scripts run would push the page down under the member's finger (a tap
// meant for a button lands beside it). A new member has all of them: the profile alert, the
// push alert (in a browser the server has not heard from yet, too) and, in the members area,
// the time bonus.
test("a new member's alerts are drawn with the page: nothing moves when its scripts run", async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Steady');
  const context = page.context();
  await context.clearCookies({ name: 'push_alert' });
  const content = page.locator('#content > :last-child');
  const enrich = page.getByText(t('en', 'alert.enrich'));
  const drawn = async (path: string) => {
    const release = await holdRequests(page, '**/*.js');
    await page.goto(site('cupido', path), { waitUntil: 'commit' });
    await expect(content).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (l) => l.sheet,
      ),
    );
    const before = await content.boundingBox();
    await expect(page.locator('html[data-live]')).not.toBeAttached();
    release();
    await hydrated(page);
    // The browser has found out about pushes (and told the server, for the next pages).
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'push_alert')?.value)
      .toBe('1');
    await page.unroute('**/*.js');
    return { before, after: await content.boundingBox() };
  };

  for (const path of ['/members', '/credits']) {
    const { before, after } = await drawn(path);
    await expect(enrich).toBeVisible();
    await expect(page.getByTestId('push-alert')).toBeVisible();
    await expect(page.getByTestId('time-bonus-banner')).toHaveCount(path === '/members' ? 1 : 0);
    expect(after).toEqual(before);
  }

  // A dismissed alert stays away from the first paint on.
  await page
    .getByRole('alert')
    .or(page.locator('.alert'))
    .filter({ has: enrich })
    .getByRole('button', { name: t('en', 'common.dismiss') })
    .click();
  await expect(enrich).toHaveCount(0);
  const { before, after } = await drawn('/members');
  await expect(enrich).toHaveCount(0);
  expect(after).toEqual(before);
});
