import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT, E2E_SECOND_PORT } from '../playwright.config.ts';
import {
  activateFromOutbox,
  expectAccessible,
  hydrated,
  newMember,
  sendText,
  signUpByApi,
  site,
  t,
  test,
} from './fixtures.ts';

test.use({ locale: 'en-GB' });

/** The live channel of the page is open. */
const connected = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live', 'connected');

const messagesLink = (page: Page) =>
  page
    // The top navigation on a desktop, the tab bar on a phone: whichever the member sees.
    .getByRole('navigation', {
      name: new RegExp(`^(${t('en', 'nav.main')}|${t('en', 'tabs.label')})$`),
    })
    .getByRole('link', { name: new RegExp(t('en', 'nav.messages')) });

/**
 * The journey runs on one server instance, and again with Bruno on a second instance that shares
 * PostgreSQL and Redis (when the machine has them): live events cross through the Redis bus.
 */
for (const instances of [1, 2] as const) {
  test(`two members chat live${instances === 2 ? ' across two server instances' : ''}: badge and title count, typing, read receipts, running out of credits, deleting the chat`, async ({
    browser,
  }, info) => {
    test.skip(instances === 2 && !E2E_SECOND_PORT, 'needs DATABASE_URL and REDIS_URL');
    const brunoPort = instances === 2 ? E2E_SECOND_PORT! : E2E_PORT;
    test.setTimeout(90_000);
    const alice = await newMember(browser, info, 'Alice');
    const bruno = await newMember(browser, info, 'Bruno', { port: brunoPort });
    const a = alice.page;
    const b = bruno.page;

    // Bruno waits on the search page; his Messages badge is empty.
    await b.goto(site('cupido', '/members', brunoPort));
    await connected(b);
    await expect(
      messagesLink(b).filter({ hasText: t('en', 'chat.unread', { count: 1 }) }),
    ).toHaveCount(0);

    // Alice opens Bruno's profile and starts a chat.
    await a.goto(site('cupido', `/members/${bruno.id}`));
    await connected(a); // hydrated, and the socket is open
    await a.getByRole('link', { name: t('en', 'member.chat', { name: 'Bruno' }) }).click();
    await expect(a).toHaveURL(new RegExp(`/members/${bruno.id}/chat$`), { timeout: 15_000 });
    await expect(a.getByText(t('en', 'chat.start', { name: 'Bruno' }))).toBeVisible();
    await expect(a.getByText(t('en', 'chat.costs', { text: 1, photo: 2, gift: 5 }))).toBeVisible();
    await expectAccessible(a);
    const input = a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }));
    await input.fill('Hello Bruno, nice profile!');
    await input.press('Enter');
    await expect(a).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
    const conversation = new URL(a.url()).pathname;
    const mine = a.locator('.chat-msg.mine');
    await expect(mine.last()).toContainText('Hello Bruno, nice profile!');
    await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));
    await connected(a);

    // Bruno sees it live: the Messages badge and '(1)' before the page title.
    await expect(messagesLink(b)).toContainText(t('en', 'chat.unread', { count: 1 }));
    await expect(b).toHaveTitle(/^\(1\) /);
    // The server renders the count too, so a page's tab does not change when it hydrates.
    const served = (path: string) =>
      b.evaluate((p) => fetch(p, { headers: { accept: 'text/html' } }).then((r) => r.text()), path);
    for (const path of ['/members', '/likes', '/chats'])
      expect(await served(path)).toMatch(/<title>\(1\) [^<]+<\/title>/);

    // He opens it from the list: it is read, the badge and the count go, Alice sees 'Read'.
    await messagesLink(b).click();
    await expect(b).toHaveURL(/\/chats$/);
    const row = b
      .getByRole('list', { name: t('en', 'chat.list_label') })
      .getByRole('link', { name: /Alice/ });
    await expect(row).toContainText(t('en', 'chat.unread', { count: 1 }));
    await expectAccessible(b);
    await row.click();
    await expect(b).toHaveURL(new RegExp(`${conversation}$`));
    await expect(b.getByRole('log')).toContainText('Hello Bruno, nice profile!');
    await expect(b).not.toHaveTitle(/^\(/);
    await expect(
      messagesLink(b).filter({ hasText: t('en', 'chat.unread', { count: 1 }) }),
    ).toHaveCount(0);
    await expect(mine.last()).toContainText(t('en', 'chat.state_read'));

    // Bruno types: Alice sees it; then his answer arrives.
    await connected(b);
    const reply = b.getByLabel(t('en', 'chat.input_label', { name: 'Alice' }));
    await reply.pressSequentially('Thank you', { delay: 20 });
    await expect(a.getByText(t('en', 'chat.typing', { name: 'Bruno' }))).toBeVisible();
    await reply.press('Enter');
    await expect(a.locator('.chat-msg.theirs').last()).toContainText('Thank you');
    await expect(a.getByText(t('en', 'chat.typing', { name: 'Bruno' }))).toBeHidden();
    await expectAccessible(b);

    // Alice spends her sign-up credits (3; one message each) and is told in her language.
    for (const text of ['Second', 'Third', 'Fourth']) {
      await input.fill(text);
      await input.press('Enter');
      await expect(mine.last()).toContainText(text);
      // Each one answered before the next (the page shows a message before the server has
      // it): sent at once, they may reach the server in any order and another be the one
      // refused.
      if (text !== 'Fourth')
        await expect(mine.last()).not.toContainText(t('en', 'chat.state_sending'));
    }
    const alert = a.getByRole('alert');
    await expect(alert).toContainText(t('en', 'api.insufficient_credits', { name: 'Bruno' }));
    // The shop, with this chat as the way back after paying, and what she wrote in it.
    const buy = alert.getByRole('link', { name: t('en', 'chat.buy_credits') });
    await expect(buy).toHaveAttribute('href', /^\/credits\?next=%2Fchats%2F\d+%3Ftext%3DFourth$/);
    const back = new URL((await buy.getAttribute('href'))!, a.url()).searchParams.get('next')!;
    // The message says it was not sent and offers the same way out, not a retry that would be
    // refused again until she has bought credits.
    await expect(mine.last()).toContainText(t('en', 'chat.state_failed'));
    await expect(mine.last().getByRole('button', { name: t('en', 'chat.retry') })).toHaveCount(0);
    const buyHere = mine.last().getByRole('link', { name: t('en', 'chat.buy_credits') });
    await expect(buyHere).toHaveAttribute('href', (await buy.getAttribute('href'))!);
    // In view, though the notice above the composer made the list shorter (a phone's 740 px).
    await expect(buyHere).toBeInViewport();
    // A link in the brand's colour, like every other link, not Bootstrap's blue.
    const brandText = await a.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--brand-text)';
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(buyHere).toHaveCSS('color', brandText);
    await expectAccessible(a);

    // Back from the shop (unpaid here), the message that was not sent waits in the composer.
    await a.goto(site('cupido', back));
    await expect(input).toHaveValue('Fourth');

    // Alice deletes the chat: it leaves her list at once, and stays gone.
    await a.goto(site('cupido', '/chats'));
    await connected(a);
    await a.getByRole('button', { name: t('en', 'chat.delete') }).click();
    await a
      .getByRole('dialog', { name: t('en', 'chat.delete_title') })
      .getByRole('button', { name: t('en', 'chat.delete_yes') })
      .click();
    await expect(
      a
        .getByRole('list', { name: t('en', 'chat.list_label') })
        .getByRole('link', { name: /Bruno/ }),
    ).toHaveCount(0);
    await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
    // The server confirmed it (the list empties before the answer): then a reload shows it gone.
    await expect(a.getByText(t('en', 'chat.deleted_toast', { name: 'Bruno' }))).toBeVisible();
    await a.reload();
    await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
  });
}

