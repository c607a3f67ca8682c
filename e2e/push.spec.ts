import { AxeBuilder } from '@axe-core/playwright';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { ZPushNotice } from '@cupido/contract';
import { startPushEndpoint, type TPushBrowser } from '../apps/server/src/test/push-endpoint.ts';
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  sendText,
  site,
  t,
  test,
} from './fixtures.ts';

test.use({ locale: 'en-GB' });

/**
 * Headless Chromium has no push service of its own (subscribing asks Google's), so the browser's
 * PushManager hands out a subscription at a push service on this machine instead: everything
 * after it (the page saving it, the server encrypting and signing, the service decrypting) is real.
 * The site may show notifications (the permission a member grants).
 */
async function useLocalPushService(context: BrowserContext, browser: TPushBrowser) {
  await context.grantPermissions(['notifications'], { origin: site('cupido').slice(0, -1) });
  await context.addInitScript((json) => {
    let current: unknown = null;
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      current = subscription;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as PushSubscription | null;
    };
  }, browser.subscription);
}

/** The member's unread messages plus new likes (the title's '(n)'), as the account tells them. */
async function badgeTotal(page: Page): Promise<number> {
  await page.goto(site('cupido', '/api/user.php'));
  const { user } = JSON.parse(await page.locator('body').innerText()) as {
    user: { unread_messages: number; new_likes: number };
  };
  expect(user.unread_messages).toBeGreaterThan(0);
  return user.unread_messages + user.new_likes;
}

const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active?.scriptURL ?? null;
  });

test('a member allows push; with the tab closed, a message reaches the push service encrypted for that browser', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const endpoint = await startPushEndpoint();
  try {
    const alice = await newMember(browser, info, 'Alice');
    const bruno = await newMember(browser, info, 'Bruno');
    const b = bruno.page;
    const context = b.context();
    await useLocalPushService(context, endpoint.browser('bruno'));

    // The push alert offers notifications; enabling them sends the subscription to the account.
    await b.goto(site('cupido', '/members'));
    await hydrated(b);
    expect(await workerReady(b)).toMatch(/\/sw-push\.js\?v=2$/);
    // The alert waits for the worker and the browser's subscription state (two steps after
    // hydration); on a loaded machine that can take longer than an assertion's default 5 s.
    const alert = b.getByTestId('push-alert');
    await expect(alert).toContainText(t('en', 'push.alert_text'), { timeout: 15_000 });
    const axe = await new AxeBuilder({ page: b }).include('[data-testid="push-alert"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await alert.getByRole('button', { name: t('en', 'push.alert_enable') }).click();
    await expect(alert).toBeHidden();
    await b.close();

    // Alice writes; Bruno has no tab open.
    const a = alice.page;
    await a.goto(site('cupido', `/members/${bruno.id}/chat`));
    await hydrated(a);
    const input = a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }));
    await input.fill('Are you there, Bruno?');
    await input.press('Enter');
    await expect(a).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
    const conversation = new URL(a.url()).pathname;

    await endpoint.until(1);
    const [push] = endpoint.received;
    expect(push!.path).toBe('/push/bruno');
    expect(ZPushNotice.parse(push!.payload)).toEqual({
      type: 'message',
      title: t('en', 'push.message_title', { name: 'Alice' }),
      body: 'Are you there, Bruno?',
      openUrl: conversation,
      checkUrl: '/chats',
      tag: `chat-${conversation.split('/').pop()}`,
      icon: '/app-icon-192.png',
      // The app badge: Bruno's unread messages plus new likes, as his pages count them.
      appBadge: await badgeTotal(await context.newPage()),
    });
    await context.close();
    await a.context().close();
  } finally {
    await endpoint.close();
  }
});

