import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { TLocale } from '@cupido/contract';
import {
  activateFromOutbox,
  dismissEntryWarning,
  expectAccessible,
  holdRequests,
  mailLink,
  openSearchFilters,
  signUpByApi,
  site,
  t,
  test,
} from './fixtures.ts';

type TDomain = 'cupido' | 'herzklopfen';
// Each journey signs a member up and runs axe on a page of 24 cards, often twice: on a loaded
// machine (two cores, other journeys beside) that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES: { domain: TDomain; locale: TLocale; browser: string }[] = [
  { domain: 'cupido', locale: 'en', browser: 'en-GB' },
  { domain: 'herzklopfen', locale: 'de', browser: 'de-DE' },
];

/**
 * A new, confirmed member in a browser context of their own (with the project's viewport):
 * signed up through the API, activated through the link in the development outbox.
 */
async function newMember(
  browser: Browser,
  info: TestInfo,
  { domain, browser: locale }: (typeof LANGUAGES)[number],
): Promise<Page> {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale, viewport, hasTouch });
  // The profile hint stands outside what these journeys look at; dismissed as a member would.
  await context.addInitScript(() =>
    window.localStorage.setItem('hide-enrich-alert', String(Math.floor(Date.now() / 1000))),
  );
  const page = await context.newPage();
  await dismissEntryWarning(page);
  await page.goto(site(domain, '/'));
  const email = `mx.${domain}.${info.project.name}.${Date.now()}.${Math.random()}@example.com`;
  const answer = await signUpByApi(page, email, 'Mira', '1990-02-02');
  expect(answer.error).toBeUndefined();
  await activateFromOutbox(page, email);
  return page;
}

test("a member's tap made before the page's scripts have run is made once they have", async ({
  browser,
}, info) => {
  const page = await newMember(browser, info, LANGUAGES[0]!);
  // The app's entry is held back: the page is drawn by the server, not yet hydrated.
  const release = await holdRequests(page, '**/assets/entry.client-*.js');
  await page.goto(site('cupido', '/members'), { waitUntil: 'commit' });
  const account = page.getByRole('button', { name: t('en', 'nav.account') });
  await account.click();
  await expect(page.locator('html[data-live]')).not.toBeAttached();
  release();
  await expect(page.getByRole('button', { name: t('en', 'nav.logout') })).toBeVisible();
});

test("the account menu shows a premium member's balance, gives focus back on Escape and closes when focus leaves it", async ({
  browser,
}, info) => {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
  const page = await context.newPage();
  await dismissEntryWarning(page);
  await page.goto(site('cupido', '/login'));
  await page.getByLabel(t('en', 'login.email')).fill('premium@cupido.localhost');
  await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
  await page.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  const credits = await page.evaluate(
    async () =>
      ((await (await fetch('/api/user.php')).json()) as { user: { credits: number } }).user.credits,
  );
  // Above 10 credits the bar shows no number: the menu does.
  expect(credits).toBeGreaterThan(10);
  const account = page.getByRole('button', { name: t('en', 'nav.account') });
  await account.focus();
  await page.keyboard.press('Enter');
  const balance = page.getByRole('link', {
    name: t('en', 'nav.credits_balance', { count: credits }),
  });
  await expect(balance).toBeVisible();
  await expectAccessible(page);
  // Escape from an item closes the menu and leaves focus on its button, not on the page.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('en', 'nav.my_profile') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(balance).toBeHidden();
  await expect(account).toBeFocused();
  // Tabbing on past Logout closes it: open, it would cover what has the focus next.
  await page.keyboard.press('Enter');
  await expect(balance).toBeVisible();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t('en', 'nav.logout') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(balance).toBeHidden();
  await account.click();
  await balance.click();
  await expect(page).toHaveURL(/\/credits$/);
  await context.close();
});

