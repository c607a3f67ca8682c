import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectAccessible,
  hydrated,
  newMember,
  openSearchFilters,
  site,
  t,
  test,
} from './fixtures.ts';

test.use({ locale: 'en-GB' });

async function logIn(page: Page, email: string, password = 'cupido-demo') {
  await page.goto(site('cupido', '/login'));
  await page.getByLabel(t('en', 'login.email')).fill(email);
  await page.getByLabel(t('en', 'login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
}

/** Adds a 400 × 500 photo of one colour on the own profile page, through its file input. */
async function addPhoto(page: Page, locale: 'de' | 'pl', background: string) {
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(t(locale, 'my_profile.add_photo'))
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
}

async function memberPage(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

const api = <T>(page: Page, path: string, init?: RequestInit) =>
  page.evaluate(
    async ([p, i]) => (await (await fetch(p as string, i as RequestInit)).json()) as unknown,
    [path, init ?? {}] as const,
  ) as Promise<T>;

type TMember = { id: number; name: string; photos: { locked: boolean }[] };

/**
 * A member with private photos, as `page`'s member sees them (locked for a free member). The demo
 * seed gives some women of the default site's countries private photos; the members that other
 * journeys create come first in search (new and online), so the walk goes on past page 1.
 */
async function memberWithPrivatePhotos(page: Page): Promise<TMember> {
  for (let n = 1; n <= 30; n++) {
    const { profiles } = await api<{ profiles: { id: number }[] }>(
      page,
      `/api/search.php?country=GB&gender=female&page=${n}`,
    );
    for (const { id } of profiles) {
      const { profile } = await api<{ profile: TMember }>(page, `/api/member.php?id=${id}`);
      if (profile.photos.some((p) => p.locked)) return profile;
    }
    if (profiles.length === 0) break;
  }
  throw new Error('no demo member of the default site has private photos');
}

test('a member searches with each filter and opens a profile; free members see private photos locked', async ({
  page,
}) => {
  // Many steps; a limit for a busy machine, not a wait.
  test.setTimeout(90_000);
  await logIn(page, 'demo@cupido.localhost');
  await openSearchFilters(page);
  // Gender is a group of chips; the selected one says so.
  const women = page.getByRole('radio', { name: t('en', 'members.gender_female') });
  await women.check();
  await expect(women).toBeChecked();
  await page.getByLabel(t('en', 'members.country')).selectOption('GB');
  await page.getByLabel(t('en', 'members.min_age')).fill('20');
  await page.getByLabel(t('en', 'members.max_age')).fill('60');
  await page.getByRole('button', { name: t('en', 'members.search') }).click();
  await expect(page).toHaveURL(/gender=female&country=GB&min_age=20&max_age=60/);
  // The filters in the address stay chosen, and the ages of the cards are in the range.
  await openSearchFilters(page);
  await expect(page.getByRole('radio', { name: t('en', 'members.gender_female') })).toBeChecked();
  await expect(page.getByLabel(t('en', 'members.min_age'))).toHaveValue('20');
  await page.keyboard.press('Escape');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('en', 'member.related') })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http.*\/cdn\/[a-f0-9]{32}-full\.webp$/,
  );
  await expectAccessible(page);

  // Find a member with a private photo: the free demo member sees it locked and blurred.
  const lockedId = (await memberWithPrivatePhotos(page)).id;
  await page.goto(site('cupido', `/members/${lockedId}`));
  await expect(page.getByRole('img', { name: t('en', 'member.locked') }).first()).toBeVisible();
  const invalid = await page.goto(site('cupido', '/members/abc'));
  expect(invalid?.status()).toBe(404);
  // An id beyond any member's is no member either, not a form error.
  expect((await page.goto(site('cupido', '/members/2147483648')))?.status()).toBe(404);
});

