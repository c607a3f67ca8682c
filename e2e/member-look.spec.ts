import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  openSearchFilters,
  site,
  t,
  test,
} from './fixtures.ts';

/**
 * Issue 16, the look of the members' pages: on a phone every button, field, chip and navigation
 * item is at least 44 px each way; nowhere (links, switches, focus rings, badges, sliders) does
 * Bootstrap's own blue show instead of the site's brand colour. With SHOTS_DIR set, the phone
 * screenshots of each page are kept there as well.
 */
test.describe.configure({ timeout: 300_000 });

const BOOTSTRAP_BLUE = /rgba?\(13, 110, 253\b/;

/** Buttons, fields, chips and navigation items smaller than 44 × 44 px, as seen on screen. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = [
      'button',
      '.btn',
      'select',
      'input.form-control',
      'input.form-range',
      'textarea',
      '.nav-item-link',
      '.tab-bar-link',
      '.dropdown-item',
      '.chip-face',
      '.chat-row-link',
    ].join(',');
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Elements whose computed colours (text, background, borders, outline, shadow, icons) are Bootstrap's blue. */
function bootstrapBlue(page: Page) {
  return page.evaluate((source) => {
    const blue = new RegExp(source);
    const props = [
      'color',
      'backgroundColor',
      'borderTopColor',
      'borderRightColor',
      'borderBottomColor',
      'borderLeftColor',
      'outlineColor',
      'textDecorationColor',
      'boxShadow',
      'fill',
      'stroke',
      'caretColor',
    ] as const;
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body, body *')) {
      const style = getComputedStyle(el);
      for (const p of props)
        if (blue.test(style[p])) hits.push(`${el.tagName.toLowerCase()}.${el.className} ${p}`);
    }
    return hits;
  }, BOOTSTRAP_BLUE.source);
}

async function shot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test("the members' pages use the brand colour and, on a phone, 44 px tap targets", async ({
  browser,
}, info) => {
  const phone = info.project.name === 'phone';
  const other = await newMember(browser, info, 'Tessa');
  await other.page.context().close();
  const { page } = await newMember(browser, info, 'Marlene');
  // A conversation to open.
  await page.goto(site('cupido', `/members/${other.id}/chat`));
  await hydrated(page);
  const input = page.getByLabel(t('en', 'chat.input_label', { name: 'Tessa' }));
  await input.fill('Hi Tessa! Walking by the sea this weekend?');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
  const chat = new URL(page.url()).pathname;
  // A profile with photos, the first of the search results.
  await page.goto(site('cupido', '/members'));
  const first = page.locator('main article').first();
  await expect(first).toBeVisible();
  const profile = await first.getByRole('link').getAttribute('href');

  const pages: [string, string][] = [
    ['search', '/members'],
    ['profile', profile!],
    ['chat-list', '/chats'],
    ['conversation', chat],
    ['likes', '/likes'],
    ['my-profile', '/profile'],
    ['settings', '/notifications'],
    ['account', '/settings'],
  ];
  for (const [name, path] of pages) {
    await page.goto(site('cupido', path));
    await hydrated(page);
    expect(await bootstrapBlue(page), `${path}: Bootstrap blue`).toEqual([]);
    // A focused field shows its ring in the brand colour too.
    const field = page.locator('main select:visible, main input.form-control:visible').first();
    if ((await field.count()) > 0) {
      await field.focus();
      expect(await bootstrapBlue(page), `${path}: focused field`).toEqual([]);
      await field.blur();
    }
    if (phone) {
      expect(await smallTargets(page), `${path}: targets under 44 px`).toEqual([]);
      await shot(page, info, `${name}-375`);
    }
  }

  // The search filters' sheet on a phone: chips, sliders and their buttons, all large enough.
  if (phone) {
    await page.goto(site('cupido', '/members?gender=female&min_age=25&max_age=40'));
    await hydrated(page);
    const filters = page.getByRole('button', { name: t('en', 'members.filters') });
    await expect(filters).toContainText('3');
    await filters.click();
    const sheet = page.getByRole('dialog', { name: t('en', 'members.filters') });
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByRole('radio', { name: t('en', 'members.gender_female') }),
    ).toBeChecked();
    expect(await smallTargets(page)).toEqual([]);
    expect(await bootstrapBlue(page)).toEqual([]);
    await expectAccessible(page);
    await shot(page, info, 'search-filters-375');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
});

