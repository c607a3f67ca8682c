import { expect, request, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { E2E_MAIL_EVENTS_SECRET } from './mail-events-secret.ts';
import { expectAccessible, newMember, sendText, site, t, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

type TMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

const connected = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-live', 'connected', { timeout: 15_000 });

/** The member's own address, as the account shows it. */
const emailOf = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/user.php');
    return ((await res.json()) as { user: { email: string } }).user.email;
  });

/** The notification mails (those with an unsubscribe header) in the development outbox. */
async function notificationMails(page: Page, to: string): Promise<TMail[]> {
  // Node's resolver knows no *.localhost names: the outbox is the server's, whatever the host.
  const { mails } = (await (
    await page.request.get(`http://localhost:${E2E_PORT}/dev/mail.json`)
  ).json()) as {
    mails: TMail[];
  };
  return mails.filter((m) => m.to === to && m.headers?.['List-Unsubscribe']);
}

/** Waits until the outbox holds a notification mail to `to` whose subject matches. */
async function waitForMail(page: Page, to: string, subject: RegExp): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await notificationMails(page, to)).find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const like = (page: Page, memberId: number) =>
  page.evaluate(async (memberId) => {
    const res = await fetch('/api/like.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ member_id: memberId }),
    });
    return res.status;
  }, memberId);

