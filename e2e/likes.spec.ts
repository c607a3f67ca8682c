import { expect, type Locator, type Page } from '@playwright/test';
import { INTERESTS, LOCALES } from '@cupido/contract';
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

test.use({ locale: 'en-GB' });

/** The live channel of the page is open (and the page hydrated). */
const connected = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live', 'connected');

const likesLink = (page: Page) =>
  page
    // The top navigation on a desktop, the tab bar on a phone: whichever the member sees.
    .getByRole('navigation', {
      name: new RegExp(`^(${t('en', 'nav.main')}|${t('en', 'tabs.label')})$`),
    })
    .getByRole('link', { name: new RegExp(t('en', 'nav.likes')) });

/** Likes a member through the API, as the page's member. */
const likeByApi = (page: Page, memberId: number) =>
  page.evaluate(async (id) => {
    const res = await fetch('/api/like.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ member_id: id }),
    });
    return res.status;
  }, memberId);

/** The rows of a modal's footer whose buttons leave room at either side, by their texts. */
/** Saves the member's profile fields through the API, as the profile form does; the status. */
const putProfile = (page: Page, body: unknown) =>
  page.evaluate(async (fields) => {
    const res = await fetch('/api/profile.php', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    return res.status;
  }, body);

const rowsNotFilled = (modal: Locator) =>
  modal.locator('.modal-footer').evaluate((footer) => {
    const style = getComputedStyle(footer);
    const box = footer.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const buttons = Array.from(footer.children, (b) => ({
      text: b.textContent!,
      box: b.getBoundingClientRect(),
    }));
    const rows = new Map<number, typeof buttons>();
    for (const b of buttons) {
      const top = Math.round(b.box.top);
      rows.set(top, [...(rows.get(top) ?? []), b]);
    }
    return [...rows.values()]
      .filter(
        (row) =>
          Math.min(...row.map((b) => b.box.left)) - left > 8 ||
          right - Math.max(...row.map((b) => b.box.right)) > 8,
      )
      .map((row) => row.map((b) => b.text).join(' | '));
  });

/**
 * The likes tabs as laid out: their rows (by their tops), whether their row scrolls sideways,
 * and whether the page does.
 */
const likeTabsLaidOut = (tabs: Locator) =>
  tabs.getByRole('list').evaluate((list) => ({
    rows: new Set(Array.from(list.children, (tab) => Math.round(tab.getBoundingClientRect().top)))
      .size,
    scrolls: list.scrollWidth > list.clientWidth,
    pageScrolls: document.documentElement.scrollWidth > innerWidth,
    // How many lines the longest tab's words take ('Dopasowania' over '(0)' was two).
    lines: Math.max(
      ...Array.from(list.querySelectorAll('a'), (tab) => {
        const words = document.createRange();
        words.selectNodeContents(tab);
        return new Set(Array.from(words.getClientRects(), (line) => Math.round(line.bottom))).size;
      }),
    ),
  }));

test('A likes B; B sees it live, finds A under received likes, likes back: both get the match modal and go into the chat', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const a = alice.page;
  const b = bruno.page;

  await b.goto(site('cupido', '/members'));
  await connected(b);
  await expect(likesLink(b)).not.toContainText(t('en', 'likes.unread', { count: 1 }));

  await a.goto(site('cupido', `/members/${bruno.id}`));
  await connected(a);
  await a.getByRole('button', { name: t('en', 'likes.like', { name: 'Bruno' }) }).click();
  await expect(
    a.getByRole('button', { name: t('en', 'likes.unlike', { name: 'Bruno' }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Alice waits on her chats page (the chat layout): the match reaches her there too.
  await a.goto(site('cupido', '/chats'));
  await connected(a);

  // Bruno sees the Likes badge and '(1)' before the title, live.
  await expect(likesLink(b)).toContainText(t('en', 'likes.unread', { count: 1 }));
  await expect(b).toHaveTitle(/^\(1\) /);

  // He finds Alice under received likes, marked new.
  await likesLink(b).click();
  await expect(b).toHaveURL(/\/likes$/);
  await b
    .getByRole('navigation', { name: t('en', 'likes.tabs') })
    .getByRole('link', { name: new RegExp(t('en', 'likes.received')) })
    .click();
  await expect(b).toHaveURL(/\/likes\/received$/);
  const card = b.getByRole('article', { name: 'Alice' });
  await expect(card).toContainText(t('en', 'likes.new'));
  await expectAccessible(b);

  // Opening her profile from there clears the flag: the badge and the count go.
  await card.getByRole('link', { name: 'Alice' }).click();
  await expect(b).toHaveURL(new RegExp(`/likes/m/${alice.id}$`));
  await expect(b.getByRole('heading', { level: 1, name: /Alice/ })).toBeVisible();
  await expect(likesLink(b)).not.toContainText(t('en', 'likes.unread', { count: 1 }));
  await expect(b).not.toHaveTitle(/^\(\d+\) /);

  // He likes back: a match, both see the modal live (Alice on her chats page).
  await connected(b);
  await b.getByRole('button', { name: t('en', 'likes.like', { name: 'Alice' }) }).click();
  const matchB = b.getByRole('dialog', { name: t('en', 'match.title') });
  const matchA = a.getByRole('dialog', { name: t('en', 'match.title') });
  await expect(matchB).toContainText(t('en', 'match.text', { name: 'Alice' }));
  await expect(matchA).toContainText(t('en', 'match.text', { name: 'Bruno' }));
  // On a phone its buttons fill the footer's rows: French 'Plus tard' once stood alone at the
  // right, the chat button wrapped under it.
  if (info.project.name === 'phone') expect(await rowsNotFilled(matchB)).toEqual([]);

  // Alice starts with an icebreaker; Bruno goes straight into the chat.
  const icebreaker = t('en', 'match.icebreaker_1', { name: 'Bruno' });
  await matchA.getByRole('link', { name: icebreaker }).click();
  await expect(a).toHaveURL(new RegExp(`/members/${bruno.id}/chat`));
  await expect(a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }))).toHaveValue(
    icebreaker,
  );
  await matchB.getByRole('link', { name: t('en', 'member.chat', { name: 'Alice' }) }).click();
  await expect(b).toHaveURL(new RegExp(`/members/${alice.id}/chat$`));

  // Both now see each other under matches; an unknown kind of likes is the 404 page.
  await b.goto(site('cupido', '/likes/matches'));
  await expect(b.getByRole('article', { name: 'Alice' })).toContainText(t('en', 'likes.match'));
  await expectAccessible(b);
  const missing = await b.goto(site('cupido', '/likes/nope'));
  expect(missing?.status()).toBe(404);
  await expect(b.getByText(t('en', 'error.not_found'))).toBeVisible();
});

test("a new like's flag also clears when the liker's profile is opened by its own address", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const edda = await newMember(browser, info, 'Edda');
  const finn = await newMember(browser, info, 'Finn');
  expect(await likeByApi(edda.page, finn.id)).toBe(200);

  // Finn finds Edda some other way than the likes (a search card, a chat): her like is new.
  const f = finn.page;
  await f.goto(site('cupido', '/members'));
  await expect(likesLink(f)).toContainText(t('en', 'likes.unread', { count: 1 }));
  await f.goto(site('cupido', `/members/${edda.id}`));
  await expect(f.getByRole('heading', { level: 1, name: /Edda/ })).toBeVisible();
  await expect(likesLink(f)).not.toContainText(t('en', 'likes.unread', { count: 1 }));
  await expect(f).not.toHaveTitle(/^\(\d+\) /);
  // Under received likes she is no longer marked new.
  await f.goto(site('cupido', '/likes/received'));
  await expect(f.getByRole('article', { name: 'Edda' })).not.toContainText(t('en', 'likes.new'));
});