test("logging out, then in again or signing up, without a reload gives the browser's subscription to the new session", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const endpoint = await startPushEndpoint();
  try {
    const alice = await newMember(browser, info, 'Alice');
    const bruno = await newMember(browser, info, 'Bruno');
    const b = bruno.page;
    const context = b.context();
    const pushBrowser = endpoint.browser('bruno');
    await useLocalPushService(context, pushBrowser);
    await b.goto(site('cupido', '/members'));
    await hydrated(b);
    const alert = b.getByTestId('push-alert');
    await alert
      .getByRole('button', { name: t('en', 'push.alert_enable') })
      .click({ timeout: 15_000 });
    await expect(alert).toBeHidden();

    // All on this page (no load): logging out ends the session and with it the subscription saved
    // for it. A new account signed up here gets the browser's subscription (on already, as the
    // push step says) as the page learns of the new member.
    await b.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await b.getByRole('button', { name: t('en', 'nav.account') }).click();
    await b.getByRole('button', { name: t('en', 'nav.logout') }).click();
    await expect(b).toHaveURL(site('cupido', '/'));
    const savedForNew = b.waitForResponse((r) => isPushSave(r.url()) && r.ok());
    await b
      .getByRole('link', { name: t('en', 'index.cta_signup') })
      .first()
      .click();
    await signUp(b, `sanne.${info.project.name}.${Date.now()}@example.com`);
    await expect(b.getByText(t('en', 'push.step_text_on'))).toBeVisible();
    await b.getByRole('button', { name: t('en', 'push.step_continue') }).click();
    await b.getByRole('button', { name: t('en', 'signup.complete_continue') }).click();
    const save = await savedForNew;
    expect(save.request().postDataJSON()).toEqual({ subscription: pushBrowser.subscription });
    expect(await b.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    // Out again (past the phone's activation reminder, a modal there), and Bruno logs in: his new
    // session gets it; a message reaches him by push.
    if (info.project.name === 'phone')
      await b
        .getByRole('dialog', { name: t('en', 'notifications.activation_modal_title') })
        .getByRole('button', { name: t('en', 'common.close') })
        .click();
    await b.getByRole('button', { name: t('en', 'nav.account') }).click();
    await b.getByRole('button', { name: t('en', 'nav.logout') }).click();
    await expect(b).toHaveURL(site('cupido', '/'));
    await b.getByRole('link', { name: t('en', 'nav.login'), exact: true }).click();
    await b.getByLabel(t('en', 'login.email')).fill(bruno.email);
    await b.getByLabel(t('en', 'login.password'), { exact: true }).fill('geheim wachtwoord');
    // Saved once the page knows the member again (a call after the login's answer).
    const saved = b.waitForResponse((r) => isPushSave(r.url()) && r.ok());
    await b.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
    await expect(b).toHaveURL(/\/members$/);
    expect(await b.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await saved;

    await b.close(); // a member with a page open is told there, not by push
    expect(await sendText(alice.page, bruno.id, 'Still there?')).toBe(200);
    await endpoint.until(1);
    expect(endpoint.received[0]!.path).toBe('/push/bruno');

    await context.close();
    await alice.page.context().close();
  } finally {
    await endpoint.close();
  }
});

test('the notification settings turn push notices on and off for this device, also after "Not now"', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const endpoint = await startPushEndpoint();
  try {
    const { page } = await newMember(browser, info, 'Carla');
    const context = page.context();
    await useLocalPushService(context, endpoint.browser('carla'));
    // 'Not now' on the alert is not the end of it.
    await page.goto(site('cupido', '/members'));
    await hydrated(page);
    const alert = page.getByTestId('push-alert');
    await alert
      .getByRole('button', { name: t('en', 'push.alert_dismiss') })
      .click({ timeout: 15_000 });
    await expect(alert).toBeHidden();

    await page.goto(site('cupido', '/notifications'));
    await hydrated(page);
    const setting = page.getByTestId('push-setting');
    await expect(setting.getByRole('heading', { name: t('en', 'push.setting_title') })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(setting).toContainText(t('en', 'push.alert_text'));
    await setting.getByRole('button', { name: t('en', 'push.alert_enable') }).click();
    await expect(setting).toContainText(t('en', 'push.step_text_on'));
    await expectAccessible(page);
    await setting.getByRole('button', { name: t('en', 'push.setting_disable') }).click();
    await expect(setting.getByRole('button', { name: t('en', 'push.alert_enable') })).toBeVisible();
    await expect(setting).toContainText(t('en', 'push.alert_text'));
    // Turned off on purpose: the alert does not ask again.
    await page.goto(site('cupido', '/members'));
    await hydrated(page);
    await expect(page.getByTestId('push-alert')).toHaveCount(0);
    await context.close();
  } finally {
    await endpoint.close();
  }
});

test('when the browser cannot subscribe, the push alert says so and stays', async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const { page } = await newMember(browser, info, 'Carla');
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: site('cupido').slice(0, -1) });
  // The browser's push service refuses (as Chromium does when it cannot reach it).
  await context.addInitScript(() => {
    PushManager.prototype.subscribe = async function subscribe() {
      throw new DOMException('Registration failed - push service error', 'AbortError');
    };
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  const alert = page.getByTestId('push-alert');
  await expect(alert).toContainText(t('en', 'push.alert_text'), { timeout: 15_000 });
  const enable = alert.getByRole('button', { name: t('en', 'push.alert_enable') });
  await enable.click();
  await expect(alert.getByRole('alert')).toHaveText(t('en', 'push.alert_failed'));
  await expect(enable).toBeEnabled();
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('the manifest makes the site installable, and the offline page shows without a network', async ({
  browserName: _,
}, info) => {
  test.setTimeout(120_000);
  // Chromium never offers to install from an incognito profile, which every browser.newContext()
  // is: this journey runs in a profile on disk.
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'cupido-pwa-')),
    {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
      locale: 'en-GB',
      viewport: info.project.use.viewport,
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(site('hartjes', '/'));
  await hydrated(page);
  expect(await workerReady(page)).toMatch(/\/sw-push\.js\?v=2$/);

  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/members' });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);

  // The worker controls the page once it is active; then a load without a network gets the
  // offline page it keeps.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.goto(site('hartjes', '/members')).catch(() => null);
  await expect(page.getByRole('heading', { name: t('en', 'push.offline_title') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'push.offline_retry') })).toBeVisible();
  // The site's icon is part of the page (nothing to load without a network).
  await expect(page.getByRole('img', { name: 'Hartjes Demo' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`offline-${info.project.name}.png`) });
  // The offline page is not the app (no live provider to wait for): axe checks it as it stands.
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  // The visitor chooses Dutch: the next page has the worker keep a Dutch offline page.
  await context.setOffline(false);
  await context.addCookies([{ name: 'locale', value: 'nl', url: site('hartjes') }]);
  await page.goto(site('hartjes', '/'));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await caches.match('/offline.html'))?.headers.get('content-language') ?? null,
      ),
    )
    .toBe('nl');
  await context.setOffline(true);
  await page.goto(site('hartjes', '/members')).catch(() => null);
  await expect(page.getByRole('heading', { name: t('nl', 'push.offline_title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await context.setOffline(false);
  await context.close();
});

/** Fills in the sign-up form (the page on a phone, the modal on desktop) and sends it. */
async function signUp(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.getByLabel(t('en', 'signup.email')) });
  await form.getByLabel(t('en', 'signup.email')).fill(email);
  await form.getByLabel(t('en', 'signup.name')).fill('Sanne');
  await form.getByLabel(t('en', 'signup.password'), { exact: true }).fill('geheim wachtwoord');
  await form.getByLabel(t('en', 'signup.dob')).fill('1992-04-12');
  await form.getByRole('button', { name: t('en', 'signup.submit') }).click();
  for (const skip of [
    'steps.skip_photo',
    'steps.skip_location',
    'steps.skip_personal',
    'steps.skip_about',
  ] as const) {
    await page.getByRole('button', { name: t('en', skip) }).click();
  }
  await expect(page.getByRole('heading', { name: t('en', 'push.step_title') })).toBeVisible();
}