test('a refusal stays in view when an earlier message is answered after it', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const a = alice.page;
  // A conversation with oneself is no conversation: their own address leads to the list.
  await a.goto(site('cupido', `/members/${alice.id}/chat`));
  await expect(a).toHaveURL(/\/chats$/);
  await a.goto(site('cupido', `/members/${bruno.id}/chat`));
  await connected(a);
  const input = a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }));
  const mine = a.locator('.chat-msg.mine');
  await input.fill('One');
  await input.press('Enter');
  await expect(a).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
  await expect(mine.nth(0)).toContainText(t('en', 'chat.state_sent'));
  await input.fill('Two');
  await input.press('Enter');
  await expect(mine.nth(1)).toContainText(t('en', 'chat.state_sent'));
  // The third message (the last credit) is stored first, but its answer is held back until the
  // refusal of the fourth has arrived: the network reorders them.
  let stored!: () => void;
  const thirdStored = new Promise<void>((resolve) => (stored = resolve));
  let release!: () => void;
  const fourthAnswered = new Promise<void>((resolve) => (release = resolve));
  await a.route('**/api/message.php', async (route) => {
    const request = route.request();
    const text = (request.postDataJSON() as { text?: string } | null)?.text;
    // Node does not resolve *.localhost as the browser does: the same request, to the loopback.
    const url = new URL(request.url());
    const response = await route.fetch({
      url: request.url().replace(url.hostname, '127.0.0.1'),
      headers: { ...request.headers(), host: url.host },
    });
    if (text === 'Three') {
      stored();
      await fourthAnswered;
    }
    await route.fulfill({ response });
    if (text === 'Four') release();
  });
  await input.fill('Three');
  await input.press('Enter');
  await thirdStored;
  await input.fill('Four');
  await input.press('Enter');
  await expect(mine.nth(2)).toContainText(t('en', 'chat.state_sent'));
  await expect(mine.nth(3)).toContainText(t('en', 'chat.state_failed'));
  await expect(a.getByRole('alert')).toContainText(
    t('en', 'api.insufficient_credits', { name: 'Bruno' }),
  );
});