for (const language of LANGUAGES) {
  const { domain, locale } = language;
  test(`${locale}: the account menu opens within the screen`, async ({ browser }, info) => {
    const page = await newMember(browser, info, language);
    await page.goto(site(domain, '/members'));
    await expectAccessible(page);
    await page.getByRole('button', { name: t(locale, 'nav.account') }).click();
    const logout = page.getByRole('button', { name: t(locale, 'nav.logout') });
    await expect(logout).toBeVisible();
    const menu = page.locator('ul.dropdown-menu.show');
    // The member's name shows with it: in the button where the bar has room for it, else at
    // the menu's top (a phone, and from 992 to 1399 px, where the bar's labels need the room).
    const button = page.getByRole('button', { name: t(locale, 'nav.account') });
    const width = page.viewportSize()!.width;
    const inMenu = width < 576 || (width >= 992 && width < 1400);
    await expect((inMenu ? menu : button).getByText('Mira')).toBeVisible();
    await expect((inMenu ? button : menu).getByText('Mira')).toBeHidden();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Every item reads in full, not cut at the screen's edge.
    for (const key of ['nav.my_profile', 'nav.settings'] as const) {
      const item = (await page.getByRole('link', { name: t(locale, key) }).boundingBox())!;
      expect(item.x + item.width).toBeLessThanOrEqual(width);
    }
    await expectAccessible(page);
  });

  test(`${locale}: a search from age 60 to age 20 shows results between the two`, async ({
    browser,
  }, info) => {
    const page = await newMember(browser, info, language);
    await page.goto(site(domain, '/members'));
    await expect(page.getByRole('heading', { name: t(locale, 'members.title') })).toBeVisible();
    // The sliders never cross: moving From past To takes To along.
    await openSearchFilters(page, locale);
    await page.getByLabel(t(locale, 'members.max_age')).fill('20');
    await page.getByLabel(t(locale, 'members.min_age')).fill('60');
    await expect(page.getByLabel(t(locale, 'members.max_age'))).toHaveValue('60');
    await page.getByRole('button', { name: t(locale, 'members.search') }).click();
    await expect(page).toHaveURL(/min_age=60&max_age=60/);
    // An address from 60 to 20 (typed, or sent without script) keeps the search page with its
    // form, the ages put in order.
    await page.goto(site(domain, '/members?min_age=60&max_age=20'));
    await expect(page.getByRole('heading', { name: t(locale, 'members.title') })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await openSearchFilters(page, locale);
    await expect(page.getByLabel(t(locale, 'members.min_age'))).toHaveValue('20');
    await expect(page.getByLabel(t(locale, 'members.max_age'))).toHaveValue('60');
    await expectAccessible(page);
  });

  test(`${locale}: a member opening the home page lands in the members area`, async ({
    browser,
  }, info) => {
    const page = await newMember(browser, info, language);
    await page.goto(site(domain, '/'));
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { name: t(locale, 'members.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t(locale, 'index.cta_signup') })).toHaveCount(0);
    await expectAccessible(page);
  });
}

const POLICY_TITLE = { en: 'Ban policy', de: 'Sperrrichtlinie' } as const;
const BLOCKED_TITLE = { en: 'Your account has been blocked', de: 'Dein Konto wurde gesperrt' };

for (const language of LANGUAGES) {
  const { domain, locale } = language;
  test(`${locale}: the footer's ban policy explains the rules; a banned member's page is another`, async ({
    browser,
  }, info) => {
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: language.browser, viewport, hasTouch });
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site(domain, '/'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t(locale, 'footer.ban') })
      .click();
    await expect(page).toHaveURL(/\/pages\/ban$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      POLICY_TITLE[locale as 'en' | 'de'],
    );
    await expect(page.getByText(BLOCKED_TITLE[locale as 'en' | 'de'])).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(site(domain, '/pages/blocked'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      BLOCKED_TITLE[locale as 'en' | 'de'],
    );
    await expectAccessible(page);
  });
}

for (const { domain, browser: browserLocale, locale } of [
  { domain: 'hartjes', browser: 'nl-NL', locale: 'nl' },
  { domain: 'herzklopfen', browser: 'de-DE', locale: 'de' },
] as const) {
  test(`${locale}: the entry warning's main, focused action is to enter; its two buttons are even`, async ({
    browser,
  }, info) => {
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
    const page = await context.newPage();
    await page.goto(site(domain, '/'));
    // Drawn by the server with the page (its HTML, with the browser's cookies), not flashed in after it.
    const served = () => page.evaluate(() => fetch('/').then((r) => r.text()));
    expect(await served()).toContain('id="site-entry-warning"');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t(locale, 'entry.title'));
    const enter = dialog.getByRole('button');
    const leave = dialog.getByRole('link', { name: t(locale, 'entry.leave') });
    await expect(enter).toHaveText(new RegExp(t(locale, 'entry.enter', { min_age: 18 })));
    await expect(enter).toBeFocused();
    const [a, b] = [(await enter.boundingBox())!, (await leave.boundingBox())!];
    expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await enter.click();
    await expect(dialog).toHaveCount(0);
    expect(await served()).not.toContain('id="site-entry-warning"');
  });
}

for (const language of LANGUAGES) {
  const { domain, locale } = language;
  test(`${locale}: after a password reset the member is told so, and the address counts as confirmed`, async ({
    browser,
  }, info) => {
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: language.browser, viewport, hasTouch });
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site(domain, '/'));
    const email = `reset.${domain}.${info.project.name}.${Date.now()}@example.com`;
    // Signed up but never confirmed; then logged out, as a member who forgot the password.
    expect((await signUpByApi(page, email, 'Rosa', '1990-02-02')).status).toBe(201);
    await page.evaluate(async (email) => {
      await fetch('/api/logout.php');
      await fetch('/api/password-reset.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    }, email);
    const link = await mailLink(page, email, 'reset-password/do');
    // In German the link is opened on a phone that has not run the page's scripts: the form
    // is the browser's own (decision 40), and the notice comes all the same.
    const scripts = locale === 'en';
    const form = scripts
      ? page
      : await (
          await browser.newContext({
            locale: language.browser,
            viewport,
            hasTouch,
            javaScriptEnabled: false,
          })
        ).newPage();
    await form.goto(link);
    await form.getByLabel(t(locale, 'reset_do.password'), { exact: true }).fill('new password 1');
    await form.getByLabel(t(locale, 'reset_do.confirm'), { exact: true }).fill('new password 1');
    await form.getByRole('button', { name: t(locale, 'reset_do.submit') }).click();
    await expect(form).toHaveURL(/\/members$/);
    await expect(form.getByRole('status')).toContainText(t(locale, 'reset.password_changed'));
    await expect(form.getByText(t(locale, 'activation.reminder', { email }))).toHaveCount(0);
    if (scripts) await expectAccessible(form);
  });
}