const isPushSave = (url: string) =>
  new URL(url).pathname === '/api/user.php' && url.includes('push=1');

test('on a phone, the sign-up push step saves the subscription, and the activation reminder opens as a modal @phone-only', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const endpoint = await startPushEndpoint();
  try {
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
    const pushBrowser = endpoint.browser('sanne');
    await useLocalPushService(context, pushBrowser);
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site('cupido', '/signup'));
    await hydrated(page);
    const email = `sanne.${info.project.name}.${Date.now()}@example.com`;
    await signUp(page, email);

    // Allow: the browser's subscription goes to the new account at once.
    const saved = page.waitForResponse((res) => isPushSave(res.url()));
    await page.getByRole('button', { name: t('en', 'push.step_enable') }).click();
    const answer = await saved;
    expect(answer.request().method()).toBe('POST');
    expect(answer.request().postDataJSON()).toEqual({ subscription: pushBrowser.subscription });
    expect(answer.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: t('en', 'signup.complete_title') }),
    ).toBeVisible();

    // api_signup_complete on a smartphone: the activation reminder is a modal, once.
    await page.getByRole('button', { name: t('en', 'signup.complete_continue') }).click();
    await expect(page).toHaveURL(/\/signup-matches$/);
    const modal = page.getByRole('dialog', {
      name: t('en', 'notifications.activation_modal_title'),
    });
    await expect(modal).toContainText(t('en', 'activation.reminder', { email }));
    await expect(modal.getByRole('button', { name: t('en', 'activation.resend') })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('activation-modal.png') });
    await modal.getByRole('button', { name: t('en', 'common.close') }).click();
    await expect(modal).toBeHidden();
    // Closed, the reminder stays an alert, also on the next page.
    const alert = page
      .getByRole('status')
      .filter({ hasText: t('en', 'activation.reminder', { email }) });
    await expect(alert).toBeVisible();
    await page.goto(site('cupido', '/members'));
    await expect(alert).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Not on the settings, account deletion included, nor on the notifications (spec section 2).
    for (const path of ['/settings', '/settings/delete', '/notifications']) {
      await page.goto(site('cupido', path));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(alert).toHaveCount(0);
    }
    await context.close();
  } finally {
    await endpoint.close();
  }
});

