import { expect } from '@playwright/test';

test.use({ locale: 'nl-NL' });
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  site,
  t,
  test,
} from './fixtures.ts';

test('a visitor files a complaint and gets a reference; bad input is explained', async ({
  page,
}) => {
  await dismissEntryWarning(page);
  await page.goto(site('hartjes', '/complaints'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nl', 'complaints.title'));
  await expectAccessible(page);

  await page.getByRole('button', { name: t('nl', 'complaints.submit') }).click();
  await expect(page.getByText(t('nl', 'field.required')).first()).toBeVisible();
  await expect(page.getByLabel(t('nl', 'complaints.name'))).toBeFocused();

  await page.getByLabel(t('nl', 'complaints.name')).fill('Sanne de Vries');
  await page.getByLabel(t('nl', 'complaints.email')).fill('sanne@example');
  await page.getByLabel(t('nl', 'complaints.category')).selectOption('payment');
  await page
    .getByLabel(t('nl', 'complaints.message'))
    .fill('Mijn credits zijn niet bijgeschreven na betaling.');
  await page.getByRole('button', { name: t('nl', 'complaints.submit') }).click();
  await expect(page.getByText(t('nl', 'field.invalid_email'))).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(t('nl', 'complaints.email')).fill('sanne@example.com');
  await page.getByRole('button', { name: t('nl', 'complaints.submit') }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(t('nl', 'complaints.done_title'));
  await expect(status).toContainText(/C-[A-Z2-9]{8}/);
  await expect(status).toContainText('sanne@example.com');
});

test('a member finds their name and e-mail address already filled in', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Maud', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  await page.goto(site('hartjes', '/complaints'));
  await hydrated(page);
  await expect(page.getByLabel(t('nl', 'complaints.name'))).toHaveValue('Maud');
  const email = await page.evaluate(
    async () =>
      ((await (await fetch('/api/user.php')).json()) as { user: { email: string } }).user.email,
  );
  await expect(page.getByLabel(t('nl', 'complaints.email'))).toHaveValue(email);
});

test('a member reports a profile from its page: the complaint names it, and they add what happened', async ({
  browser,
}, info) => {
  const other = await newMember(browser, info, 'Joost', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  const { page } = await newMember(browser, info, 'Lotte', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  await page.goto(site('hartjes', `/members/${other.id}`));
  await page.getByRole('link', { name: t('nl', 'member.report', { name: 'Joost' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/complaints\\?profile=${other.id}$`));
  await hydrated(page);
  await expect(page.getByLabel(t('nl', 'complaints.category'))).toHaveValue('profile');
  const message = page.getByLabel(t('nl', 'complaints.message'));
  await expect(message).toHaveValue(t('nl', 'complaints.about_profile', { id: String(other.id) }));
  await message.press('End');
  await message.pressSequentially('stuurt mij ongevraagd berichten.');
  await page.getByRole('button', { name: t('nl', 'complaints.submit') }).click();
  await expect(page.getByRole('status')).toContainText(t('nl', 'complaints.done_title'));
  await expectAccessible(page);
});