test('the like modal appears after the delay the query t asks for, and leads to the profile', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const cleo = await newMember(browser, info, 'Cleo');
  const dirk = await newMember(browser, info, 'Dirk');
  expect(await likeByApi(cleo.page, dirk.id)).toBe(200);

  const d = dirk.page;
  const opened = Date.now();
  await d.goto(site('cupido', '/members?t=3'));
  const modal = d.getByRole('dialog', { name: t('en', 'likes.modal_title', { name: 'Cleo' }) });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  // The timer starts only after the page loaded, so the modal can never come sooner.
  expect(Date.now() - opened).toBeGreaterThanOrEqual(3_000);
  await expect(modal).toContainText(t('en', 'likes.modal_text'));
  await modal.getByRole('link', { name: t('en', 'likes.view_profile') }).click();
  await expect(d).toHaveURL(new RegExp(`/likes/m/${cleo.id}$`));
  await expect(d.getByRole('heading', { level: 1, name: /Cleo/ })).toBeVisible();
  await expectAccessible(d);

  // Dirk likes back: Cleo's modal shows his like as the match it is, not asking for a like back.
  expect(await likeByApi(d, cleo.id)).toBe(200);
  const c = cleo.page;
  await c.goto(site('cupido', '/members?t=1'));
  const matched = c.getByRole('dialog', { name: t('en', 'likes.modal_title', { name: 'Dirk' }) });
  await expect(matched).toContainText(t('en', 'likes.modal_text_match'), { timeout: 15_000 });
  await expectAccessible(c);
});

