import { expect as baseExpect } from '@playwright/test';
import { composeIBAN } from 'ibantools';
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  site,
  t,
  test,
} from './fixtures.ts';

/**
 * Issue 13, direct debit (decision 29): a member of the German demo site (herzklopfen) pays a
 * bundle by SEPA direct debit. The form checks its fields, the SMS code is read from the
 * development outbox (/dev/sms.json), a wrong code says 'Code invalid' in German, the right one
 * pays (sandbox provider) and the credits arrive.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const de = (key: Parameters<typeof t>[1], params?: Record<string, string | number>) =>
  t('de', key, params);

test('a German member pays by direct debit with the SMS code from the outbox; a wrong code says Code ungültig', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const { page } = await newMember(browser, info, 'Lena', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  await dismissEntryWarning(page);
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'de', domain: 'herzklopfen.localhost', path: '/' }]);
  await page.addInitScript(() =>
    window.localStorage.setItem('hide-time-bonus-modal', String(Date.now())),
  );

  // A fresh account and mobile number per run (blocks and limits count per IBAN and phone).
  const unique = Date.now() % 100_000_000;
  const iban = composeIBAN({
    countryCode: 'DE',
    bban: `37040044${String(unique + info.workerIndex).padStart(10, '0')}`,
  })!;
  const mobile = `0151${String(unique * 7 + info.workerIndex)
    .padStart(8, '0')
    .slice(-8)}`;
  const e164 = `+49${mobile.slice(1)}`;

  await page.goto(site('herzklopfen', '/credits'));
  await hydrated(page);
  const before = Number(/(\d+)/.exec(await page.getByTestId('balance').innerText())![1]);
  const popular = page.locator('.bundle-popular');
  const bought = Number(/(\d+)/.exec(await popular.locator('h3').innerText())![1]);
  await popular.getByRole('link').click();
  await expect(page.getByRole('heading', { name: de('payments.choose_method') })).toBeVisible();
  await page.locator('.method-option[data-method="sdd"]').click();

  // The direct-debit form (route directdebit).
  await expect(page).toHaveURL(/\/directdebit\?(.*&)?bundle=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: de('direct_debit.title') }),
  ).toBeVisible();
  await expect(page.getByText(de('direct_debit.mandate_title'))).toBeVisible();
  await expectAccessible(page);

  // Sent empty and with a mistyped IBAN and a landline: each field says what is wrong.
  const field = (key: Parameters<typeof de>[0]) => page.getByLabel(de(key), { exact: true });
  await field('direct_debit.iban').fill('DE89 3704 0044 0532 0130 01');
  await field('direct_debit.phone').fill('030 1234567');
  await page.getByRole('button', { name: de('direct_debit.submit') }).click();
  await expect(page.getByText(de('field.iban_invalid'))).toBeVisible();
  await expect(page.getByText(de('field.phone_invalid'))).toBeVisible();
  await expect(page.getByText(de('field.authorisation_required'))).toBeVisible();
  await expect(field('direct_debit.account_holder')).toBeFocused();

  await field('direct_debit.account_holder').fill('Lena Schmidt');
  await field('direct_debit.iban').fill(iban);
  await field('direct_debit.street').fill('Hauptstraße');
  await field('direct_debit.house_number').fill('12');
  await field('direct_debit.zip').fill('10115');
  await field('direct_debit.city').fill('Berlin');
  await field('direct_debit.phone').fill(mobile);
  await page.locator('#dd-authorised').check();
  await page.screenshot({ path: info.outputPath('direct-debit-form.png'), fullPage: true });
  await page.getByRole('button', { name: de('direct_debit.submit') }).click();

  // The code step: the IBAN masked, the number the code went to.
  await expect(page.getByRole('heading', { name: de('direct_debit.code_title') })).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=\d+/);
  await expect(page.getByTestId('iban-masked')).toHaveText(
    `DE** **** **** **** **** ${iban.slice(-4)}`,
  );
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('direct-debit-code.png'), fullPage: true });

  let code = '';
  await expect
    .poll(async () => {
      const { messages } = await page.evaluate(
        async () =>
          (await (await fetch('/dev/sms.json')).json()) as {
            messages: { to: string; text: string }[];
          },
      );
      code = /\b(\d{6})\b/.exec(messages.find((m) => m.to === e164)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  const otp = page.getByLabel(de('direct_debit.code_label'), { exact: true });
  await otp.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: de('direct_debit.confirm') }).click();
  await expect(page.getByRole('alert')).toHaveText(de('api.sms_code_invalid'));
  await expect(page.getByRole('alert')).toHaveText('Code ungültig');

  await otp.fill(code);
  await page.getByRole('button', { name: de('direct_debit.confirm') }).click();

  // The payment's return page: paid, the credits added.
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'completed', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/credits\/\d+\/sdd\?payment=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: de('payments.credits_added', { count: bought }) }),
  ).toBeVisible();
  await expect(page.getByTestId('new-balance')).toHaveText(
    de('payments.credits', { count: before + bought }),
  );
  await expectAccessible(page);
});

test('the direct-debit form keeps street and house number level, each label on one line, in Polish, Italian and German', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await newMember(browser, info, 'Ewa', {
    domain: 'herzklopfen',
    browserLocale: 'pl-PL',
  });
  await dismissEntryWarning(page);
  await page.goto(site('herzklopfen', '/credits'));
  const shop = await page.locator('.bundle-popular a').getAttribute('href');
  const bundle = /\/credits\/(\d+)/.exec(shop!)![1];
  for (const locale of ['pl', 'it', 'de'] as const) {
    await page
      .context()
      .addCookies([{ name: 'locale', value: locale, domain: 'herzklopfen.localhost', path: '/' }]);
    await page.goto(site('herzklopfen', `/credits/${bundle}/sdd`));
    await expect(page).toHaveURL(/\/directdebit\?(.*&)?bundle=\d+/);
    const street = page.getByLabel(t(locale, 'direct_debit.street'));
    const number = page.getByLabel(t(locale, 'direct_debit.house_number'));
    const [a, b] = [(await street.boundingBox())!, (await number.boundingBox())!];
    // At 375 px 'Numer domu' and 'Numero civico' took two lines: the field sat 24 px lower
    // than the street's, and German 'Hausnummer' ran past its column.
    expect(Math.abs(a.y - b.y), locale).toBeLessThan(1);
    const label = page.locator('label', { hasText: t(locale, 'direct_debit.house_number') });
    const [fits] = await label.evaluateAll((ls) =>
      ls.map(
        (l) =>
          l.getClientRects().length === 1 &&
          l.getBoundingClientRect().height < 30 &&
          l.getBoundingClientRect().right <= l.parentElement!.getBoundingClientRect().right,
      ),
    );
    expect(fits, locale).toBe(true);
  }
  await expectAccessible(page);
});