test('a message arriving on another page shows a banner with the sender and the text; a tap opens the chat', async ({
  browser,
}, info) => {
  // Two languages: German on the phone, English on the desktop.
  const [locale, domain, browserLocale] =
    info.project.name === 'phone'
      ? (['de', 'herzklopfen', 'de-DE'] as const)
      : (['en', 'cupido', 'en-GB'] as const);
  const reader = await newMember(browser, info, 'Ines', { domain, browserLocale });
  const writer = await newMember(browser, info, 'Jonas', { domain, browserLocale });
  const page = reader.page;
  await page.goto(site(domain, '/members'));
  await expect(page.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });

  await writer.page.goto(site(domain, `/members/${reader.id}/chat`));
  await hydrated(writer.page);
  const input = writer.page.getByLabel(t(locale, 'chat.input_label', { name: 'Ines' }));
  const text =
    'Hallo Ines! Hast du am Samstag Lust auf einen Spaziergang am Rhein? Ich kenne ein schönes Café dort.';
  await input.fill(text);
  await input.press('Enter');
  await expect(writer.page).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
  const chat = new URL(writer.page.url()).pathname;

  const banner = page.getByRole('link', {
    name: new RegExp(t(locale, 'live.message_from', { name: 'Jonas' })),
  });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  // The start of the text, not all of it.
  await expect(banner).toContainText(text.slice(0, 40));
  await expect(banner).not.toContainText('Café dort.');
  // Resting the pointer on the banner keeps it (it closes by itself a few seconds after).
  await banner.hover();
  await shot(page, info, `message-banner-${locale}`);
  // Axe looks at the banner alone here; the page is checked below.
  const axe = await new AxeBuilder({ page }).include('.app-toasts').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await banner.click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expectAccessible(page);

  // In that conversation the message shows in the chat itself, not as a banner.
  await hydrated(page);
  await expect(page.locator('html[data-live="connected"]')).toBeAttached({ timeout: 15_000 });
  await writer.page.getByLabel(t(locale, 'chat.input_label', { name: 'Ines' })).fill('Bis dann!');
  await writer.page.getByLabel(t(locale, 'chat.input_label', { name: 'Ines' })).press('Enter');
  await expect(page.getByRole('log').getByText('Bis dann!')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('link', { name: new RegExp(t(locale, 'live.message_from', { name: 'Jonas' })) }),
  ).toHaveCount(0);
  expect(chat).toMatch(/\/chats\/\d+$/);
  await writer.page.context().close();
});

test('sign-up asks whom the member is looking for, and search starts with it', async ({
  browser,
}, info) => {
  const [locale, domain, browserLocale] =
    info.project.name === 'phone'
      ? (['de', 'herzklopfen', 'de-DE'] as const)
      : (['en', 'cupido', 'en-GB'] as const);
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
  const page = await context.newPage();
  await dismissEntryWarning(page);
  await page.goto(site(domain, '/signup'));
  await page
    .getByLabel(t(locale, 'signup.email'))
    .fill(`looking.${Date.now()}.${info.project.name}@example.com`);
  await page.getByLabel(t(locale, 'signup.name')).fill('Paul');
  await page.getByLabel(t(locale, 'signup.password'), { exact: true }).fill('geheim wachtwoord');
  await page.getByLabel(t(locale, 'signup.dob')).fill('1990-05-05');
  await page.getByRole('button', { name: t(locale, 'signup.submit') }).click();
  // The progress view gives way to the steps as soon as the work is done.
  for (const skip of ['steps.skip_photo', 'steps.skip_location'] as const)
    await page.getByRole('button', { name: t(locale, skip) }).click();
  const question = page.getByRole('group', { name: t(locale, 'steps.looking_for') });
  await expect(question).toBeVisible();
  await question.getByRole('radio', { name: t(locale, 'members.gender_female') }).check();
  await expect(
    question.getByRole('radio', { name: t(locale, 'members.gender_female') }),
  ).toBeChecked();
  await expectAccessible(page);
  await shot(page, info, `signup-looking-for-${locale}`);
  await page.getByRole('button', { name: t(locale, 'steps.save') }).click();
  await expect(page.getByRole('heading', { name: t(locale, 'steps.about_title') })).toBeVisible();

  // Search starts with women; the filters say so, and "Everyone" is still a choice.
  await page.goto(site(domain, '/members'));
  await expect(page.locator('main article').first()).toBeVisible();
  const filters = page.getByRole('button', { name: t(locale, 'members.filters') });
  if (await filters.isVisible()) await expect(filters).toContainText('1');
  await openSearchFilters(page, locale);
  await expect(page.getByRole('radio', { name: t(locale, 'members.gender_female') })).toBeChecked();
  const shown = await page
    .locator('main article')
    .evaluateAll((list) => list.slice(0, 6).map((a) => a.getAttribute('aria-label')));
  const women = await page.evaluate(async () => {
    const body = (await (await fetch('/api/search.php?gender=female')).json()) as {
      profiles: { name: string }[];
    };
    return body.profiles.slice(0, 6).map((p) => p.name);
  });
  expect(shown).toEqual(women);
  await page.getByRole('radio', { name: t(locale, 'members.gender_any') }).check();
  await page.getByRole('button', { name: t(locale, 'members.search') }).click();
  await expect(page).toHaveURL(/gender=(&|$)/);
  await openSearchFilters(page, locale);
  await expect(page.getByRole('radio', { name: t(locale, 'members.gender_any') })).toBeChecked();
  await context.close();
});