test(
  'a new member uploads 3 photos and is refused the 4th in their language',
  { tag: '@desktop-only' },
  async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(site('herzklopfen'));
    await page.evaluate(() => localStorage.setItem('hide-site-entry-warning', '1700000000'));
    const signup = await api<{ user: { id: number } }>(page, '/api/signup.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `foto.${Date.now()}@example.com`,
        name: 'Lena',
        password: 'geheim wachtwoord',
        date_of_birth: '1993-03-03',
      }),
    });
    expect(signup.user.id).toBeGreaterThan(0);
    await page.goto(site('herzklopfen', '/profile'));
    await expect(page.getByRole('heading', { name: t('de', 'my_profile.title') })).toBeVisible();
    // At the free limit the page says how to add more before a file is picked.
    const morePhotos = page.getByText(t('de', 'my_profile.photo_limit_premium', { max: 25 }));
    for (let i = 0; i < 4; i++) {
      await addPhoto(page, 'de', ['#c2255c', '#1971c2', '#2f9e44', '#f08c00'][i]!);
      if (i < 3)
        await expect(
          page.getByText(t('de', 'my_profile.photo_count', { count: i + 1, limit: 3 })),
        ).toBeVisible();
      if (i < 2) await expect(morePhotos).toBeHidden();
    }
    await expect(page.getByRole('alert')).toHaveText('Foto-Limit erreicht');
    await expect(morePhotos).toBeVisible();
    await expect(
      morePhotos.getByRole('link', { name: t('de', 'nav.get_premium') }),
    ).toHaveAttribute('href', '/premium');
    await expectAccessible(page);

    // Every field of the profile can be edited here.
    await page.getByLabel(t('de', 'profile.gender')).selectOption('female');
    await page.getByLabel(t('de', 'profile.hair')).selectOption('red');
    await page.getByText(t('de', 'interest.hiking'), { exact: true }).click();
    await page.getByLabel(t('de', 'profile.about')).fill('Ich wandere gern in den Alpen.');
    await page.getByRole('button', { name: t('de', 'my_profile.save') }).click();
    await expect(page.getByText(t('de', 'common.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t('de', 'profile.hair'))).toHaveValue('red');
    await expect(page.getByLabel(t('de', 'profile.about'))).toHaveValue(
      'Ich wandere gern in den Alpen.',
    );
    await expect(page.getByLabel(t('de', 'interest.hiking'))).toBeChecked();
    // The profile page marks the about text with the language the member uses the site in.
    await page.goto(site('herzklopfen', `/members/${signup.user.id}`));
    await expect(page.getByText('Ich wandere gern in den Alpen.')).toHaveAttribute('lang', 'de');
    await context.close();
  },
);

test(
  'invisible mode hides a member from search; a blocked member gets the blocked message',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    // Two members, two logins and four page loads: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const country = 'ie';
    const other = await memberPage(browser, `${country}1@demo.cupido.localhost`);
    const { user: otherUser } = await api<{ user: { id: number; name: string } }>(
      other,
      '/api/user.php',
    );
    await logIn(page, 'demo@cupido.localhost');
    const { user: demo } = await api<{ user: { id: number } }>(page, '/api/user.php');

    const found = async () =>
      (
        await api<{ profiles: { id: number }[] }>(other, '/api/search.php?country=GB&gender=male')
      ).profiles.some((p) => p.id === demo.id);
    expect(await found()).toBe(true);
    await page.goto(site('cupido', '/profile'));
    // The switch shows the change at once; the toast says when it is saved.
    await page.getByLabel(t('en', 'my_profile.invisible')).check();
    await expect(page.getByLabel(t('en', 'my_profile.invisible'))).toBeChecked();
    await expect(page.getByText(t('en', 'privacy.invisible_on'))).toBeVisible();
    expect(await found()).toBe(false);
    await page.getByLabel(t('en', 'my_profile.invisible')).uncheck();
    await expect(page.getByLabel(t('en', 'my_profile.invisible'))).not.toBeChecked();
    await expect(page.getByText(t('en', 'privacy.invisible_off'))).toBeVisible();
    expect(await found()).toBe(true);

    // The other member blocks the demo member, who then gets the blocked message on their page.
    await other.goto(site('cupido', `/members/${demo.id}`));
    await other.getByRole('button', { name: t('en', 'member.block', { name: 'Demo' }) }).click();
    await other
      .getByRole('dialog', { name: t('en', 'member.block_title', { name: 'Demo' }) })
      .getByRole('button', { name: t('en', 'member.block_yes') })
      .click();
    await expect(
      other.getByRole('button', { name: t('en', 'member.unblock', { name: 'Demo' }) }),
    ).toBeVisible();
    const response = await page.goto(site('cupido', `/members/${otherUser.id}`));
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText(`You're blocked by ${otherUser.name}. You do not have access to this page.`),
    ).toBeVisible();
    await other.getByRole('button', { name: t('en', 'member.unblock', { name: 'Demo' }) }).click();
    await other.context().close();
  },
);