test('a draft from the address is sent once: the address forgets it, a reload leaves the composer empty', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const a = alice.page;
  // A conversation already there: the chat with Bruno is /chats/{id}, the draft carried along.
  expect(await sendText(a, bruno.id, 'Hi Bruno')).toBe(200);
  const icebreaker = t('en', 'match.icebreaker_1', { name: 'Bruno' });
  await a.goto(
    site('cupido', `/members/${bruno.id}/chat?${new URLSearchParams({ text: icebreaker })}`),
  );
  await expect(a).toHaveURL(/\/chats\/\d+\?text=/);
  await connected(a);
  const input = a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }));
  await expect(input).toHaveValue(icebreaker);
  await input.press('Enter');
  const mine = a.locator('.chat-msg.mine');
  await expect(mine.last()).toContainText(icebreaker);
  await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));
  await expect(a).toHaveURL(/\/chats\/\d+$/);
  await a.reload();
  await expect(mine.last()).toContainText(icebreaker);
  await expect(input).toHaveValue('');
});

test("a member deletes the conversation and blocks the partner from the chat's menu", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const a = alice.page;
  const conversations = a.getByRole('list', { name: t('en', 'chat.list_label') });
  // The header's menu (on a desktop the list beside it has a Delete button of its own).
  const header = a.locator('.chat-header');
  const menu = header.getByRole('button', { name: t('en', 'chat.menu') });

  // Bruno writes; Alice deletes the conversation from its header, asked first.
  expect(await sendText(bruno.page, alice.id, 'Hello Alice')).toBe(200);
  await a.goto(site('cupido', `/members/${bruno.id}/chat`));
  await expect(a).toHaveURL(/\/chats\/\d+$/);
  await connected(a);
  await menu.click();
  await expectAccessible(a);
  await header.getByRole('button', { name: t('en', 'chat.delete') }).click();
  const deleting = a.getByRole('dialog', { name: t('en', 'chat.delete_title') });
  // Cancel keeps it, and the keyboard's focus is back on the menu's button.
  await deleting.getByRole('button', { name: t('en', 'common.cancel') }).click();
  await expect(deleting).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.press('Enter');
  await header.getByRole('button', { name: t('en', 'chat.delete') }).click();
  await deleting.getByRole('button', { name: t('en', 'chat.delete_yes') }).click();
  await expect(a).toHaveURL(/\/chats$/);
  await expect(a.getByText(t('en', 'chat.deleted_toast', { name: 'Bruno' }))).toBeVisible();
  await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
  // Nothing left to choose: the wide column does not ask to choose a conversation.
  await expect(a.getByText(t('en', 'chat.select'))).toBeHidden();

  // He writes again; she blocks him from the chat: back on the list, the conversation gone.
  expect(await sendText(bruno.page, alice.id, 'Hello again')).toBe(200);
  await a.goto(site('cupido', `/members/${bruno.id}/chat`));
  await expect(a).toHaveURL(/\/chats\/\d+$/);
  await connected(a);
  await menu.click();
  await header.getByRole('button', { name: t('en', 'member.block', { name: 'Bruno' }) }).click();
  const blocking = a.getByRole('dialog', {
    name: t('en', 'member.block_title', { name: 'Bruno' }),
  });
  await expect(blocking).toContainText(t('en', 'member.block_body', { name: 'Bruno' }));
  await expectAccessible(a);
  await blocking.getByRole('button', { name: t('en', 'member.block_yes') }).click();
  await expect(a).toHaveURL(/\/chats$/);
  await expect(a.getByText(t('en', 'member.blocked_toast', { name: 'Bruno' }))).toBeVisible();
  await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
  await expect(conversations).toHaveCount(0);
  // Blocked: he can no longer write to her.
  expect(await sendText(bruno.page, alice.id, 'Still there?')).not.toBe(200);
  await a.reload();
  await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
  await expect(a.getByText(t('en', 'chat.select'))).toBeHidden();
});