test('the gift picker marks the gifts the balance does not cover and offers credits', async ({
  browser,
}, info) => {
  const [locale, domain, browserLocale] =
    info.project.name === 'phone'
      ? (['de', 'herzklopfen', 'de-DE'] as const)
      : (['en', 'cupido', 'en-GB'] as const);
  const other = await newMember(browser, info, 'Greta', { domain, browserLocale });
  await other.page.context().close();
  // A new member's sign-up credits (3) are less than a gift (5 on the demo sites).
  const { page } = await newMember(browser, info, 'Hugo', { domain, browserLocale });
  await page.goto(site(domain, `/members/${other.id}/chat`));
  await hydrated(page);
  await page.getByRole('button', { name: t(locale, 'chat.send_gift') }).click();
  const dialog = page.getByRole('dialog', {
    name: t(locale, 'chat.gift_title', { name: 'Greta' }),
  });
  await expect(dialog.getByText(t(locale, 'chat.gift_unaffordable'))).toBeVisible();
  await expect(dialog.getByRole('link', { name: t(locale, 'chat.buy_credits') })).toHaveAttribute(
    'href',
    /^\/credits\?next=/,
  );
  const gifts = dialog.getByRole('listitem').getByRole('button');
  await expect(gifts.first()).toBeDisabled();
  await expect(gifts.first()).toContainText(t(locale, 'chat.gift_cost_missing', { credits: 5 }));
  await expectAccessible(page);
  await shot(page, info, `gift-picker-${locale}`);
});

test("a member's alerts keep their buttons together: beside the text on a desktop, in German too", async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Greta', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  await page.goto(site('herzklopfen', '/members'));
  await hydrated(page);
  const alerts = page.locator('.member-alert');
  // A new member is offered a fuller profile and pushes.
  await expect(alerts).toHaveCount(2);
  const check = async () => {
    for (const alert of await alerts.all()) {
      const text = (await alert.locator('span').first().boundingBox())!;
      const buttons = await Promise.all(
        (await alert.locator('.btn, .btn-close').all()).map(async (b) => (await b.boundingBox())!),
      );
      expect(buttons).toHaveLength(2);
      const middles = buttons.map((b) => b.y + b.height / 2);
      // The action and the close button are on one line.
      expect(Math.abs(middles[0]! - middles[1]!)).toBeLessThan(4);
      // On a desktop that line is the text's: the text wraps before a button does.
      if (info.project.name === 'desktop')
        for (const middle of middles) {
          expect(middle).toBeGreaterThan(text.y);
          expect(middle).toBeLessThan(text.y + text.height);
        }
    }
  };
  await check();
  // On the narrowest phone too: 'Benachrichtigungen aktivieren' wraps inside its button rather
  // than leave the close button a line of its own.
  if (info.project.name === 'phone') {
    await page.setViewportSize({ width: 320, height: 640 });
    await check();
  }
});

test("the profile alert shows in the members' pages, and not on the pages the spec names", async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Elke');
  const enrich = page.getByText(t('en', 'alert.enrich'));
  // In the default layout (the chat layout has no alerts).
  for (const path of ['/members', '/likes', '/credits']) {
    await page.goto(site('cupido', path));
    await expect(enrich, path).toBeVisible();
  }
  // Spec section 2: not on profile, activate-done, premium, notifications or settings (and the
  // deletion under settings).
  for (const path of [
    '/profile',
    '/activate/done',
    '/premium',
    '/notifications',
    '/settings',
    '/settings/delete',
  ]) {
    await page.goto(site('cupido', path));
    await hydrated(page);
    await expect(enrich, path).toHaveCount(0);
  }
});

test('before a deletion, Keep my account and Continue share a row or each fill one, in French too', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Ines', {
    domain: 'herzklopfen',
    browserLocale: 'fr-FR',
  });
  await dismissEntryWarning(page);
  for (const locale of ['fr', 'pl', 'de', 'en'] as const) {
    await page
      .context()
      .addCookies([{ name: 'locale', value: locale, domain: 'herzklopfen.localhost', path: '/' }]);
    await page.goto(site('herzklopfen', '/settings/delete'));
    await hydrated(page);
    const keep = page.getByRole('link', { name: t(locale, 'delete.cancel') });
    const go = page.getByRole('button', { name: t(locale, 'delete.continue') });
    const row = (await keep.locator('..').boundingBox())!;
    const [a, b] = [(await keep.boundingBox())!, (await go.boundingBox())!];
    // At 375 px French 'Continuer' stood alone on a second row, a short pill at its left.
    if (Math.abs(a.y - b.y) > 2)
      for (const box of [a, b]) expect(box.width, locale).toBeGreaterThan(row.width - 2);
  }
  await expectAccessible(page);
});
