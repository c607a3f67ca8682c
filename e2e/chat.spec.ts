import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT, E2E_SECOND_PORT } from '../playwright.config.ts';
import { expectAccessible, site, t } from './fixtures.ts';

test.use({ locale: 'en-GB' });

/**
 * A new, confirmed member in a browser context of their own (with the project's viewport):
 * signed up through the API, activated through the link in the development outbox.
 */
async function newMember(browser: Browser, info: TestInfo, name: string, port = E2E_PORT) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
  const page = await context.newPage();
  await page.goto(site('cupido', '/', port));
  const email = `${name.toLowerCase()}.${info.project.name}.${Date.now()}.${info.repeatEachIndex}@example.com`;
  const answer = await page.evaluate(
    async ([email, name]) => {
      const res = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          name,
          password: 'geheim wachtwoord',
          date_of_birth: '1990-02-02',
        }),
      });
      return (await res.json()) as { user?: { id: number }; error?: unknown };
    },
    [email, name] as const,
  );
  expect(answer.error).toBeUndefined();
  const id = answer.user!.id;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = await page.evaluate(
          async () =>
            (await (await fetch('/dev/mail.json')).json()) as {
              mails: { to: string; text: string }[];
            },
        );
        link = mails
          .filter((m) => m.to === email)
          .map((m) => m.text.match(/https?:\/\/\S*activate\.php\S*/)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/activate\/done$/);
  return { page, id };
}

/** The live channel of the page is open. */
const connected = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live', 'connected');

const messagesLink = (page: Page) =>
  page
    .getByRole('navigation', { name: t('en', 'nav.main') })
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
    const bruno = await newMember(browser, info, 'Bruno', brunoPort);
    const a = alice.page;
    const b = bruno.page;

    // Bruno waits on the search page; his Messages badge is empty.
    await b.goto(site('cupido', '/members', brunoPort));
    await connected(b);
    await expect(messagesLink(b)).not.toContainText(t('en', 'chat.unread', { count: 1 }));

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
    await expect(messagesLink(b)).not.toContainText(t('en', 'chat.unread', { count: 1 }));
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
    }
    const alert = a.getByRole('alert');
    await expect(alert).toContainText(t('en', 'api.insufficient_credits', { name: 'Bruno' }));
    await expect(alert.getByRole('link', { name: t('en', 'chat.buy_credits') })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expect(mine.last()).toContainText(t('en', 'chat.state_failed'));
    await expect(mine.last().getByRole('button', { name: t('en', 'chat.retry') })).toBeVisible();
    await expectAccessible(a);

    // Alice deletes the chat: it leaves her list at once, and stays gone.
    await a.goto(site('cupido', '/chats'));
    await connected(a);
    a.once('dialog', (dialog) => void dialog.accept());
    await a.getByRole('button', { name: t('en', 'chat.delete') }).click();
    await expect(
      a
        .getByRole('list', { name: t('en', 'chat.list_label') })
        .getByRole('link', { name: /Bruno/ }),
    ).toHaveCount(0);
    await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
    await a.reload();
    await expect(a.getByText(t('en', 'chat.empty_list'))).toBeVisible();
  });
}

test('visitors are asked to log in to chat or to send a gift', async ({ page }) => {
  await page.goto(site('cupido', '/chats'));
  await expect(page.getByRole('heading', { name: t('en', 'chat.login_required') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'nav.login') }).last()).toHaveAttribute(
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
  await page
    .getByRole('link', { name: t('en', 'nav.login') })
    .last()
    .click();
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

  // Premium deletes the picture: both see that it was deleted.
  await mine
    .last()
    .getByRole('button', { name: t('en', 'chat.delete_picture') })
    .click();
  await expect(mine.last()).toContainText(t('en', 'chat.picture_deleted'));
  await b.reload();
  await expect(theirs.last()).toContainText(t('en', 'chat.picture_deleted'));
  await context.close();
});
