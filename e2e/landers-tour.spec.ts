import { expect, type Page } from '@playwright/test';
import {
  dismissEntryWarning,
  expectAccessible,
  fillSignup,
  formFields,
  formPost,
  hydrated,
  mailLink,
  LANDER_PATHS,
  newMember,
  site,
  t,
  test,
} from './fixtures.ts';

/** A member a visitor may see, from the public search. */
async function visibleMemberId(page: Page): Promise<number> {
  const res = await page.request.get('/api/search.php');
  const { profiles } = (await res.json()) as { profiles: { id: number; is_fictional: boolean }[] };
  return profiles.find((p) => !p.is_fictional)!.id;
}

async function skipProfileSteps(page: Page) {
  for (const skip of [
    'steps.skip_photo',
    'steps.skip_location',
    'steps.skip_personal',
    'steps.skip_about',
    'push.step_skip',
  ] as const) {
    await page.getByRole('button', { name: t('en', skip) }).click();
  }
}

test.describe('landers and member landings', () => {
  test.use({ locale: 'en-GB' });
  test.beforeEach(async ({ page }) => dismissEntryWarning(page));

  for (const path of LANDER_PATHS) {
    test(`${path} is accessible and has its own title`, async ({ page }) => {
      await page.goto(path);
      if (path === '/landers/adultonly') {
        await expectAccessible(page);
        await expect(page.getByRole('link', { name: t('en', 'index.cta_signup') })).toHaveCount(0);
        await page
          .getByRole('button', { name: t('en', 'lander.adultonly.gate_yes', { min_age: 18 }) })
          .click();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: t('en', 'index.cta_signup') })).toBeVisible();
      await expect(page).not.toHaveTitle('Cupido Demo: dating and chat for adults');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
      await expectAccessible(page);
    });
  }

  // One test per landing: each runs axe on a whole page, three in one test outran 30 s in CI.
  for (const landing of ['landing', 'landing2/eng', 'landing3']) {
    test(`the member landing ${landing} is accessible, with sign-up as its one call to action`, async ({
      page,
    }) => {
      const id = await visibleMemberId(page);
      await page.goto(`/members/${id}/${landing}`);
      // The one call to action: sign-up with this member as the first contact.
      await expect(page.locator(`a[href="/members/${id}/signup"]`)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test("a member landing names a member without a city by their country, in the visitor's language", async ({
    browser,
  }, info) => {
    // A new member has a country and no city yet.
    const { page: member, id } = await newMember(browser, info, 'Nadia');
    const { profile: user } = await member.evaluate(() =>
      fetch('/api/profile.php').then(
        (r) => r.json() as Promise<{ profile: { country: string; city: string | null } }>,
      ),
    );
    expect(user.city).toBeNull();
    const { viewport, hasTouch } = info.project.use;
    const visitor = await browser.newContext({ locale: 'pl-PL', viewport, hasTouch });
    const page = await visitor.newPage();
    await dismissEntryWarning(page);
    await page.goto(site('cupido', `/members/${id}/landing`));
    const country = new Intl.DisplayNames(['pl'], { type: 'region' }).of(user.country)!;
    expect(country).not.toBe(user.country);
    await expect(page.getByRole('heading', { level: 1, name: /Nadia/ })).toBeVisible();
    await expect(page.locator('main').getByText(country, { exact: true })).toBeVisible();
    await expect(page.locator('main').getByText(user.country, { exact: true })).toHaveCount(0);
  });

  test("a member landing's 'auto' slug becomes the locale; an unknown member is 404", async ({
    page,
  }) => {
    const id = await visibleMemberId(page);
    await page.goto(`/members/${id}/landing2/auto`);
    await expect(page).toHaveURL(new RegExp(`/members/${id}/landing2/eng$`));
    // An ad's dead link: the 404 page in the landing's own frame (its logo and footer), named
    // in the tab; 'auto' is no redirect to it first.
    for (const path of [
      '/members/1999999999/landing',
      '/members/1999999999/signup',
      '/members/1999999999/landing3/auto',
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
      expect((await page.goto(path))!.status()).toBe(404);
      await expect(page.getByRole('heading', { name: t('en', 'error.not_found') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('en', 'error.not_found')} | Cupido Demo`);
      await expect(page.getByRole('link', { name: 'Cupido Demo' })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('sign-up from a lander carries its tracking parameters and ends on complete-signup @phone-only', async ({
    page,
  }) => {
    await page.goto('/landers/gallery/eng?network=x&sub1=y&t=1');
    // Stored and taken out of the address as the page loads, before the visitor does anything
    // (spec section 9); the lander's own parameter stays.
    await expect(page).toHaveURL(/\/landers\/gallery\/eng\?t=1$/);
    expect(await page.evaluate(() => localStorage.getItem('tracking'))).toBe(
      JSON.stringify({ network: 'x', sub1: 'y' }),
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-live');
    await hydrated(page);
    await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await fillSignup(page, `tour.${Date.now()}@example.com`);
    const signup = formPost(page, 'POST /api/signup.php');
    await page.getByRole('button', { name: t('en', 'signup.submit') }).click();
    const request = await signup;
    expect(await formFields(request)).toMatchObject({
      'tracking.network': 'x',
      'tracking.sub1': 'y',
    });
    expect((await request.response())!.status()).toBe(201);
    await skipProfileSteps(page);
    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(
      page.getByRole('heading', { name: t('en', 'signup.complete_title') }),
    ).toBeVisible();
    // Spec section 2: no language dropdown and no entry warning here.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('sign-up from a member landing leads into the conversation with that member @phone-only', async ({
    page,
  }) => {
    const id = await visibleMemberId(page);
    await page.goto(`/members/${id}/landing`);
    await hydrated(page);
    await page.locator(`a[href="/members/${id}/signup"]`).click();
    await expect(page).toHaveURL(new RegExp(`/members/${id}/signup$`));
    await expectAccessible(page);
    const email = `first.${Date.now()}@example.com`;
    await fillSignup(page, email);
    const signup = formPost(page, 'POST /api/signup.php');
    await page.getByRole('button', { name: t('en', 'signup.submit') }).click();
    expect((await formFields(await signup)).first_contact).toBe(String(id));
    await skipProfileSteps(page);
    await expect(page).toHaveURL(new RegExp(`/complete-signup\\?with=${id}$`));
    await page.getByRole('button', { name: t('en', 'signup.complete_continue') }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${id}/chat$`));

    // The activation mail opened where the member is not logged in (the mail app's browser):
    // the account is said to be active, and the login leads into that conversation.
    const link = await mailLink(page, email, 'activate.php');
    const mailApp = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
    const other = await mailApp.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/activate\/done\?next=/);
    await expect(
      other.getByRole('heading', { name: t('en', 'activate.done_title') }),
    ).toBeVisible();
    await other
      .getByRole('main')
      .getByRole('link', { name: t('en', 'login.submit') })
      .click();
    await other.getByLabel(t('en', 'login.email')).fill(email);
    await other.getByLabel(t('en', 'login.password'), { exact: true }).fill('geheim wachtwoord');
    await other.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
    await expect(other).toHaveURL(new RegExp(`/members/${id}/chat$`));
    await mailApp.close();
  });

  test('tinderswipe: swiping through the stack leads into sign-up @desktop-only', async ({
    page,
  }) => {
    await page.goto('/landers/tinderswipe');
    await hydrated(page);
    const like = page.getByRole('button', { name: /^Like / });
    const dialog = page.getByRole('dialog', { name: t('en', 'signup.title') });
    // Each swipe shows the next member; past the last one (at most six) the sign-up opens.
    for (let i = 0; i < 6 && !(await dialog.isVisible()); i++) {
      const name = (await like.textContent())!;
      await like.click();
      await expect(dialog.or(like.filter({ hasNotText: name }))).toBeVisible();
    }
    await expect(dialog).toBeVisible();
  });

  test('lang-config changes the interface language and keeps it @desktop-only', async ({
    page,
  }) => {
    await page.goto('/lang-config');
    await hydrated(page);
    await expectAccessible(page);
    // The choice shows once the page data has come back in that language.
    await page.getByLabel('Español').click();
    await expect(page.getByRole('heading', { name: t('es', 'langconfig.title') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: t('es', 'langconfig.title') })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('es');
  });
});