test('B closes the tab, A writes, B gets one mail for all her messages; unsubscribing works without a session; a bounce shows B the alert', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const brunoEmail = await emailOf(bruno.page);
  // Bruno writes first (with his sign-up credits): Alice's messages are no new conversation.
  expect(await sendText(bruno.page, alice.id, 'Hi Alice!')).toBe(200);

  // Bruno's tab is open and in front: Alice's first message mails nobody.
  await bruno.page.goto(site('cupido', '/members'));
  await connected(bruno.page);
  await alice.page.goto(site('cupido', '/members'));
  await connected(alice.page);

  // Bruno closes the tab; Alice writes all her sign-up credits allow (3 messages; the
  // integration test sends twenty).
  const context = bruno.page.context();
  await bruno.page.close({ runBeforeUnload: true });
  for (let i = 1; i <= 3; i++)
    expect(await sendText(alice.page, bruno.id, `Message ${i}`)).toBe(200);
  const mail = await waitForMail(alice.page, brunoEmail, /new messages? on/);
  expect(mail.subject).toBe('You have 3 new messages on Cupido Demo');
  // A like afterwards is mailed too: by then any further message mail would have gone out.
  expect(await like(alice.page, bruno.id)).toBe(200);
  await waitForMail(alice.page, brunoEmail, /likes you/);
  expect(
    (await notificationMails(alice.page, brunoEmail)).filter((m) => /messages? on/.test(m.subject)),
  ).toHaveLength(1);

  // The unsubscribe link in the mail works in a browser without a session.
  const pageLink = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
  const visitor = await browser.newContext({ locale: 'en-GB' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(pageLink);
  await expect(anonymous).toHaveTitle(`${t('en', 'unsubscribe.title')} | Cupido Demo`);
  const label = t('en', 'notifications.type.new_messages');
  await expect(anonymous.getByText(t('en', 'unsubscribe.confirm', { type: label }))).toBeVisible();
  await expectAccessible(anonymous);
  await anonymous.screenshot({ path: info.outputPath('unsubscribe.png'), fullPage: true });
  await anonymous.getByRole('button', { name: t('en', 'unsubscribe.button') }).click();
  await expect(anonymous.getByRole('status').filter({ hasText: label })).toContainText(
    t('en', 'unsubscribe.done', { type: label }),
  );
  await visitor.close();

  // The one-click POST of RFC 8058 from the like mail's header, as a mail provider sends it.
  const likeMail = await waitForMail(alice.page, brunoEmail, /likes you/);
  expect(likeMail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClickUrl = new URL(likeMail.headers!['List-Unsubscribe']!.slice(1, -1));
  const provider = await request.newContext();
  const answer = await provider.post(
    `http://localhost:${E2E_PORT}${oneClickUrl.pathname}${oneClickUrl.search}`,
    {
      headers: {
        host: oneClickUrl.host,
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: 'List-Unsubscribe=One-Click',
    },
  );
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ type: 'like', unsubscribed: true });

  // Bruno's settings show both types off.
  const back = await context.newPage();
  await back.goto(site('cupido', '/notifications'));
  // The page's own title, after the unread count and before the site's name.
  await expect(back).toHaveTitle(
    new RegExp(`^(\\(\\d+\\) )?${t('en', 'notifications.title')} \\| Cupido Demo$`),
  );
  await expect(back.getByRole('switch', { name: label })).not.toBeChecked();
  // The notice says why some mail stopped, with no link to the page it is on.
  await expect(back.getByText(t('en', 'notifications.disabled.listunsubscribe'))).toBeVisible();
  await expect(back.getByRole('link', { name: t('en', 'notifications.manage') })).toHaveCount(0);
  await expect(
    back.getByRole('switch', { name: t('en', 'notifications.type.like') }),
  ).not.toBeChecked();
  await expect(
    back.getByRole('switch', { name: t('en', 'notifications.type.new_conversations') }),
  ).toBeChecked();

  // Switching another type leaves the notice; it goes, without a reload, once both types the
  // links turned off are on again.
  const warning = back.getByText(t('en', 'notifications.disabled.listunsubscribe'));
  const saved = back.getByTestId('notifications-saved');
  const toggle = async (type: 'new_conversations' | 'new_messages' | 'like', on: boolean) => {
    const name = t('en', `notifications.type.${type}`);
    await back.getByRole('switch', { name }).click();
    await expect(saved).toHaveText(
      t('en', on ? 'notifications.saved_on' : 'notifications.saved_off', { type: name }),
    );
  };
  await toggle('new_conversations', false);
  await toggle('new_conversations', true);
  await expect(warning).toBeVisible();
  await toggle('like', true);
  await expect(warning).toBeVisible();
  await toggle('new_messages', true);
  await expect(warning).toHaveCount(0);

  // The mail provider reports a bounce: Bruno sees why mail stopped, and the way back.
  const bounce = await provider.post(`http://localhost:${E2E_PORT}/api/mail-events.php`, {
    headers: { authorization: `Bearer ${E2E_MAIL_EVENTS_SECRET}`, host: oneClickUrl.host },
    data: { events: [{ type: 'bounce', email: brunoEmail }] },
  });
  expect(bounce.status()).toBe(200);
  await provider.dispose();
  await back.goto(site('cupido', '/members'));
  const alert = back.getByTestId('disabled-notifications-alert');
  await expect(alert).toContainText(
    t('en', 'notifications.disabled.bounce', { email: brunoEmail }),
  );
  await expectAccessible(back);
  await back.screenshot({ path: info.outputPath('bounce-alert.png') });
  await alert.getByRole('link', { name: t('en', 'notifications.change_email') }).click();
  await expect(back).toHaveURL(/\/settings$/);
});

test('a member turns new messages off on the notifications page and gets no mail for them', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const alice = await newMember(browser, info, 'Alice');
  const dora = await newMember(browser, info, 'Dora');
  const doraEmail = await emailOf(dora.page);

  // Settings in the account menu leads to the notification settings.
  await dora.page.goto(site('cupido', '/members'));
  await connected(dora.page);
  await dora.page.goto(site('cupido', '/notifications'));
  await expect(
    dora.page.getByRole('heading', { name: t('en', 'notifications.title') }),
  ).toBeVisible();
  await expectAccessible(dora.page);
  // The first save is held: while it is under way the switch keeps the focus and ignores keys.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let saves = 0;
  await dora.page.route('**/api/notifications.php', async (route) => {
    if (route.request().method() === 'PUT') saves++;
    await held;
    await route.continue();
  });
  for (const type of ['new_conversations', 'new_messages'] as const) {
    const label = t('en', `notifications.type.${type}`);
    const toggle = dora.page.getByRole('switch', { name: label });
    await expect(toggle).toBeChecked();
    // Keyboard: focus the switch and press Space.
    await toggle.focus();
    await dora.page.keyboard.press('Space');
    if (type === 'new_conversations') {
      await expect(toggle).toHaveAttribute('aria-disabled', 'true');
      await expect(toggle).toBeFocused();
      await dora.page.keyboard.press('Space');
      await expect(toggle).not.toBeChecked();
      release();
    }
    await expect(dora.page.getByTestId('notifications-saved')).toHaveText(
      t('en', 'notifications.saved_off', { type: label }),
    );
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAttribute('aria-disabled', 'false');
    await expect(toggle).toBeFocused();
  }
  // The Space pressed while the first switch saved sent nothing.
  expect(saves).toBe(2);
  await dora.page.unroute('**/api/notifications.php');
  await dora.page.screenshot({ path: info.outputPath('notifications.png'), fullPage: true });
  // Saved on the server: a reload shows the same.
  await dora.page.reload();
  await expect(
    dora.page.getByRole('switch', { name: t('en', 'notifications.type.new_messages') }),
  ).not.toBeChecked();

  await dora.page.close({ runBeforeUnload: true });
  await alice.page.goto(site('cupido', '/members'));
  expect(await sendText(alice.page, dora.id, 'Hello Dora')).toBe(200);
  expect(await sendText(alice.page, dora.id, 'Are you there?')).toBe(200);
  // A like is still mailed; once it is there, no message mail came before it.
  expect(await like(alice.page, dora.id)).toBe(200);
  await waitForMail(alice.page, doraEmail, /likes you/);
  expect((await notificationMails(alice.page, doraEmail)).map((m) => m.subject)).toEqual([
    'Alice likes you on Cupido Demo',
  ]);
});

test.describe('the unsubscribe page where the site-entry warning shows', () => {
  test.use({ locale: 'nl-NL' });

  test('is not covered by the warning', async ({ page }) => {
    // The Dutch site asks a Dutch visitor on its home page (site-shell.spec.ts), not here.
    await page.goto(site('hartjes', '/unsubscribe?token=not-a-token'));
    await expect(page.getByRole('heading', { name: t('nl', 'unsubscribe.title') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t('nl', 'unsubscribe.invalid'));
    await expect(page.locator('#site-entry-warning')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