test('on desktop, skipping the sign-up push step saves no subscription, and the activation reminder is an alert @desktop-only', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const endpoint = await startPushEndpoint();
  try {
    const { viewport } = info.project.use;
    const context = await browser.newContext({ locale: 'en-GB', viewport });
    await useLocalPushService(context, endpoint.browser('lotte'));
    const page = await context.newPage();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (isPushSave(request.url())) saves.push(request.url());
    });
    await dismissEntryWarning(page);
    await page.goto(site('cupido', '/'));
    await hydrated(page);
    await page.getByRole('link', { name: t('en', 'index.cta_signup') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'signup.title') });
    await expect(dialog).toBeVisible();
    const email = `lotte.${Date.now()}@example.com`;
    await signUp(page, email);
    // The browser could subscribe (the permission is granted), but the member says no.
    await expect(dialog.getByRole('button', { name: t('en', 'push.step_enable') })).toBeVisible();
    await dialog.getByRole('button', { name: t('en', 'push.step_skip') }).click();
    await dialog.getByRole('button', { name: t('en', 'signup.complete_continue') }).click();
    await expect(page).toHaveURL(/\/signup-matches$/);
    await expect(
      page.getByRole('status').filter({ hasText: t('en', 'activation.reminder', { email }) }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing was saved, and the push alert takes the Skip as its "Not now": it does not ask
    // again on a later page (the dismissal is kept as the alert's own).
    await page.goto(site('cupido', '/members'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('push-alert')).toHaveCount(0);
    const cookies = await context.cookies(site('cupido'));
    expect(cookies.map((c) => c.name)).toContain('hide-push-notification-alert');
    expect(saves).toEqual([]);
    await context.close();
  } finally {
    await endpoint.close();
  }
});

/** Allowing in the sign-up push step that does not work: the step says so, the member goes on. */
const refusals = [
  {
    case: 'the push service refuses the subscription',
    tag: '@phone-only',
    grant: true,
    script: () => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      };
    },
    says: 'push.step_failed',
  },
  {
    case: 'the member blocks notifications in the browser',
    tag: '@desktop-only',
    grant: false,
    script: () => {
      Notification.requestPermission = async () => 'denied';
    },
    says: 'push.step_text_denied',
  },
] as const;