test('visitors are asked to log in to chat or to send a gift', async ({ page }) => {
  await page.goto(site('cupido', '/chats'));
  await expect(page.getByRole('heading', { name: t('en', 'chat.login_required') })).toBeVisible();
  // Sign-up first (visitors here are mostly new), logging in second, back to this page.
  await expect(page.getByRole('button', { name: t('en', 'index.cta_signup') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'index.cta_login') })).toHaveAttribute(
    'href',
    '/login?next=%2Fchats',
  );
  await expectAccessible(page);
  const { profiles } = await page.evaluate(
    async () =>
      (await (await fetch('/api/search.php?page=1')).json()) as {
        profiles: { id: number; name: string }[];
      },
  );
  const member = profiles[0]!;
  await page.goto(site('cupido', `/members/${member.id}`));
  await page
    .getByRole('button', { name: t('en', 'member.send_gift', { name: member.name }) })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    t('en', 'chat.gift_login_required', { name: member.name }),
  );
});

test('a visitor who logs in from a chat page comes back to it', async ({ page }) => {
  await page.goto(site('cupido', '/chats'));
  await page.getByRole('link', { name: t('en', 'index.cta_login') }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fchats$/);
  await page.getByLabel(t('en', 'login.email')).fill('demo@cupido.localhost');
  await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
  await page.getByRole('button', { name: t('en', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('list', { name: t('en', 'chat.list_label') })).toBeVisible();
});

test('a fictional profile is disclosed in the conversation header', async ({ page }) => {
  await page.goto(site('cupido', '/login'));
  await page.getByLabel(t('en', 'login.email')).fill('demo@cupido.localhost');
  await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
  await page.getByRole('button', { name: t('en', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/members$/);
  const { fictional, warning } = await page.evaluate(async () => {
    const settings = (await (await fetch('/api/settings.php')).json()) as {
      settings: { fictional_warning: string };
    };
    for (let p = 1; p <= 10; p++) {
      const { profiles } = (await (await fetch(`/api/search.php?page=${p}`)).json()) as {
        profiles: { id: number; name: string; is_fictional: boolean }[];
      };
      const found = profiles.find((x) => x.is_fictional);
      if (found) return { fictional: found, warning: settings.settings.fictional_warning };
    }
    throw new Error('no fictional profile in the demo data');
  });
  await page.goto(site('cupido', `/members/${fictional.id}/chat`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fictional.name);
  await expect(page.getByText(warning)).toBeVisible();
  await expectAccessible(page);
});

test('a premium member sends a gift and a photo, then deletes the photo', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const bea = await newMember(browser, info, 'Bea');
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
  const a = await context.newPage();
  await a.goto(site('cupido', '/login'));
  await a.getByLabel(t('en', 'login.email')).fill('premium@cupido.localhost');
  await a.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
  await a.getByRole('button', { name: t('en', 'login.submit') }).click();
  await expect(a).toHaveURL(/\/members$/);

  // The gift dialog opens from the profile's Send gift link.
  await a.goto(site('cupido', `/members/${bea.id}`));
  await a.getByRole('link', { name: t('en', 'member.send_gift', { name: 'Bea' }) }).click();
  const dialog = a.getByRole('dialog', { name: t('en', 'chat.gift_title', { name: 'Bea' }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(a);
  await dialog.getByRole('button', { name: new RegExp(t('en', 'gift.rose')) }).click();
  await expect(a).toHaveURL(/\/chats\/\d+$/);
  const mine = a.locator('.chat-msg.mine');
  await expect(mine.last()).toContainText(t('en', 'gift.rose'));
  await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));

  // A photo: checked and re-encoded by the server, shown to both.
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#c2255c' },
  })
    .png()
    .toBuffer();
  await a
    .getByLabel(t('en', 'chat.send_photo'))
    .setInputFiles({ name: 'hello.png', mimeType: 'image/png', buffer: png });
  // It is shown first and goes out (and is paid) only with Send.
  await a
    .getByRole('dialog', { name: t('en', 'chat_photo.title', { name: 'Bea' }) })
    .getByRole('button', { name: t('en', 'chat_photo.send') })
    .click();
  const photo = mine.last().getByRole('img', { name: t('en', 'chat.photo_alt', { name: 'Bea' }) });
  await expect(photo).toBeVisible();
  await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));

  const b = bea.page;
  await b.goto(site('cupido', new URL(a.url()).pathname));
  const theirs = b.locator('.chat-msg.theirs');
  await expect(theirs.first()).toContainText(t('en', 'gift.rose'));
  const received = theirs.last().getByRole('img');
  await expect(received).toBeVisible();
  expect(await received.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Premium deletes the picture, asked first (Cancel keeps it): both see that it was deleted.
  const remove = mine.last().getByRole('button', { name: t('en', 'chat.delete_picture') });
  const asked = a.getByRole('dialog', { name: t('en', 'chat.delete_picture_title') });
  await remove.click();
  await expect(asked).toContainText(t('en', 'chat.delete_picture_body', { name: 'Bea' }));
  await asked.getByRole('button', { name: t('en', 'common.cancel') }).click();
  await expect(asked).toBeHidden();
  await expect(mine.last().getByRole('img')).toBeVisible();
  await remove.click();
  await asked.getByRole('button', { name: t('en', 'chat.delete_picture') }).click();
  await expect(mine.last()).toContainText(t('en', 'chat.picture_deleted'));
  await b.reload();
  await expect(theirs.last()).toContainText(t('en', 'chat.picture_deleted'));
  await context.close();
});

test('a free member past the free conversations is told why the third chat is shut, not invited to say hello', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Carla', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  const partners = await page.evaluate(async () => {
    const body = (await (await fetch('/api/search.php')).json()) as {
      profiles: { id: number; name: string }[];
    };
    return body.profiles.slice(0, 3);
  });
  expect(partners).toHaveLength(3);
  // Two conversations, the free ones (spec: free conversations 2).
  for (const partner of partners.slice(0, 2))
    expect(await sendText(page, partner.id, 'Hallo!')).toBe(200);
  const third = partners[2]!;
  await page.goto(site('herzklopfen', `/members/${third.id}/chat`));
  const shut = page.getByRole('status').filter({ hasText: t('de', 'api.premium_required') });
  await expect(shut).toBeVisible();
  // It names the limit, not only 'premium only': chatting worked a minute before.
  await expect(shut).toContainText(t('de', 'chat.free_conversations', { max: 2 }));
  await expect(page.getByText(t('de', 'chat.start', { name: third.name }))).toHaveCount(0);
  await expect(page.getByLabel(t('de', 'chat.input_label', { name: third.name }))).toBeDisabled();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: t('de', 'nav.get_premium') })
    .last()
    .click();
  await expect(page).toHaveURL(/\/premium$/);
  // A chat already begun stays open: it invites nothing new, its messages are there.
  await page.goto(site('herzklopfen', `/members/${partners[0]!.id}/chat`));
  await expect(page.locator('.chat-msg.mine').last()).toContainText('Hallo!');
  await expect(
    page.getByLabel(t('de', 'chat.input_label', { name: partners[0]!.name })),
  ).toBeEnabled();
});