test('a premium member sees unlocked the private photos a free member sees locked', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const srcs = (images: ReturnType<Page['getByRole']>) =>
    images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).src));
  // Fetched by the page itself, with its cookies (*.localhost resolves in Chromium only).
  const file = (page: Page, url: string) =>
    page.evaluate(async (u) => {
      const response = await fetch(u);
      return { status: response.status, type: response.headers.get('content-type') };
    }, url);

  // A woman of the default site with private photos (the demo seed gives gb1 two of them).
  const free = await memberPage(browser, 'demo@cupido.localhost');
  const member = await memberWithPrivatePhotos(free);
  const privateCount = member.photos.filter((p) => p.locked).length;

  await free.goto(site('cupido', `/members/${member.id}`));
  const locked = free.getByRole('img', { name: t('en', 'member.locked') });
  await expect(locked).toHaveCount(privateCount);
  const blurred = await srcs(locked);
  for (const src of blurred) {
    expect(src).toMatch(/-blur\.webp$/);
    expect((await file(free, src)).status).toBe(200);
    // The sharp sizes of a private photo are not for free members, even by their address.
    expect((await file(free, src.replace('-blur.', '-full.'))).status).toBe(404);
  }
  await expectAccessible(free);
  await free.context().close();

  const premium = await memberPage(browser, 'premium@cupido.localhost');
  await premium.goto(site('cupido', `/members/${member.id}`));
  await expect(premium.getByRole('heading', { level: 1 })).toContainText(member.name);
  await expect(premium.getByRole('img', { name: t('en', 'member.locked') })).toHaveCount(0);
  // The gallery below the main photo: every other photo, private ones included.
  const gallery = premium.getByRole('region', {
    name: t('en', 'member.photos', { name: member.name }),
  });
  const thumbs = gallery.getByRole('img');
  await expect(thumbs).toHaveCount(member.photos.length - 1);
  // Every thumbnail has loaded (the browser decoded it), none is a blurred size.
  await expect
    .poll(() =>
      thumbs.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  expect((await srcs(thumbs)).every((src) => src.endsWith('-thumb.webp'))).toBe(true);
  // Each thumbnail opens the full-screen gallery on that photo in full size.
  const full: string[] = [];
  const openers = gallery.getByRole('button');
  for (let i = 0; i < (await openers.count()); i++) {
    await openers.nth(i).click();
    const viewer = premium.getByRole('dialog', {
      name: t('en', 'member.photos', { name: member.name }),
    });
    const shown = viewer.getByRole('img', {
      name: t('en', 'member.photos', { name: member.name }),
    });
    await expect(shown).toBeVisible();
    full.push(await shown.evaluate((img) => (img as HTMLImageElement).src));
    await premium.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  }
  // The photos the free member saw locked are among them, and load in full size.
  for (const src of blurred) expect(full).toContain(src.replace('-blur.', '-full.'));
  for (const href of full) {
    expect(href).toMatch(/-full\.webp$/);
    expect(await file(premium, href)).toEqual({ status: 200, type: 'image/webp' });
  }
  await expectAccessible(premium);
  await premium.context().close();
});

test('the profile editor fills the place from the browser position, as the sign-up does', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Orte', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 51.2194, longitude: 4.4025 }); // Antwerp
  await page.goto(new URL('/profile', page.url()).href);
  await expect(page.getByRole('heading', { name: t('de', 'my_profile.title') })).toBeVisible();
  await page.getByRole('button', { name: t('de', 'profile.use_location') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Antwerpen' })).toBeVisible();
  await expect(page.getByLabel(t('de', 'profile.country'))).toHaveValue('BE');
  await expect(page.getByLabel(t('de', 'region.province'))).toHaveValue('VAN');
  await expect(page.getByLabel(t('de', 'profile.city'))).toHaveValue('Antwerpen');
  await expectAccessible(page);
  // The name given at sign-up is mended here too: the top bar's account shows the new one.
  const name = page.getByLabel(t('de', 'signup.name'));
  await expect(name).toHaveValue('Orte');
  await name.fill('Ortrun');
  await page.getByRole('button', { name: t('de', 'my_profile.save') }).click();
  await expect(page.getByText(t('de', 'common.saved'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('de', 'nav.account') })).toContainText('Ortrun');
  await page.reload();
  await expect(name).toHaveValue('Ortrun');
  await expect(page.getByLabel(t('de', 'profile.country'))).toHaveValue('BE');
  await expect(page.getByLabel(t('de', 'region.province'))).toHaveValue('VAN');
  await expect(page.getByLabel(t('de', 'profile.city'))).toHaveValue('Antwerpen');
});

test('a sexuality given with consent is erased when the consent is withdrawn', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Lina', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  await page.goto(new URL('/profile', page.url()).href);
  const sexuality = page.getByLabel(t('de', 'profile.sexuality'), { exact: true });
  const consent = page.getByLabel(t('de', 'profile.sexuality_consent'));
  const save = page.getByRole('button', { name: t('de', 'my_profile.save') });
  await hydrated(page);
  await sexuality.selectOption('bi');
  await consent.check();
  await save.click();
  await expect(page.getByText(t('de', 'common.saved'))).toBeVisible();
  await page.reload();
  await expect(sexuality).toHaveValue('bi');
  await hydrated(page);
  // Unticked, the box goes with the choice it was for (click: uncheck() would look for it after).
  await consent.click();
  await expect(sexuality).toHaveValue('');
  await expect(consent).toHaveCount(0);
  await save.click();
  await expect(page.getByText(t('de', 'common.saved')).last()).toBeVisible();
  await page.reload();
  await expect(sexuality).toHaveValue('');
  const stored = await page.evaluate(
    async () =>
      (
        (await (await fetch('/api/profile.php')).json()) as {
          profile: { sexuality: string | null };
        }
      ).profile.sexuality,
  );
  expect(stored).toBeNull();
});