for (const refusal of refusals) {
  test(`when ${refusal.case}, the sign-up push step says so and the member continues ${refusal.tag}`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
    if (refusal.grant)
      await context.grantPermissions(['notifications'], { origin: site('cupido').slice(0, -1) });
    await context.addInitScript(refusal.script);
    const page = await context.newPage();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (isPushSave(request.url())) saves.push(request.url());
    });
    await dismissEntryWarning(page);
    await page.goto(site('cupido', '/signup'));
    await hydrated(page);
    await signUp(page, `refused.${info.project.name}.${Date.now()}@example.com`);
    await page.getByRole('button', { name: t('en', 'push.step_enable') }).click();
    // The step stays and tells why; the member is not left wondering.
    await expect(page.getByText(t('en', refusal.says))).toBeVisible();
    if (refusal.says === 'push.step_failed')
      await expect(page.getByRole('alert')).toHaveText(t('en', 'push.step_failed'));
    await expect(page.getByRole('heading', { name: t('en', 'push.step_title') })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('push-step-refused.png') });
    await page.getByRole('button', { name: t('en', 'push.step_continue') }).click();
    await expect(
      page.getByRole('heading', { name: t('en', 'signup.complete_title') }),
    ).toBeVisible();
    expect(saves).toEqual([]);
    await context.close();
  });
}

/**
 * Browsers for which the sign-up push step has nothing to ask: they cannot take pushes (no Push
 * API), have blocked notifications for the site, or are subscribed already.
 */
const settled = [
  {
    case: 'cannot take pushes',
    tag: '@phone-only',
    text: 'push.step_text_unsupported',
    goOn: 'push.step_skip',
    script: () => {
      Reflect.deleteProperty(window, 'PushManager');
    },
  },
  {
    case: 'has blocked notifications',
    tag: '@desktop-only',
    text: 'push.step_text_denied',
    goOn: 'push.step_skip',
    script: () => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    },
  },
  {
    case: 'is subscribed already',
    tag: '@desktop-only',
    text: 'push.step_text_on',
    goOn: 'push.step_continue',
    script: () => {
      const json = {
        endpoint: 'https://push.invalid/already',
        expirationTime: null,
        keys: { p256dh: 'key', auth: 'auth' },
      };
      PushManager.prototype.getSubscription = async () =>
        ({ ...json, toJSON: () => json }) as unknown as PushSubscription;
    },
  },
] as const;

for (const browserCase of settled) {
  test(`where the browser ${browserCase.case}, the sign-up push step says so and goes on ${browserCase.tag}`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch });
    await context.addInitScript(browserCase.script);
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site('cupido', '/signup'));
    await hydrated(page);
    await signUp(page, `settled.${info.project.name}.${Date.now()}@example.com`);
    await expect(page.getByText(t('en', browserCase.text))).toBeVisible();
    await expect(page.getByText(t('en', 'push.step_text'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('en', 'push.step_enable') })).toHaveCount(0);
    const other = browserCase.goOn === 'push.step_skip' ? 'push.step_continue' : 'push.step_skip';
    await expect(page.getByRole('button', { name: t('en', other) })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('push-step.png') });
    await page.getByRole('button', { name: t('en', browserCase.goOn) }).click();
    await expect(
      page.getByRole('heading', { name: t('en', 'signup.complete_title') }),
    ).toBeVisible();
    await context.close();
  });
}