test('a chat shut because the partner has not confirmed their address opens once they have, without a reload', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const bruno = await newMember(browser, info, 'Bruno');
  // Nora signs up and writes at once, her address still unconfirmed.
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: info.project.use.viewport,
  });
  const nora = await context.newPage();
  await nora.goto(site('cupido', '/'));
  const email = `nora.${info.project.name}.${Date.now()}@example.com`;
  const signup = await signUpByApi(nora, email, 'Nora', '1992-04-05');
  expect(signup.status).toBe(201);
  expect(await sendText(nora, bruno.id, 'Hello Bruno!')).toBe(200);

  const b = bruno.page;
  await b.clock.install();
  await b.goto(site('cupido', `/members/${signup.user!.id}/chat`));
  await expect(b.locator('.chat-msg.theirs').last()).toContainText('Hello Bruno!');
  const input = b.getByLabel(t('en', 'chat.input_label', { name: 'Nora' }));
  await expect(b.getByText(t('en', 'api.recipient_not_confirmed', { name: 'Nora' }))).toBeVisible();
  await expect(input).toBeDisabled();
  // She has no profile to show yet: her name is not a link to a page that is not there.
  const heading = b.getByRole('heading', { level: 1, name: 'Nora' });
  await expect(heading.getByRole('link')).toHaveCount(0);

  await activateFromOutbox(nora, email);
  await b.clock.fastForward(21_000);
  await expect(input).toBeEnabled();
  await expect(b.getByText(t('en', 'api.recipient_not_confirmed', { name: 'Nora' }))).toHaveCount(
    0,
  );
  await expect(heading.getByRole('link', { name: 'Nora' })).toHaveAttribute(
    'href',
    `/members/${signup.user!.id}`,
  );
  await context.close();
});

