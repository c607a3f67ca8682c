import { expect as baseExpect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { TIME_BONUS_MODAL_DELAY_S } from '@cupido/contract';
import { expectAccessible, hydrated, newMember, sendText, site, t, test } from './fixtures.ts';

/**
 * Issue 13 journeys (offers, decision 28) on the English demo site: the time bonus's banner and
 * popup (time driven with Playwright's clock, nobody waits 40 s), a purchase with TIMEBONUS25
 * through the sandbox provider, a code from a link, and a code used twice.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const en = (key: Parameters<typeof t>[1], params?: Record<string, string | number>) =>
  t('en', key, params);
const settled = { timeout: 20_000 };

/**
 * A new member with 0 credits (the 3 sign-up credits spent on a partner, one message each) on
 * the members page under Playwright's clock, hydrated, the time bonus's banner in sight.
 */
async function brokeMemberOnMembers(browser: Browser, info: TestInfo, name: string) {
  const { page } = await newMember(browser, info, name);
  const { id: bruno, page: brunoPage } = await newMember(browser, info, 'Bruno');
  await brunoPage.context().close();
  for (let i = 0; i < 3; i++) expect(await sendText(page, bruno, 'Hi!')).toBeLessThan(300);
  await page.clock.install();
  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  return page;
}

/**
 * A new member who has made their first purchase (with the time bonus, in the sandbox): no
 * first-purchase discount is left, so a code alone decides the price (a code never takes the
 * place of a bigger time bonus or welcome discount).
 */
async function pastFirstPurchase(page: Page) {
  await page.goto(site('cupido', '/credits'));
  await hydrated(page);
  await popular(page).getByRole('link').click();
  await payWithVisa(page);
}

/** On the checkout's method choice: Visa, paid on the sandbox's page, back on the site. */
async function payWithVisa(page: Page) {
  await page.locator('.method-option[data-method="visa"]').click();
  await expect(page.locator('.marker')).toBeVisible();
  await page.locator('button[value="pay"]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute(
    'data-state',
    'completed',
    settled,
  );
}

const banner = (page: Page) => page.getByTestId('time-bonus-banner');
const countdown = (page: Page) => page.getByTestId('time-bonus-countdown');
const popup = (page: Page) =>
  page.getByRole('dialog', { name: en('offers.modal_title', { percentage: 25 }) });

/** The popular bundle's card in the shop. */
const popular = (page: Page) => page.locator('.bundle-popular');

test('a new member sees the time bonus counting down; after 40 s in the members area with 0 credits the popup says to act fast, and stays away once dismissed', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const page = await brokeMemberOnMembers(browser, info, 'Tess');
  await expect(banner(page)).toContainText('25%');
  // Just signed up: a little under 4 hours left, one second less a second later.
  await expect(countdown(page)).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
  const before = await countdown(page).innerText();
  await page.clock.fastForward(2_000);
  await expect(countdown(page)).not.toHaveText(before);

  // Leaving the members area stops the popup's timer; coming back starts it again. (The clock
  // also runs in real time: the margins leave a busy machine 18 s of its own.)
  await page.clock.fastForward(20_000);
  await expect(popup(page)).toHaveCount(0);
  await page.getByTestId('time-bonus-banner').getByRole('link').click();
  await expect(page).toHaveURL(/\/credits\?code=TIMEBONUS25$/);
  await page.clock.fastForward(30_000);
  await expect(popup(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  // Had the timer kept the 22 s from before, this would pass its 40 s. (The clock also runs in
  // real time; each step leaves a busy machine about 20 s of its own.)
  await page.clock.fastForward((TIME_BONUS_MODAL_DELAY_S - 21) * 1000);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.fastForward(22_000);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText('4 hours');
  await expectAccessible(page);

  await popup(page)
    .getByRole('button', { name: en('offers.modal_dismiss') })
    .click();
  await expect(popup(page)).toHaveCount(0);
  const stored = await page.evaluate(() => window.localStorage.getItem('hide-time-bonus-modal'));
  expect(Number(stored)).toBeGreaterThan(1_700_000_000);
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(popup(page)).toHaveCount(0);
});

test("going from the search to the chats list (another layout) does not start the popup's 40 s again", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const page = await brokeMemberOnMembers(browser, info, 'Tove');
  await page.clock.fastForward(25_000);
  await expect(popup(page)).toHaveCount(0);
  // Messages: the chats list, in the chat layout, is the members area still.
  await page.locator('a[href="/chats"]:visible').first().click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(banner(page)).toBeVisible();
  await expect(popup(page)).toHaveCount(0);
  // 25 s + 16 s in the area: the popup, though the chats list has been open for 16 s only.
  await page.clock.fastForward(16_000);
  await expect(popup(page)).toBeVisible();
});

test("the time bonus shows in the spec's members area: on the chats list too, not on the likes lists, the shop or a members' address that is the 404 page", async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Tilda');
  await page.goto(site('cupido', '/chats'));
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  await expect(countdown(page)).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
  await expectAccessible(page);
  for (const path of ['/likes/received', '/credits', '/members/abc']) {
    await page.goto(site('cupido', path));
    await hydrated(page);
    await expect(page.locator('main')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  }
  await expect(page.getByText(t('en', 'error.not_found'))).toBeVisible();
});

test('a purchase with TIMEBONUS25 charges 25% less, and the banner is gone', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page } = await newMember(browser, info, 'Ivy');
  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  await banner(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/credits\?code=TIMEBONUS25$/);
  await expect(page.getByTestId('discount')).toContainText(
    en('offers.time_bonus_applied', { percentage: 25 }),
  );
  // The bonus ends within hours: its terms say at what time, not only the day.
  await hydrated(page);
  await expect(page.getByTestId('discount')).toContainText(/Valid until .+\d{1,2}:\d{2}/);
  await expectAccessible(page);

  const original = await popular(page).getByTestId('original-price').innerText();
  const price = await popular(page).getByTestId('price').innerText();
  const toMinor = (text: string) =>
    Math.round(Number(/[\d.,]+/.exec(text)![0].replace(/,/g, '')) * 100);
  const originalMinor = toMinor(original);
  expect(toMinor(price)).toBe(originalMinor - Math.floor((originalMinor * 25 + 50) / 100));
  // The premium overview shows the same prices, and its choice keeps the code.
  await page.goto(site('cupido', '/premium'));
  await expect(popular(page).getByTestId('original-price')).toHaveText(original);
  await expect(popular(page).getByTestId('price')).toHaveText(price);
  await expect(popular(page).getByRole('link')).toHaveAttribute('href', /code=TIMEBONUS25/);
  // Hydrated first: the router's own history entry for this page is written as it hydrates, and a
  // Back taken before that was seen by Playwright as done on /premium itself, the real return to
  // the shop then destroying the next step's page (a flaky run in CI, 2026-12-03).
  await hydrated(page);
  await page.goBack();

  await hydrated(page);
  await popular(page).getByRole('link').click();
  await expect(page.getByRole('heading', { name: en('payments.choose_method') })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/[\d.,]+/);
  expect(toMinor(await page.getByTestId('order-total').innerText())).toBe(toMinor(price));
  await page.locator('.method-option[data-method="paypal"]').click();
  await expect(page.locator('.marker')).toBeVisible(); // the sandbox's own page
  // The provider is asked for the discounted amount, computed on the server.
  await expect(page.locator('dd strong')).toHaveText(price.trim());
  await page.locator('button[value="pay"]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute(
    'data-state',
    'completed',
    settled,
  );

  // The order shows what the code took off.
  const paymentId = new URL(page.url()).searchParams.get('payment');
  await page.goto(site('cupido', `/transactions/${paymentId}`));
  await expect(page.getByTestId('order-paid-discount')).toContainText('TIMEBONUS25');
  // The receipt shows the bundle's price, the code's part and the total paid.
  const receipt = page.getByRole('region', { name: new RegExp(en('payments.receipt')) });
  await expect(receipt).toContainText(en('payments.receipt_discount', { code: 'TIMEBONUS25' }));
  await expect(receipt.locator('tfoot')).toContainText(price.trim());

  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("a time bonus left with a payment on the provider's page stays the member's: the next checkout gets it and cancels that payment; a pending one says where it is", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page } = await newMember(browser, info, 'Hana');
  await page.goto(site('cupido', '/credits'));
  await expect(page.getByTestId('discount')).toContainText(
    en('offers.time_bonus_applied', { percentage: 25 }),
  );
  await hydrated(page);
  await popular(page).getByRole('link').click();
  await page.locator('.method-option[data-method="paypal"]').click();
  await expect(page.locator('.marker')).toBeVisible(); // the sandbox's own page
  const price = await page.locator('dd strong').innerText();
  const left = page.url();

  // Back in the shop later: the bonus is still offered, and nothing says it is held.
  await page.goto(site('cupido', '/credits'));
  await expect(page.getByTestId('discount')).toContainText(
    en('offers.time_bonus_applied', { percentage: 25 }),
  );
  await expect(page.getByTestId('discount-held')).toHaveCount(0);
  await expect(popular(page).getByTestId('original-price')).toBeVisible();
  // The banner's link asks for the code: no error either.
  await page.goto(site('cupido', '/credits?code=TIMEBONUS25'));
  await expect(page.getByTestId('discount-error')).toHaveCount(0);
  await expectAccessible(page);
  await hydrated(page);
  await popular(page).getByRole('link').click();
  await page.locator('.method-option[data-method="visa"]').click();
  await expect(page.locator('.marker')).toBeVisible();
  await expect(page.locator('dd strong')).toHaveText(price);
  const visa = page.url();
  // The payment left on the provider's page was cancelled: it cannot be paid any more.
  await page.goto(left);
  await expect(page.locator('.marker')).toBeVisible();
  await expect(page.locator('button[value="pay"]')).toHaveCount(0);

  // Left pending (its bank has yet to answer): the shop says where the bonus is, and leads there.
  await page.goto(visa);
  await page.locator('button[value="pending"]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute(
    'data-state',
    'pending',
    settled,
  );
  await page.goto(site('cupido', '/credits'));
  const held = page.getByTestId('discount-held');
  await expect(held).toContainText(en('offers.held_time_bonus_pending', { percentage: 25 }));
  await expect(page.getByTestId('discount')).toHaveCount(0);
  await expectAccessible(page);
  await held.getByRole('link', { name: en('offers.held_open') }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
});

