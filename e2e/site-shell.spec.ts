import { expect } from '@playwright/test';
import { dismissEntryWarning, expectAccessible, hydrated, site, t, test } from './fixtures.ts';
import { E2E_PORT } from '../playwright.config.ts';

test.describe('language', () => {
  test.use({ locale: 'de-DE' });

  test('a visitor with a German browser gets German, and a chosen language survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'index.hero_title'));
    await expect(page.getByRole('link', { name: t('de', 'nav.login'), exact: true })).toBeVisible();
    // The hero's calls keep their words on one line ('Kostenlos registrieren' broke in two at
    // 1,280 px beside 'Ich habe schon ein Konto').
    for (const name of [t('de', 'index.cta_signup'), t('de', 'index.cta_login')]) {
      const call = page.locator('.hero').getByRole('link', { name, exact: true });
      const lines = await call.evaluate(
        (b) => b.getBoundingClientRect().height / parseFloat(getComputedStyle(b).lineHeight),
      );
      expect(lines, name).toBeLessThan(2);
    }

    await hydrated(page);
    await page.getByLabel(t('de', 'nav.language')).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'index.hero_title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'index.hero_title'));
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });
});

test.describe('top bar', () => {
  // A German site seen by an English browser: both languages are offered.
  test.use({ locale: 'en-US' });

  test("a visitor's bar holds the logo, the language and Login on one line, a phone's too", async ({
    page,
  }, info) => {
    await page.goto(site('herzklopfen'));
    await hydrated(page);
    await dismissEntryWarning(page);
    const bar = page.getByRole('navigation', { name: t('en', 'nav.main') });
    const language = bar.getByLabel(t('en', 'nav.language'));
    const parts = [
      bar.getByRole('link', { name: 'Herzklopfen Demo' }),
      language,
      bar.getByRole('link', { name: t('en', 'nav.login'), exact: true }),
    ];
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
    // One line: each part's height spans the middle of every other one.
    for (const box of boxes)
      for (const other of boxes) {
        expect(box.y).toBeLessThan(other.y + other.height / 2);
        expect(box.y + box.height).toBeGreaterThan(other.y + other.height / 2);
      }
    for (const box of boxes)
      expect(box.x + box.width).toBeLessThanOrEqual(info.project.use.viewport!.width);
    // On a phone the list lies over the language's code; chosen there, it changes the page.
    if (info.project.name === 'phone')
      await expect(bar.getByText('EN', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await language.selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('top bar in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test("a Polish visitor's Login button keeps 'Zaloguj się' on one line", async ({ page }) => {
    // At 375 px the longest of the seven labels broke into two lines and the bar grew.
    await dismissEntryWarning(page);
    await page.goto(site('herzklopfen'));
    const login = page
      .getByRole('navigation', { name: t('pl', 'nav.main') })
      .getByRole('link', { name: t('pl', 'nav.login'), exact: true });
    // The button is taller than a line on a phone (a 44 px target): count its text's lines.
    const lines = await login.evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});

test.describe('site-entry warning', () => {
  test.use({ locale: 'nl-NL' });

  test('the NL site shows it until it is dismissed', async ({ page }) => {
    await page.goto(site('hartjes'));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#site-entry-warning')).toBeVisible();
    await expect(dialog).toContainText('Hartjes Demo');
    await expectAccessible(page);
    await dialog.getByRole('button').click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() =>
      window.localStorage.getItem('hide-site-entry-warning'),
    );
    expect(Number(stored)).toBeGreaterThan(1_700_000_000);
    expect(Number(stored)).toBeLessThan(Date.now() / 1000 + 5);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the English site does not show it', async ({ page }) => {
    await page.goto(site('cupido'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test.use({ locale: 'nl-NL' });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t('nl', 'error.not_found') })).toBeVisible();
    // The tab says what the page is, with the site's name (it said only the site's title).
    await expect(page).toHaveTitle(`${t('nl', 'error.not_found')} | Cupido Demo`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);
    await page.getByRole('link', { name: t('nl', 'error.back_home') }).click();
    await expect(page).toHaveURL(/\/$/);
    // Home again, the site's own title and no robots rule.
    await expect(page).not.toHaveTitle(new RegExp(t('nl', 'error.not_found')));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('an unknown static page is a 404 too', async ({ page }) => {
    const response = await page.goto('/pages/nope');
    expect(response?.status()).toBe(404);
  });

  test("the forms' action address is no page: a visit leads home and tells nothing of the code", async ({
    page,
  }) => {
    for (const path of ['/form', '/form?x=1']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/');
      expect(await response.text(), path).not.toMatch(/loader|\.tsx?\b|at /);
    }
  });

  test("the index looks finished on this screen, in the site's language", async ({
    page,
  }, info) => {
    await dismissEntryWarning(page);
    await page.goto(site('hartjes'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nl', 'index.hero_title'));
    await expectAccessible(page);
    await page.screenshot({
      path: info.outputPath(`index-${info.project.name}.png`),
      fullPage: true,
    });
    // The default brand colour (Cupido's, a new site's) is readable on the hero's buttons too.
    await page.goto(site('cupido'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('without a supported browser language, the site speaks its own language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(site('hartjes'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.goto(site('herzklopfen'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('the terms carry the version date and the operator details', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: site('cupido') }]);
    await page.goto(site('cupido', '/pages/terms'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Cupido Demo's company was added on 2024-03-01, after the 2023-12-01 default.
    await expect(page.getByText(t('en', 'legal.version', { date: 'March 1, 2024' }))).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Cupido Demo Ltd');
    // The operator's country by its name, not its code.
    await expect(page.getByRole('complementary')).toContainText('London, United Kingdom');
    await expect(page.getByRole('complementary')).toContainText('+442000000000');
    await expectAccessible(page);
  });

  for (const path of ['privacy', 'cookies', 'faq', 'ban', 'return-policy', 'service']) {
    test(`the ${path} page renders in Dutch`, async ({ page }) => {
      await dismissEntryWarning(page);
      await page.goto(site('hartjes', `/pages/${path}`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('{');
      await expect(page.getByRole('contentinfo')).toContainText('+31200000000');
    });
  }

  test('the footer links reach the static pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('nl', 'footer.faq') })
      .click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a lander's 'auto' slug becomes the locale", async ({ page }) => {
    await page.goto('/landers/video/auto');
    await expect(page).toHaveURL(/\/landers\/video\/nl$/);
    await page
      .context()
      .addCookies([{ name: 'locale', value: 'en', url: `http://localhost:${E2E_PORT}` }]);
    await page.goto('/landers/gallery/auto');
    await expect(page).toHaveURL(/\/landers\/gallery\/eng$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('the skip link leads to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('en', 'app.skip_to_content') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
  });
});