test('on a phone, the empty composer keeps to one line and its hint fits the field whole, at 320 and 375 px in every language @phone-only', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const greta = await newMember(browser, info, 'Greta', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  const hans = await newMember(browser, info, 'Hans', { domain: 'herzklopfen' });
  await hans.page.context().close();
  const page = greta.page;
  for (const locale of ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const) {
    await page
      .context()
      .addCookies([{ name: 'locale', value: locale, domain: 'herzklopfen.localhost', path: '/' }]);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 667 });
      await page.goto(site('herzklopfen', `/members/${hans.id}/chat`));
      const input = page.getByLabel(t(locale, 'chat.input_label', { name: 'Hans' }));
      await expect(input).toHaveAttribute('placeholder', t(locale, 'chat.input_placeholder'));
      const send = page.getByRole('button', { name: t(locale, 'chat.send'), exact: true });
      // As tall as the Send button beside it (44 px on a phone), not two lines of hint.
      const [field, button] = await Promise.all([input.boundingBox(), send.boundingBox()]);
      expect(Math.round(field!.height)).toBe(Math.round(button!.height));
      // The hint, in the field's font, is no wider than the field inside its padding: not cut.
      const { hint, room } = await input.evaluate((el: HTMLTextAreaElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          hint: context.measureText(el.placeholder).width,
          room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(hint, `${locale} at ${width} px`).toBeLessThanOrEqual(room);
    }
  }
});

