import { expect, type Page } from '@playwright/test';
import { dismissEntryWarning, hydrated, LANDER_PATHS, site, t, test } from './fixtures.ts';

/**
 * Opens a lander as a visitor; adultonly asks for the visitor's age first. The page is not
 * waited for: it hydrates on the visitor's first move (decision 33), and what is tapped before
 * that happens once it has.
 */
async function openLander(page: Page, path: string) {
  await page.goto(path);
  if (path === '/landers/adultonly') {
    await page
      .getByRole('button', { name: t('en', 'lander.adultonly.gate_yes', { min_age: 18 }) })
      .click();
  }
}

test.describe('sign-up from a lander', () => {
  test.use({ locale: 'en-GB' });
  test.beforeEach(async ({ page }) => dismissEntryWarning(page));

  for (const path of LANDER_PATHS) {
    test(`${path}: Sign up free opens the sign-up page on a phone @phone-only`, async ({
      page,
    }) => {
      await openLander(page, path);
      await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
      // The tap wakes the lander (decision 33): it is made again once the page has hydrated.
      await expect(page).toHaveURL(/\/signup$/, { timeout: 15_000 });
      await expect(page.getByLabel(t('en', 'signup.email'))).toBeVisible();
    });

    test(`${path}: Sign up free opens the sign-up modal on a desktop @desktop-only`, async ({
      page,
    }) => {
      await openLander(page, path);
      await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
      const dialog = page.getByRole('dialog', { name: t('en', 'signup.title') });
      // As on a phone: the click is made again once the page has hydrated.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByLabel(t('en', 'signup.email'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('a lander loads no script until the visitor acts; a tap made before still counts', async ({
    page,
  }, info) => {
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(response.url()));
    await page.goto('/landers/gallery/eng');
    await page.waitForLoadState('networkidle');
    // The page is complete without them: no script of the app has even been fetched.
    const entry = (url: string) => /\/assets\/entry\.client-/.test(url);
    expect(scripts.filter(entry)).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-live');
    // The first tap both wakes the page and is carried out once it is awake.
    await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
    if (info.project.name === 'phone') {
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel(t('en', 'signup.email'))).toBeVisible();
    } else {
      await expect(page.getByRole('dialog', { name: t('en', 'signup.title') })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('data-live');
    expect(scripts.filter(entry)).toHaveLength(1);
  });

  test('a ctrl-click on sign-up opens the sign-up page in a new tab, before hydration and after @desktop-only', async ({
    page,
  }) => {
    await page.goto('/landers/gallery/eng');
    const cta = page.getByRole('link', { name: t('en', 'index.cta_signup') });
    for (const when of ['before hydration', 'after hydration']) {
      const opened = page.context().waitForEvent('page');
      await cta.click({ modifiers: ['ControlOrMeta'] });
      const tab = await opened;
      await expect(tab, when).toHaveURL(/\/signup$/);
      await expect(tab.getByLabel(t('en', 'signup.email'))).toBeVisible();
      await tab.close();
      // The page itself stays as it was: no modal, no navigation.
      await expect(page).toHaveURL(/\/landers\/gallery\/eng$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      if (when === 'before hydration') await hydrated(page);
    }
  });

  test("the sign-up modal closes when the visitor follows 'Log in now' @desktop-only", async ({
    page,
  }) => {
    await openLander(page, '/landers/adultonly');
    await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'signup.title') });
    // The demo member's address already owns an account: the form offers to log in instead.
    await dialog.getByLabel(t('en', 'signup.email')).fill('demo@cupido.localhost');
    await dialog.getByLabel(t('en', 'signup.name')).fill('Robin');
    await dialog.getByLabel(t('en', 'signup.password'), { exact: true }).fill('geheim wachtwoord');
    await dialog.getByLabel(t('en', 'signup.dob')).fill('1990-06-01');
    await dialog.getByRole('button', { name: t('en', 'signup.submit') }).click();
    await dialog.getByRole('link', { name: t('en', 'signup.login_instead') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The address goes along (in the page's state, not the address bar), the tab names the page.
    await expect(page.getByLabel(t('en', 'login.email'))).toHaveValue('demo@cupido.localhost');
    await expect(page).toHaveTitle(`${t('en', 'login.title')} | Cupido Demo`);
  });
});

test.describe('adultonly where the site-entry warning asks the age', () => {
  test.use({ locale: 'de-DE' });

  test('a German visitor confirms their age once: the warning, not the lander again', async ({
    page,
  }) => {
    await page.goto(site('herzklopfen', '/landers/adultonly'));
    const warning = page.getByRole('dialog');
    await warning.getByRole('button', { name: t('de', 'entry.enter', { min_age: 18 }) }).click();
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('de', 'lander.adultonly.title'),
    );
    await expect(
      page.getByRole('button', { name: t('de', 'lander.adultonly.gate_yes', { min_age: 18 }) }),
    ).toHaveCount(0);
    await page
      .getByRole('link', { name: t('de', 'index.cta_signup') })
      .first()
      .click();
    await expect(page.getByLabel(t('de', 'signup.email'))).toBeVisible();

    // Back on another day (the warning dismissed then): no question at all.
    await page.goto(site('herzklopfen', '/landers/adultonly'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('de', 'lander.adultonly.title'),
    );
  });
});