test('the swipe game stops at the daily limit with its message', async ({ browser }, info) => {
  test.setTimeout(120_000);
  // On a site of other countries: the swipe likes do not reach the other journeys' members.
  const { page } = await newMember(browser, info, 'Emma', { domain: 'herzklopfen' });
  await page.goto(site('herzklopfen', '/swipe-game'));
  await connected(page);
  const left = page.getByTestId('likes-left');
  await expect(left).toHaveText(t('en', 'swipe.likes_left', { count: 4 }));
  await expectAccessible(page);
  await page.getByRole('button', { name: t('en', 'swipe.pass') }).click();
  await expect(left).toHaveText(t('en', 'swipe.likes_left', { count: 4 }));
  for (let n = 3; n >= 0; n--) {
    await page.getByRole('button', { name: t('en', 'swipe.like'), exact: true }).click();
    await expect(left).toHaveText(t('en', 'swipe.likes_left', { count: n }));
  }
  await expect(page.getByRole('status')).toHaveText(t('en', 'api.swipe_limit', { limit: 4 }));
  // The game ends for the day: no card to like or pass (a pass would lose the member for
  // tomorrow), the way on to the search and the likes instead.
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('en', 'swipe.like'), exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: t('en', 'swipe.pass') })).toHaveCount(0);
  const spent = page.getByTestId('swipe-spent');
  await expect(spent.getByRole('link', { name: t('en', 'nav.search_members') })).toHaveAttribute(
    'href',
    '/members',
  );
  await expect(spent.getByRole('link', { name: t('en', 'nav.likes') })).toHaveAttribute(
    'href',
    '/likes',
  );
  await expectAccessible(page);

  // The next visit the same day, in Spanish: the same end, in its words.
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'es', domain: 'herzklopfen.localhost', path: '/' }]);
  await page.goto(site('herzklopfen', '/swipe-game'));
  await hydrated(page);
  await expect(left).toHaveText(t('es', 'swipe.likes_left', { count: 0 }));
  await expect(page.getByRole('status')).toHaveText(t('es', 'api.swipe_limit', { limit: 4 }));
  await expect(page.locator('main article')).toHaveCount(0);
  await spent.getByRole('link', { name: t('es', 'nav.search_members') }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test("the swipe game's card, Like and Pass fit the first screen below a new member's alerts and above a phone's tab bar", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  // A member who has not confirmed their address: the activation reminder, the profile alert and
  // the push alert, all three, on the shortest phone (375 x 667) too (tighter there: decision 81),
  // in English and in German's longer words.
  const { viewport, hasTouch } = info.project.use;
  for (const [locale, domain, browserLocale] of [
    ['en', 'cupido', 'en-GB'],
    ['de', 'herzklopfen', 'de-DE'],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
    const page = await context.newPage();
    await page.goto(site(domain, '/'));
    const email = `fit.${locale}.${info.project.name}.${Date.now()}.${info.workerIndex}@example.com`;
    expect((await signUpByApi(page, email, 'Fenna', '1990-02-02')).error).toBeUndefined();
    const push = page.getByTestId('push-alert');
    const buttons = page.getByRole('button', {
      name: new RegExp(`^(${t(locale, 'swipe.pass')}|${t(locale, 'swipe.like')})$`),
    });
    for (const { width, height } of phone
      ? [
          { width: 375, height: 812 },
          { width: 375, height: 667 },
        ]
      : [{ width: 1280, height: 900 }]) {
      await page.setViewportSize({ width, height });
      await page.goto(site(domain, '/swipe-game'));
      await hydrated(page);
      await expect(page.getByText(t(locale, 'activation.reminder', { email }))).toBeVisible();
      await expect(page.getByText(t(locale, 'alert.enrich'))).toBeVisible();
      await expect(push).toBeVisible();
      const alertsEnd = await page
        .locator('.member-alert')
        .evaluateAll((alerts) =>
          Math.max(
            ...alerts
              .filter((a) => a.checkVisibility())
              .map((a) => a.getBoundingClientRect().bottom),
          ),
        );
      const card = (await page.locator('main article').boundingBox())!;
      const pressed = await Promise.all(
        (await buttons.all()).map(async (b) => (await b.boundingBox())!),
      );
      expect(pressed).toHaveLength(2);
      const below = phone
        ? (await page.getByRole('navigation', { name: t(locale, 'tabs.label') }).boundingBox())!.y
        : height;
      const size = `${locale} at ${width} x ${height}`;
      // The card starts below the alerts and ends above Like and Pass, which end above the tab bar.
      expect(card.y, size).toBeGreaterThanOrEqual(alertsEnd);
      for (const button of pressed) {
        expect(card.y + card.height, size).toBeLessThanOrEqual(button.y);
        expect(button.y + button.height, size).toBeLessThanOrEqual(below);
      }
      await page.screenshot({
        path: info.outputPath(`swipe-fit-${locale}-${width}x${height}.png`),
      });
    }
    await expectAccessible(page);
    await context.close();
  }
});

test("the swipe card names a member without a city by the country's name in the page's language", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  // Twenty interests in common: the other member, who gave no city, comes first in the stack.
  const profile = { country: 'AT', city: null, interests: INTERESTS.slice(0, 20) };
  const other = await newMember(browser, info, 'Greta', { domain: 'herzklopfen' });
  expect(await putProfile(other.page, profile)).toBe(200);
  const { page } = await newMember(browser, info, 'Pia', { domain: 'herzklopfen' });
  expect(await putProfile(page, profile)).toBe(200);
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'pl', domain: 'herzklopfen.localhost', path: '/' }]);
  await page.goto(site('herzklopfen', '/swipe-game'));
  await hydrated(page);
  // It said '36 · AT', the country's code, in every language.
  await expect(page.locator('main article').first()).toContainText(
    t('pl', 'members.age_city', { age: 36, city: 'Austria' }),
  );
});