test('a photo refused for want of credits comes back after buying some: offered again, sent with one tap', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page: a } = await newMember(browser, info, 'Alma');
  const bruno = await newMember(browser, info, 'Bruno');
  await bruno.page.context().close();
  // Two of the three sign-up credits spent: one left, and a photo costs two.
  for (const text of ['Hi Bruno!', 'How are you?'])
    expect(await sendText(a, bruno.id, text)).toBeLessThan(300);
  await a.goto(site('cupido', `/members/${bruno.id}/chat`));
  await expect(a).toHaveURL(/\/chats\/\d+$/);
  const chat = new URL(a.url()).pathname;
  await hydrated(a);
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#2b8a3e' },
  })
    .png()
    .toBuffer();
  await a
    .getByLabel(t('en', 'chat.send_photo'))
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png });
  const preview = a.getByRole('dialog', { name: t('en', 'chat_photo.title', { name: 'Bruno' }) });
  await preview.getByRole('button', { name: t('en', 'chat_photo.send') }).click();
  const mine = a.locator('.chat-msg.mine');
  await expect(mine.last()).toContainText(t('en', 'chat.state_failed'));
  const buy = mine.last().getByRole('link', { name: t('en', 'chat.buy_credits') });
  await expect(buy).toHaveAttribute(
    'href',
    `/credits?next=${encodeURIComponent(`${chat}?photo=1`)}`,
  );

  // The shop, the sandbox's page (the site is left), and back through Continue.
  await buy.click();
  await expect(a).toHaveURL(/\/credits\?next=/);
  await hydrated(a);
  await a.locator('.bundle-popular').getByRole('link').click();
  await a.locator('.method-option[data-method="visa"]').click();
  await expect(a.locator('.marker')).toBeVisible();
  await a.locator('button[value="pay"]').click();
  const result = a.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'completed', { timeout: 20_000 });
  await result.getByRole('link', { name: t('en', 'payments.continue') }).click();
  await expect(a).toHaveURL(new RegExp(`${chat}\\?photo=1$`));

  // The photo is offered again, as when picked: one tap sends it, and it is delivered.
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name: t('en', 'chat_photo.alt') })).toBeVisible();
  await preview.getByRole('button', { name: t('en', 'chat_photo.send') }).click();
  await expect(preview).toBeHidden();
  await expect(
    mine.last().getByRole('img', { name: t('en', 'chat.photo_alt', { name: 'Bruno' }) }),
  ).toBeVisible();
  await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));
  // Sent, it is kept no longer (the browser's store is empty): the same way back offers nothing.
  await expect
    .poll(() =>
      a.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('cupido-chat');
            open.onsuccess = () => {
              const count = open.result
                .transaction('kept-photos')
                .objectStore('kept-photos')
                .count();
              count.onsuccess = () => {
                resolve(count.result);
                open.result.close();
              };
            };
          }),
      ),
    )
    .toBe(0);
  await a.reload();
  await hydrated(a);
  await expect(mine.last()).toContainText(t('en', 'chat.state_sent'));
  await expect(a.getByRole('dialog')).toHaveCount(0);
  await a.context().close();
});