test('a checkout address with a code that does not discount its bundle says why and starts nothing', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Iris');
  await pastFirstPurchase(page);
  // BIG20: 20% from 30.00; the smallest bundle is below that.
  await page.goto(site('cupido', '/credits?code=BIG20'));
  const hrefs = await page
    .locator('a[href^="/credits/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const plain = hrefs.find((h) => /^\/credits\/\d+(\?|$)/.test(h) && !h.includes('code='))!;
  const bundle = /\/credits\/(\d+)/.exec(plain)![1];
  await page.goto(site('cupido', `/credits/${bundle}/visa?code=BIG20`));
  const error = page.getByTestId('discount-error');
  await expect(error).toContainText(en('offers.not_on_bundle'));
  await expect(error).toContainText('BIG20');
  await expect(page.getByRole('heading', { name: en('payments.choose_method') })).toBeVisible();
  await expect(page.locator('.marker')).toHaveCount(0);
  await expectAccessible(page);
  // Chosen again from here: the full price, knowingly.
  await hydrated(page);
  await page.locator('.method-option[data-method="visa"]').click();
  await expect(page.locator('.marker')).toBeVisible();
});

test("a code link applies its discount; the code used once says 'Code already used'; an unknown one 'Code not found'", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page } = await newMember(browser, info, 'Zoe');
  // A new member's time bonus takes off more: it stays, and the page says why.
  await page.goto(site('cupido', '/credits?code=spring10'));
  await expect(page.getByTestId('discount')).toContainText(
    en('offers.time_bonus_applied', { percentage: 25 }),
  );
  await expect(page.getByTestId('discount-error')).toHaveText(en('api.discount_code_not_better'));
  await expectAccessible(page);
  await pastFirstPurchase(page);
  await page.goto(site('cupido', '/credits?code=spring10'));
  await hydrated(page);
  await expect(page.getByTestId('discount')).toContainText(
    en('offers.code_applied', { code: 'SPRING10', percentage: 10 }),
  );
  await expect(popular(page).getByTestId('original-price')).toBeVisible();
  await expectAccessible(page);

  await popular(page).getByRole('link').click();
  await expect(page.getByTestId('order-discount')).toContainText('SPRING10');
  const bundlePath = new URL(page.url()).pathname;
  await page.locator('.method-option[data-method="paypal"]').click();
  await expect(page.locator('.marker')).toBeVisible();
  const discounted = await page.locator('dd strong').innerText();
  const providerPage = page.url();
  // Back from the provider's page to choose another method: the code goes with the new choice,
  // and the payment left there is cancelled (it can no longer be paid).
  await page.goBack();
  await expect(page.getByTestId('order-discount')).toContainText('SPRING10');
  await expect(page.getByTestId('discount-error')).toHaveCount(0);
  await hydrated(page);
  await page.locator('.method-option[data-method="visa"]').click();
  await expect(page.locator('.marker')).toBeVisible();
  await expect(page.locator('dd strong')).toHaveText(discounted);
  const visaPage = page.url();
  await page.goto(providerPage);
  await expect(page.locator('button[value="pay"]')).toHaveCount(0);
  await page.goto(visaPage);
  // A failed payment gives the code back: trying again pays with it.
  await page.locator('button[value="fail"]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failed', settled);
  await expect(page.locator('.method-option').first()).toHaveAttribute(
    'href',
    /[?&]code=SPRING10(&|$)/,
  );
  await page.getByRole('link', { name: en('payments.try_again', { method: 'Visa' }) }).click();
  await expect(page.locator('.marker')).toBeVisible();
  await expect(page.locator('dd strong')).toHaveText(discounted);
  await page.locator('button[value="pay"]').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute(
    'data-state',
    'completed',
    settled,
  );

  // A used code in a checkout's address is said there, and no payment starts with another one.
  await page.goto(site('cupido', `${bundlePath}/paypal?code=SPRING10`));
  await expect(page.getByTestId('discount-error')).toHaveText('Code already used');
  await expect(page.getByRole('heading', { name: en('payments.choose_method') })).toBeVisible();
  await expectAccessible(page);

  await page.goto(site('cupido', '/credits?code=SPRING10'));
  await expect(page.getByTestId('discount-error')).toHaveText(en('api.discount_code_used'));
  await expect(page.getByTestId('discount-error')).toHaveText('Code already used');
  await expect(page.getByTestId('original-price')).toHaveCount(0);
  await expectAccessible(page);

  // The shop's field: an unknown code.
  const field = page.getByRole('textbox', { name: en('offers.code_label') });
  await field.fill('NOPE2');
  await page.getByRole('button', { name: en('offers.code_apply') }).click();
  await expect(page).toHaveURL(/\/credits\?code=NOPE2$/);
  await expect(page.getByTestId('discount-error')).toHaveText('Code not found');
});