test("the swipe card's name opens the profile; a member gone meanwhile is skipped with a notice", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  // Twenty interests in common and a country of their own per project: Gina comes first.
  const profile = { country: phone ? 'NZ' : 'AU', city: null, interests: INTERESTS.slice(0, 20) };
  const gina = await newMember(browser, info, 'Gina', { domain: 'herzklopfen' });
  expect(await putProfile(gina.page, profile)).toBe(200);
  const vera = await newMember(browser, info, 'Vera', { domain: 'herzklopfen' });
  expect(await putProfile(vera.page, profile)).toBe(200);
  const { page } = vera;
  await page.goto(site('herzklopfen', '/swipe-game'));
  await connected(page);
  const card = page.locator('main article').first();
  await expect(card).toHaveAccessibleName('Gina');
  if (phone)
    // The game belongs to the Likes tab.
    await expect(
      page
        .getByRole('navigation', { name: t('en', 'tabs.label') })
        .getByRole('link', { name: t('en', 'tabs.likes') }),
    ).toHaveAttribute('aria-current', 'page');

  // The name on the card is a link that works (the card's drag took its click on a desktop).
  await card.getByRole('link', { name: 'Gina' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${gina.id}$`));
  await page.goBack();
  await connected(page);
  await expect(card).toHaveAccessibleName('Gina');

  // Gina blocks Vera after the game showed her: deciding on her card goes on to the next one.
  expect(
    await gina.page.evaluate(async (id) => {
      const res = await fetch('/api/block.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ member_id: id }),
      });
      return res.status;
    }, vera.id),
  ).toBe(200);
  if (phone) await page.getByRole('button', { name: t('en', 'swipe.like'), exact: true }).click();
  else {
    // Dragged to the left on a desktop: a pass, as ever.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 160, box.y + box.height / 3, { steps: 12 });
    await page.mouse.up();
  }
  await expect(page.getByTestId('swipe-gone')).toHaveText(
    t('en', 'swipe.unavailable', { name: 'Gina' }),
  );
  await expect(page.getByRole('article', { name: 'Gina' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // No like of the day went on her.
  await expect(page.getByTestId('likes-left')).toHaveText(
    t('en', 'swipe.likes_left', { count: 4 }),
  );
  await expectAccessible(page);

  // The tab bar marks the section of the other pages without a tab of their own; the credits
  // fit none (the top bar has them).
  if (phone)
    for (const [path, tab] of [
      ['/match-finder', 'tabs.likes'],
      ['/notifications', 'tabs.profile'],
      ['/credits', null],
    ] as const) {
      await page.goto(site('herzklopfen', path));
      await hydrated(page);
      const tabs = page.getByRole('navigation', { name: t('en', 'tabs.label') });
      const current = tabs.locator('[aria-current="page"]');
      if (tab) await expect(current).toHaveAccessibleName(t('en', tab));
      else await expect(current).toHaveCount(0);
    }
});

test('empty likes lists lead on: to the profile, the search and the swipe game', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Nora');
  await page.goto(site('cupido', '/likes'));
  await hydrated(page);
  const headings = page.locator('main h2');
  await expect(headings).toHaveText([
    t('en', 'likes.received'),
    t('en', 'likes.sent'),
    t('en', 'likes.matches'),
  ]);
  const received = page.getByRole('region', { name: t('en', 'likes.received') });
  await expect(received.getByText(t('en', 'likes.none_received'))).toBeVisible();
  await expect(
    received.getByRole('link', { name: t('en', 'alert.enrich_action') }),
  ).toHaveAttribute('href', '/profile');
  const sent = page.getByRole('region', { name: t('en', 'likes.sent') });
  await expect(sent.getByRole('link', { name: t('en', 'nav.search_members') })).toHaveAttribute(
    'href',
    '/members',
  );
  await expectAccessible(page);
  await sent.getByRole('link', { name: t('en', 'swipe.title') }).click();
  await expect(page).toHaveURL(/\/swipe-game$/);
});

test('the likes tabs keep one row in every language with all three tabs in sight, on a phone too', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Olga');
  for (const locale of LOCALES) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: site('cupido') }]);
    await page.goto(site('cupido', '/likes/matches'));
    await hydrated(page);
    const tabs = page.getByRole('navigation', { name: t(locale, 'likes.tabs') });
    const tab = (key: 'received' | 'sent' | 'matches') =>
      tabs.getByRole('link', { name: new RegExp(`^${t(locale, `likes.${key}`)} `) });
    await expect(tab('matches')).toHaveAttribute('aria-current', 'page');
    // At 375 px they broke onto two rows in every language but Italian (Polish needs 451 px);
    // then the row scrolled sideways, hiding its last tab with no sign that it scrolls; then a
    // long label wrapped its count under it ('Dopasowania' over '(0)'). On a phone the tabs now
    // share the row, each label on one line with its count.
    const { rows, scrolls, pageScrolls, lines } = await likeTabsLaidOut(tabs);
    expect([rows, scrolls, pageScrolls, lines], locale).toEqual([1, false, false, 1]);
    for (const key of ['received', 'sent', 'matches'] as const)
      await expect(tab(key), `${locale} ${key}`).toBeInViewport({ ratio: 1 });
    if (locale === 'pl') {
      // The keyboard goes through the tabs as before; each focused tab scrolls into sight.
      await tab('matches').focus();
      for (const [key, press] of [
        ['sent', 'Shift+Tab'],
        ['received', 'Shift+Tab'],
        ['sent', 'Tab'],
        ['matches', 'Tab'],
      ] as const) {
        await page.keyboard.press(press);
        await expect(tab(key), `${press} to ${key}`).toBeFocused();
        await expect(tab(key), `${press} to ${key}`).toBeInViewport({ ratio: 1 });
      }
      await expectAccessible(page);
    }
  }
});

test('a visitor is asked to log in to like a profile', async ({ browser, page }, info) => {
  const { id } = await newMember(browser, info, 'Fenna');
  await page.goto(site('cupido', `/members/${id}`));
  // A visitor's page hydrates when the visitor acts (decision 43): the tap wakes it, is held
  // until it is hydrated, then made.
  await page.getByRole('button', { name: t('en', 'likes.like', { name: 'Fenna' }) }).click();
  await expect(page.getByRole('alert')).toContainText(
    t('en', 'likes.login_to_like', { name: 'Fenna' }),
  );
});

test('a new member goes from sign-up to their first matches, then on to members', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await dismissEntryWarning(page);
  await page.goto(site('cupido', '/signup'));
  await page
    .getByLabel(t('en', 'signup.email'))
    .fill(`gijs.likes.${info.project.name}.${Date.now()}@example.com`);
  await page.getByLabel(t('en', 'signup.name')).fill('Gijs');
  await page.getByLabel(t('en', 'signup.password'), { exact: true }).fill('geheim wachtwoord');
  await page.getByLabel(t('en', 'signup.dob')).fill('1991-03-04');
  await page.getByRole('button', { name: t('en', 'signup.submit') }).click();
  for (const skip of [
    'steps.skip_photo',
    'steps.skip_location',
    'steps.skip_personal',
    'steps.skip_about',
    'push.step_skip',
  ] as const) {
    await page.getByRole('button', { name: t('en', skip) }).click();
  }
  await expect(page).toHaveURL(/\/complete-signup$/);
  await page.getByRole('button', { name: t('en', 'signup.complete_continue') }).click();

  await expect(page).toHaveURL(/\/signup-matches$/);
  // On a phone the activation reminder opens as a modal once the sign-up is complete.
  if (info.project.name === 'phone')
    await page
      .getByRole('dialog', { name: t('en', 'notifications.activation_modal_title') })
      .getByRole('button', { name: t('en', 'common.close') })
      .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'signup_matches.title') }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: t('en', 'signup_matches.continue') }).click();
  await expect(page).toHaveURL(/\/members$/);
});

test("search cards carry like buttons in the member's state; a visitor is asked to log in", async ({
  browser,
  page,
}, info) => {
  test.setTimeout(120_000);
  const hanna = await newMember(browser, info, 'Hanna');
  const ivo = await newMember(browser, info, 'Ivo');
  // Ivo is 36 like every member these journeys make, and among the newest: on the first page.
  const search = site('cupido', '/members?min_age=36&max_age=36');
  const ivoCard = (p: Page) =>
    p.getByRole('article').filter({ has: p.locator(`a[href="/members/${ivo.id}"]`) });
  const like = t('en', 'likes.like', { name: 'Ivo' });
  const unlike = t('en', 'likes.unlike', { name: 'Ivo' });

  const h = hanna.page;
  await h.goto(search);
  await connected(h);
  await ivoCard(h).getByRole('button', { name: like }).click();
  await expect(ivoCard(h).getByRole('button', { name: unlike })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The page loads Hanna's likes: after a reload the card still shows Ivo as liked.
  await h.reload();
  await expect(ivoCard(h).getByRole('button', { name: unlike })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(h);
  await ivoCard(h).getByRole('button', { name: unlike }).click();
  await expect(ivoCard(h).getByRole('button', { name: like })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await h.reload();
  await expect(ivoCard(h).getByRole('button', { name: like })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // A visitor sees the same card and is asked to log in.
  await page.goto(search);
  await hydrated(page);
  await ivoCard(page).getByRole('button', { name: like }).click();
  await expect(ivoCard(page).getByRole('alert')).toContainText(
    t('en', 'likes.login_to_like', { name: 'Ivo' }),
  );
  await expect(
    ivoCard(page).getByRole('link', { name: t('en', 'nav.login'), exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});