test('a refused save brings the member to the field that says why, a screen away on a phone', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Lotte');
  await page.goto(new URL('/profile', page.url()).href);
  await hydrated(page);
  // The page is named in the browser's tab, not by the site's home title.
  expect(await page.title()).toContain(t('en', 'my_profile.title'));
  const city = page.getByLabel(t('en', 'profile.city'), { exact: true });
  await city.fill('<b>Leeds</b>');
  const save = page.getByRole('button', { name: t('en', 'my_profile.save') });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(page.getByText(t('en', 'field.invalid_characters'))).toBeVisible();
  // Not the page's top with the button gone grey: the field itself, in sight and focused.
  await expect(city).toBeFocused();
  await expect(city).toBeInViewport();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
});

test("the region field is named for its country: Germany's federal states apart from the United States' states", async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Kraje', { browserLocale: 'pl-PL' });
  await page.goto(new URL('/profile', page.url()).href);
  await expect(page.getByRole('heading', { name: t('pl', 'my_profile.title') })).toBeVisible();
  await hydrated(page);
  const country = page.getByLabel(t('pl', 'profile.country'), { exact: true });
  await country.selectOption('DE');
  await expect(page.getByLabel('Kraj związkowy', { exact: true })).toBeVisible();
  await country.selectOption('US');
  await expect(page.getByLabel('Stan', { exact: true })).toBeVisible();
  await country.selectOption('PL');
  await expect(page.getByLabel('Województwo', { exact: true })).toBeVisible();
});

test('the interests say how many are chosen and that 20 is the most, when the rest grey out', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Noor', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  await page.goto(site('hartjes', '/profile'));
  await hydrated(page);
  const interests = page.getByRole('group', { name: t('nl', 'profile.interests') });
  await expect(
    interests.getByText(t('nl', 'profile.interests_limit', { count: 0, max: 20 })),
  ).toBeVisible();
  const boxes = interests.getByRole('checkbox');
  for (let i = 0; i < 20; i++) {
    await interests.locator('label').nth(i).click();
    await expect(boxes.nth(i)).toBeChecked();
  }
  // The 21st cannot be ticked; the text says why (before, nothing did).
  await expect(boxes.nth(20)).toBeDisabled();
  await expect(
    interests.getByText(t('nl', 'profile.interests_limit', { count: 20, max: 20 })),
  ).toBeVisible();
});

test('deleting a photo is asked first: Cancel keeps it, the confirmation deletes it', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Zofia', {
    browserLocale: 'pl-PL',
    domain: 'herzklopfen',
  });
  await page.goto(site('herzklopfen', '/profile'));
  await hydrated(page);
  const count = (n: number) =>
    page.getByText(t('pl', 'my_profile.photo_count', { count: n, limit: 3 }));
  for (const [i, background] of ['#c2255c', '#1971c2'].entries()) {
    await addPhoto(page, 'pl', background);
    await expect(count(i + 1)).toBeVisible();
  }
  const deleteButtons = page.getByRole('button', { name: t('pl', 'my_profile.delete_photo') });
  await expect(deleteButtons).toHaveCount(2);

  await deleteButtons.first().click();
  const dialog = page.getByRole('dialog', { name: t('pl', 'my_profile.delete_photo_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('pl', 'my_profile.delete_photo_body'));
  // Focus starts on Cancel: a stray Enter does not delete.
  await expect(dialog.getByRole('button', { name: t('pl', 'common.cancel') })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('pl', 'common.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(count(2)).toBeVisible();

  await deleteButtons.first().click();
  await dialog.getByRole('button', { name: t('pl', 'my_profile.delete_photo') }).click();
  await expect(dialog).toBeHidden();
  await expect(count(1)).toBeVisible();
  await page.reload();
  await expect(count(1)).toBeVisible();
});
