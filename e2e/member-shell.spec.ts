import { expect, type Page, type TestInfo } from '@playwright/test';
import type { TLocale } from '@cupido/contract';
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  signUpByApi,
  site,
  t,
  test,
} from './fixtures.ts';

/**
 * Issue 16, the member's frame: the app's own confirm dialog, toasts, blocked members in
 * Settings, the invisible mode shown in the navigation, the phone's tab bar, sign-up first for
 * visitors, and no page wider than the screen. Each in English and German.
 */
type TDomain = 'cupido' | 'herzklopfen';
const LANGUAGES: { domain: TDomain; locale: TLocale; browserLocale: string }[] = [
  { domain: 'cupido', locale: 'en', browserLocale: 'en-GB' },
  { domain: 'herzklopfen', locale: 'de', browserLocale: 'de-DE' },
];

/** A screenshot to look at (not compared): /tmp/pw-b/shots unless E2E_SHOTS says otherwise. */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir)
    await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: false });
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

// Each journey signs up one or two members and checks every screen with axe.
test.describe.configure({ timeout: 120_000 });

for (const { domain, locale, browserLocale } of LANGUAGES) {
  test(`${locale}: blocking asks in the app's dialog, shows the result in place; Settings lists and unblocks`, async ({
    browser,
  }, info) => {
    const target = await newMember(browser, info, 'Tessa', { domain, browserLocale });
    await target.page.context().close();
    const { page } = await newMember(browser, info, 'Mira', { domain, browserLocale });
    await page.goto(site(domain, `/members/${target.id}`));
    await hydrated(page);
    const block = page.getByRole('button', { name: t(locale, 'member.block', { name: 'Tessa' }) });
    await block.click();
    const dialog = page.getByRole('dialog', {
      name: t(locale, 'member.block_title', { name: 'Tessa' }),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t(locale, 'member.block_body', { name: 'Tessa' }));
    // Focus starts on Cancel: Enter never blocks by accident.
    await expect(dialog.getByRole('button', { name: t(locale, 'common.cancel') })).toBeFocused();
    await expectAccessible(page);
    await shot(page, info, `block-dialog-${locale}`);
    // Escape cancels; nothing happened.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(block).toBeVisible();

    await block.click();
    await dialog.getByRole('button', { name: t(locale, 'member.block_yes') }).click();
    await expect(toast(page, t(locale, 'member.blocked_toast', { name: 'Tessa' }))).toBeVisible();
    // The result stands where the button was.
    const notice = page.getByTestId('blocked-notice');
    await expect(notice).toHaveText(t(locale, 'member.blocked_notice', { name: 'Tessa' }));
    await expect(notice).toBeInViewport();
    const unblock = page.getByRole('button', {
      name: t(locale, 'member.unblock', { name: 'Tessa' }),
    });
    await expect(unblock).toBeInViewport();
    await expectAccessible(page);
    await shot(page, info, `blocked-${locale}`);

    // Settings lists her, with Unblock.
    await page.goto(site(domain, '/settings'));
    const list = page.getByRole('list', { name: t(locale, 'settings.blocked_title') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Tessa');
    await expectAccessible(page);
    await shot(page, info, `settings-blocked-${locale}`);
    await list
      .getByRole('button', { name: t(locale, 'member.unblock', { name: 'Tessa' }) })
      .click();
    await expect(toast(page, t(locale, 'member.unblocked_toast', { name: 'Tessa' }))).toBeVisible();
    await expect(page.getByText(t(locale, 'settings.blocked_empty'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(t(locale, 'settings.blocked_empty'))).toBeVisible();
  });

  test(`${locale}: deleting a conversation asks in the app's dialog and says it is done`, async ({
    browser,
  }, info) => {
    const partner = await newMember(browser, info, 'Lotte', { domain, browserLocale });
    await partner.page.context().close();
    const { page } = await newMember(browser, info, 'Mira', { domain, browserLocale });
    await page.goto(site(domain, `/members/${partner.id}/chat`));
    await hydrated(page);
    const input = page.getByLabel(t(locale, 'chat.input_label', { name: 'Lotte' }));
    await input.fill('Hallo Lotte!');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
    await page.goto(site(domain, '/chats'));
    await hydrated(page);
    const row = page
      .getByRole('list', { name: t(locale, 'chat.list_label') })
      .getByRole('link', { name: /Lotte/ });
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: t(locale, 'chat.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'chat.delete_title') });
    await expect(dialog).toContainText(t(locale, 'chat.delete_confirm', { name: 'Lotte' }));
    await expectAccessible(page);
    await shot(page, info, `delete-dialog-${locale}`);
    await dialog.getByRole('button', { name: t(locale, 'common.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: t(locale, 'chat.delete') }).click();
    await dialog.getByRole('button', { name: t(locale, 'chat.delete_yes') }).click();
    await expect(toast(page, t(locale, 'chat.deleted_toast', { name: 'Lotte' }))).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(t(locale, 'chat.empty_list'))).toBeVisible();
  });

  test(`${locale}: invisible mode confirms with a toast and the navigation shows it`, async ({
    browser,
  }, info) => {
    const { page } = await newMember(browser, info, 'Mira', { domain, browserLocale });
    await page.goto(site(domain, '/profile'));
    await hydrated(page);
    const status = page.getByTestId('privacy-status').filter({ visible: true });
    await expect(status).toHaveCount(0);
    await page.getByLabel(t(locale, 'my_profile.invisible')).check();
    await expect(toast(page, t(locale, 'privacy.invisible_on'))).toBeVisible();
    await expect(status).toHaveCount(1);
    // The pill reads 'Invisible' on a desktop; on a phone the Profile tab says it.
    if (info.project.name === 'desktop')
      await expect(status).toHaveText(t(locale, 'privacy.status_invisible'));
    else
      await expect(
        page
          .getByRole('navigation', { name: t(locale, 'tabs.label') })
          .getByRole('link', { name: new RegExp(t(locale, 'privacy.status_invisible')) }),
      ).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, `invisible-${locale}`);
    // Still there on another page.
    await page.goto(site(domain, '/members'));
    await expect(status).toHaveCount(1);
    await page.goto(site(domain, '/profile'));
    await page.getByLabel(t(locale, 'my_profile.invisible')).uncheck();
    await expect(toast(page, t(locale, 'privacy.invisible_off'))).toBeVisible();
    await expect(status).toHaveCount(0);
    await page.getByLabel(t(locale, 'my_profile.privacy_mode')).check();
    await expect(toast(page, t(locale, 'privacy.private_on'))).toBeVisible();
    await expect(status).toHaveCount(1);
  });

  test(`${locale}: a phone has a labelled tab bar; a desktop keeps the top links; the top bar does not move`, async ({
    browser,
  }, info) => {
    test.setTimeout(300_000); // four pages, each checked with axe
    const { page } = await newMember(browser, info, 'Mira', { domain, browserLocale });
    const phone = info.project.name === 'phone';
    const tabs = page.getByRole('navigation', { name: t(locale, 'tabs.label') });
    const top = page.getByRole('navigation', { name: t(locale, 'nav.main') });
    let logo: { x: number; y: number; height: number } | null = null;
    let bar: number | null = null;
    for (const [path, tab] of [
      ['/members', 'tabs.search'],
      ['/likes', 'tabs.likes'],
      ['/chats', 'tabs.messages'],
      ['/profile', 'tabs.profile'],
    ] as const) {
      await page.goto(site(domain, path));
      await hydrated(page);
      if (phone) {
        await expect(tabs.getByRole('link')).toHaveCount(4);
        const link = tabs.getByRole('link', { name: t(locale, tab) });
        await expect(link).toHaveAttribute('aria-current', 'page');
        // The bar is on the screen, at its bottom edge.
        const box = (await tabs.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
        await expect(top.getByRole('link', { name: t(locale, 'nav.search_members') })).toHaveCount(
          0,
        );
      } else {
        await expect(tabs).toHaveCount(0);
        await expect(
          top.getByRole('link', { name: t(locale, 'nav.search_members') }),
        ).toBeVisible();
      }
      // The logo and the bar's height stay put from page to page.
      const here = (await top.getByRole('link').first().boundingBox())!;
      const height = (await page.locator('header.site-nav').boundingBox())!.height;
      logo ??= here;
      bar ??= height;
      expect(Math.round(here.x)).toBe(Math.round(logo.x));
      expect(Math.round(height)).toBe(Math.round(bar));
      await expectAccessible(page);
      await shot(page, info, `tabs-${path.slice(1)}-${locale}`);
    }
    // The credits shop fits no tab: the top bar's Get Premium marks it (its Credits once paid).
    await page.goto(site(domain, '/credits'));
    await hydrated(page);
    if (phone) await expect(tabs.locator('[aria-current]')).toHaveCount(0);
    await expect(top.getByRole('link', { name: t(locale, 'nav.get_premium') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every icon in the navigation says what it is.
    for (const nav of [top, ...(phone ? [tabs] : [])])
      for (const link of await nav.getByRole('link').all())
        expect((await link.innerText()).trim()).not.toBe('');
  });

  test(`${locale}: a visitor asked to log in to chat or send a gift is offered sign-up first`, async ({
    browser,
  }, info) => {
    const target = await newMember(browser, info, 'Tessa', { domain, browserLocale });
    await target.page.context().close();
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site(domain, `/members/${target.id}`));
    await hydrated(page);
    await page
      .getByRole('button', { name: t(locale, 'member.send_gift', { name: 'Tessa' }) })
      .click();
    const notice = page.getByTestId('gift-login-notice');
    await expect(notice).toContainText(t(locale, 'chat.gift_login_required', { name: 'Tessa' }));
    await expect(notice).toBeInViewport();
    const buttons = notice.locator('a, button');
    await expect(buttons.first()).toHaveText(t(locale, 'index.cta_signup'));
    await expect(buttons.nth(1)).toHaveText(t(locale, 'index.cta_login'));
    await expectAccessible(page);
    await shot(page, info, `gift-visitor-${locale}`);

    await page.goto(site(domain, `/members/${target.id}/chat`));
    await hydrated(page);
    await expect(
      page.getByRole('heading', { name: t(locale, 'chat.login_required') }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a, button').first()).toHaveText(t(locale, 'index.cta_signup'));
    await expect(main.getByRole('link', { name: t(locale, 'index.cta_login') })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, `chat-visitor-${locale}`);
    await main.getByRole('button', { name: t(locale, 'index.cta_signup') }).click();
    // A phone gets the sign-up page, a desktop the modal (spec section 2).
    if (info.project.name === 'phone') await expect(page).toHaveURL(/\/signup$/);
    else await expect(page.getByRole('dialog', { name: t(locale, 'signup.title') })).toBeVisible();
    await context.close();
  });

  test(`${locale}: logging in and signing up are named apart and the same everywhere`, async ({
    browser,
  }, info) => {
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site(domain, '/login'));
    const login = t(locale, 'login.title');
    await expect(page.getByRole('heading', { name: login })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: t(locale, 'nav.main') })
        .getByRole('link', { name: login }),
    ).toBeVisible();
    expect(t(locale, 'nav.login')).toBe(login);
    expect(t(locale, 'signup.title')).not.toBe(login);
    if (locale === 'de') {
      expect(login).toBe('Einloggen');
      expect(t(locale, 'signup.title')).toBe('Kostenlos registrieren');
    }
    await expectAccessible(page);
    await context.close();
  });

  test(`${locale}: a wrong current password is said once; a date of birth under 18 asks for one of 18+`, async ({
    browser,
  }, info) => {
    const { page } = await newMember(browser, info, 'Mira', { domain, browserLocale });
    await page.goto(site(domain, '/settings'));
    await hydrated(page);
    const label = (key: 'settings.current_password' | 'settings.new_password') =>
      page.getByLabel(t(locale, key), { exact: true });
    await label('settings.current_password').last().fill('not my password');
    await label('settings.new_password').fill('ein neues passwort');
    await page
      .getByLabel(t(locale, 'settings.confirm_password'), { exact: true })
      .fill('ein neues passwort');
    await page.getByRole('button', { name: t(locale, 'settings.password_submit') }).click();
    await expect(page.getByText(t(locale, 'api.wrong_password'))).toHaveCount(1);
    await expect(page.getByText(t(locale, 'api.wrong_password'))).toBeVisible();

    const answer = await signUpByApi(
      page,
      `young.${Date.now()}@example.com`,
      'Jung',
      `${new Date().getFullYear() - 16}-01-01`,
    );
    expect(answer.error?.fields?.date_of_birth).toBe(
      t(locale, 'field.dob_required', { min_age: 18 }),
    );
  });
}

/** Every members' page, no wider than the screen at 320, 375 and 768 px. */
test('no members page is wider than the screen at 320, 375 and 768 px @phone-only', async ({
  browser,
}, info) => {
  test.setTimeout(480_000);
  const other = await newMember(browser, info, 'Tessa');
  await other.page.context().close();
  const { page } = await newMember(browser, info, 'Maximiliane');
  // A conversation to open.
  await page.goto(site('cupido', `/members/${other.id}/chat`));
  await hydrated(page);
  const input = page.getByLabel(t('en', 'chat.input_label', { name: 'Tessa' }));
  await input.fill('Hi!');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
  const chat = new URL(page.url()).pathname;
  const pages = [
    '/members',
    `/members/${other.id}`,
    `/likes/m/${other.id}`,
    '/chats',
    chat,
    '/likes',
    '/likes/received',
    '/likes/sent',
    '/likes/matches',
    '/swipe-game',
    '/match-finder',
    '/profile',
    '/settings',
    '/settings/delete',
    '/credits',
    '/credits/repeat-order',
    '/transactions',
    '/premium',
    '/notifications',
  ];
  const wide: string[] = [];
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of pages) {
      const response = await page.goto(site('cupido', path));
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      if (scroll > inner) wide.push(`${path} at ${width}px: ${scroll}px`);
    }
  }
  expect(wide).toEqual([]);
});