test('in the installed app (standalone window), a profile page has a Back button that goes back', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const ines = await newMember(browser, info, 'Ines');
  const cookies = await ines.page.context().cookies();
  await ines.page.context().close();
  // Chromium installs apps only in a profile on disk (see the installability journey).
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'cupido-app-')),
    {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
      locale: 'en-GB',
      viewport: info.project.use.viewport,
      hasTouch: info.project.use.hasTouch,
    },
  );
  try {
    await context.addCookies(cookies);
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(site('cupido', '/members'));
    await hydrated(tab);
    // In a browser tab there is no Back button of ours: the browser has its own.
    await expect(tab.getByRole('button', { name: t('en', 'push.back') })).toHaveCount(0);

    // Install the app and open it in its own window, as the installed app's icon does: the page
    // is then really in standalone display (no emulation).
    const cdp = await context.newCDPSession(tab);
    const { appId } = await cdp.send('Page.getAppId');
    expect(appId).toBeTruthy();
    await cdp.send('PWA.install', { manifestId: appId! });
    await cdp.send('PWA.changeAppUserSettings', { manifestId: appId!, displayMode: 'standalone' });
    const opened = context.waitForEvent('page');
    await cdp.send('PWA.launch', { manifestId: appId! });
    const app = await opened;
    await expect(app).toHaveURL(/\/members$/);
    await hydrated(app);
    expect(await app.evaluate(() => window.matchMedia('(display-mode: standalone)').matches)).toBe(
      true,
    );
    const back = app.getByRole('button', { name: t('en', 'push.back') });
    // members is not one of the spec's pages with a Back button.
    await expect(back).toHaveCount(0);

    await app.locator('main article').first().getByRole('link').first().click();
    await expect(app).toHaveURL(/\/members\/\d+$/);
    const profile = new URL(app.url()).pathname;
    await expect(back).toBeVisible();
    await expectAccessible(app);
    await app.screenshot({ path: info.outputPath(`app-back-${info.project.name}.png`) });
    await back.click();
    await expect(app).toHaveURL(/\/members$/);

    // A profile opened as the app's first page has no history to go back to.
    const second = context.waitForEvent('page');
    await cdp.send('PWA.launch', { manifestId: appId!, url: site('cupido', profile) });
    const direct = await second;
    await expect(direct).toHaveURL(new RegExp(`${profile}$`));
    await hydrated(direct);
    expect(await direct.evaluate(() => window.history.length)).toBe(1);
    await expect(direct.getByRole('button', { name: t('en', 'push.back') })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

/** What the journey reaches of the service worker's global scope (it runs there, not here). */
type TWorkerScope = {
  registration: {
    getNotifications(): Promise<{ title: string; body: string; data: unknown }[]>;
    showNotification(title: string, options: object): Promise<void>;
  };
  clients: {
    openWindow(url: string): Promise<unknown>;
    matchAll(options: { type: 'window' }): Promise<unknown[]>;
  };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  WindowClient: { prototype: { focus(): Promise<unknown> } };
};

test('a push notice shows a notification; a click brings an open tab to the conversation, or opens one', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const alice = await newMember(browser, info, 'Alice');
  const bruno = await newMember(browser, info, 'Bruno');
  const a = alice.page;
  await a.goto(site('cupido', `/members/${bruno.id}/chat`));
  await hydrated(a);
  const input = a.getByLabel(t('en', 'chat.input_label', { name: 'Bruno' }));
  await input.fill('Shall we meet?');
  await input.press('Enter');
  await expect(a).toHaveURL(/\/chats\/\d+$/, { timeout: 15_000 });
  const conversation = new URL(a.url()).pathname;
  // The notice the server sends for this message (its encryption and content: the first journey).
  const notice = {
    type: 'message',
    title: t('en', 'push.message_title', { name: 'Alice' }),
    body: 'Shall we meet?',
    openUrl: conversation,
    checkUrl: '/chats',
    tag: `chat-${conversation.split('/').pop()}`,
    icon: '/app-icon-192.png',
    appBadge: 3,
  };

  const b = bruno.page;
  const context = b.context();
  const origin = site('cupido').slice(0, -1);
  await context.grantPermissions(['notifications'], { origin });
  // The DevTools session lives in a tab of another site, so every tab of this one can close.
  const holder = await context.newPage();
  await holder.goto(site('hartjes', '/'));
  const cdp = await context.newCDPSession(holder);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await b.goto(site('cupido', '/members'));
  await hydrated(b);
  expect(await workerReady(b)).toMatch(/\/sw-push\.js\?v=2$/);
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId;
  const worker = () => {
    const found = context.serviceWorkers().filter((w) => w.url().startsWith(origin));
    return found[found.length - 1]!;
  };
  /**
   * The push service's part, played by Chromium itself: a real, trusted push event with the
   * notice, delivered to the site's service worker (no message to Google's push service).
   */
  const push = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(notice),
    });
  /**
   * The notifications the worker shows are counted as their showNotification settles, and the
   * journey waits on that count, not on getNotifications: a getNotifications call made while a
   * notification is on its way to the screen can drop it. Chromium stores a notification, then
   * displays it, and getNotifications first deletes from the store every notification that is not
   * on display yet (only one stored after the call began is spared), so a poll that lands in
   * between removes the notice for good (the flaky failure of 2026-11-30 and 12-01). The worker
   * keeps the count: it is not stopped while the journey's DevTools session is attached to it.
   */
  const countShows = () =>
    worker().evaluate(() => {
      const scope = self as unknown as TWorkerScope & { shows: number };
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.shows = 0;
      scope.registration.showNotification = (...args) =>
        show(...args).finally(() => void (scope.shows += 1));
    });
  /** The app badges the worker sets (the browser's own needs an installed app to show). */
  const recordBadges = () =>
    worker().evaluate(() => {
      const scope = self as unknown as { badges: number[]; navigator: object };
      scope.badges = [];
      Object.defineProperty(scope.navigator, 'setAppBadge', {
        configurable: true,
        value: async (count: number) => void scope.badges.push(count),
      });
    });
  const badges = () => worker().evaluate(() => (self as unknown as { badges: number[] }).badges);
  const shows = () => worker().evaluate(() => (self as unknown as { shows: number }).shows);
  const shown = () =>
    worker().evaluate(async () =>
      (await (self as unknown as TWorkerScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data,
      })),
    );
  /**
   * A click on the notification. Chromium has no way to click a notification without a screen,
   * so the journey dispatches the notificationclick event in the worker itself with the
   * notification the worker showed. Such an event is not a user's click: Chromium refuses it
   * `clients.openWindow` and `WindowClient.focus` (both need a real click), so these two browser
   * calls are recorded instead, and everything else (the tab chosen, the NEW_PUSH_CLICK message,
   * the tab going to the conversation) is the real path.
   */
  const click = () =>
    worker().evaluate(async () => {
      const scope = self as unknown as TWorkerScope;
      const [notification] = await scope.registration.getNotifications();
      const opened: string[] = [];
      const focused: string[] = [];
      const openWindow = scope.clients.openWindow;
      const focus = scope.WindowClient.prototype.focus;
      scope.clients.openWindow = async (url) => void opened.push(url);
      scope.WindowClient.prototype.focus = async function (this: { url: string }) {
        focused.push(new URL(this.url).pathname);
        return this;
      };
      try {
        const event = new scope.NotificationEvent('notificationclick', { notification });
        let work: Promise<unknown> = Promise.resolve();
        Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => (work = p) });
        scope.dispatchEvent(event);
        await work;
      } finally {
        scope.clients.openWindow = openWindow;
        scope.WindowClient.prototype.focus = focus;
      }
      const left = (await scope.registration.getNotifications()).length;
      return { opened, focused, left };
    });

  // No tab of the site open: the push shows a notification with the notice.
  // Limits, not waits: the worker may have to start first, on a loaded machine.
  const within = { timeout: 15_000 };
  await b.close();
  // The closed tab leaves the worker's list of windows a moment later; until then the worker
  // would take the push for one with the site in front.
  await expect
    .poll(
      () =>
        worker().evaluate(
          async () =>
            (await (self as unknown as TWorkerScope).clients.matchAll({ type: 'window' })).length,
        ),
      within,
    )
    .toBe(0);
  await countShows();
  await recordBadges();
  await push();
  await expect.poll(shows, within).toBe(1);
  // The app badge shows the notice's count of unread messages and new likes.
  expect(await badges()).toEqual([3]);
  expect(await shown()).toEqual([
    {
      title: notice.title,
      body: notice.body,
      data: { openUrl: conversation, checkUrl: '/chats' },
    },
  ]);
  // A click with no tab open opens the conversation in a new window.
  expect(await click()).toEqual({ opened: [conversation], focused: [], left: 0 });

  // A tab of the site open but behind (here: the push arrives first, the tab opens after): the
  // click focuses that tab and it goes to the conversation.
  await push();
  await expect.poll(shows, within).toBe(2);
  expect(await shown()).toHaveLength(1);
  const tab = await context.newPage();
  await tab.goto(site('cupido', '/likes'));
  await hydrated(tab);
  expect(await click()).toEqual({ opened: [], focused: ['/likes'], left: 0 });
  await expect(tab).toHaveURL(site('cupido', conversation));
  await expect(tab.getByRole('log').getByText('Shall we meet?')).toBeVisible();

  // With the tab in front, a push shows no notification: the page only hears of it and reloads
  // the member's chats (NEW_PUSH_MESSAGE).
  await tab.evaluate(() => {
    const w = window as unknown as { pushed: string[] };
    w.pushed = [];
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type: string }>) =>
      w.pushed.push(e.data.type),
    );
  });
  await push();
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { pushed: string[] }).pushed), within)
    .toEqual(['NEW_PUSH_MESSAGE']);
  expect(await shows()).toBe(2);
  expect(await shown()).toEqual([]);
  await context.close();
  await a.context().close();
});