test("the deletion flow's alternatives are real offers: a personal code of the company's deletion discount that the shop applies, and the trial package", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Leah');
  await page.goto(site('cupido', '/settings/delete'));
  await hydrated(page);
  await expect(page.getByText(en('offers.retention_text', { percentage: 50 }))).toBeVisible();
  await expect(page.getByRole('link', { name: en('offers.trial_link') })).toHaveAttribute(
    'href',
    /^\/credits\/\d+$/,
  );
  await page.getByRole('button', { name: en('offers.retention_claim') }).click();
  await expect(page.getByTestId('retention-code')).toContainText(/STAY-[0-9A-F]{10}/);
  await expectAccessible(page);
  await page.getByRole('link', { name: en('offers.retention_use') }).click();
  await expect(page).toHaveURL(/\/credits\?code=STAY-[0-9A-F]{10}$/);
  await expect(page.getByTestId('discount')).toContainText('50%');
  await expect(popular(page).getByTestId('original-price')).toBeVisible();
});

test('a visitor gets no time bonus: nothing is loaded and no banner shows', async ({
  browser,
}, info) => {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/discountcode.php')) lookups.push(request.url());
  });
  await page.goto(site('cupido', '/members'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(lookups).toEqual([]);
  await context.close();
});

test('Back from a completed purchase to the page the member paid from shows it as it is now, not as the browser kept it', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Ruth');
  await page.goto(site('cupido', '/credits'));
  const href = (await popular(page).getByRole('link').getAttribute('href'))!;
  // The checkout loaded as a page of its own (a link from a mail, a reload).
  await page.goto(site('cupido', href));
  await expect(page.getByTestId('order-discount')).toContainText('TIMEBONUS25');
  await hydrated(page);
  await payWithVisa(page);
  // Back past the provider's page, to the checkout.
  await page.evaluate(() => history.go(-2));
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  // Premium now: the first-purchase discount is spent, and the page says so.
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  await expect(page.getByTestId('discount-error')).toHaveText(en('api.discount_code_not_eligible'));
});
