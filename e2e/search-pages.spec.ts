import { expect } from '@playwright/test';
import { newMember, openSearchFilters, site, t, test } from './fixtures.ts';

// A member signs up and is activated first: on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test('Next continues the search where the page ended; Previous goes back from where it began, to the same cards', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Pim', {
    domain: 'hartjes',
    browserLocale: 'nl-NL',
  });
  await page.goto(site('hartjes', '/members?gender='));
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  // Each card's profile link: the member's id.
  const ids = () =>
    cards.evaluateAll((list) =>
      list.map((a) => a.querySelector('a[href^="/members/"]')?.getAttribute('href')),
    );
  const first = await ids();
  expect(first).toHaveLength(24);

  await page.getByRole('link', { name: t('nl', 'members.next') }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]after=[hra]\.[0-2]\.\d{20}\.\d+/);
  await expect(cards.first().getByRole('link')).not.toHaveAttribute('href', first[0]!);
  const second = await ids();
  // The same cards the API gives for page 2 by number: the cursor skipped no one.
  const byNumber = await page.evaluate(async () => {
    const body = (await (await fetch('/api/search.php?page=2')).json()) as {
      profiles: { id: number }[];
    };
    return body.profiles.map((p) => `/members/${p.id}`);
  });
  expect(second).toEqual(byNumber);

  // Previous goes back from this page's first card (its own cursor), not by number.
  await page.getByRole('link', { name: t('nl', 'members.previous') }).click();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page).not.toHaveURL(/after=/);
  await expect(page).toHaveURL(/[?&]before=[hra]\.[0-2]\.\d{20}\.\d+/);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', first[0]!);
  expect(await ids()).toEqual(first);
});

test('a visitor from an ad, the address full of its tracking parameters, sees the members', async ({
  page,
}) => {
  const answer = await page.goto(
    site('cupido', '/members?network=n1&ref=ad7&sub1=x&utm_source=news&gclid=abc&min_age=20'),
  );
  expect(answer!.status()).toBe(200);
  await expect(page.locator('main article').first()).toBeVisible();
  // The search's own field in the address is still the search's.
  await expect(page.getByLabel(t('en', 'members.min_age'))).toHaveValue('20');
});

test('Clear filters empties the filters too: a search after it is not narrowed again', async ({
  browser,
}, info) => {
  const { page } = await newMember(browser, info, 'Vera', {
    domain: 'herzklopfen',
    browserLocale: 'de-DE',
  });
  await page.goto(site('herzklopfen', '/members?gender=female&country=AT&min_age=30'));
  await openSearchFilters(page, 'de');
  await expect(page.locator('#f-country')).toHaveValue('AT');
  await page.getByRole('link', { name: t('de', 'search.clear') }).click();
  await expect(page).toHaveURL(/\/members$/);
  // The form shows the search as it now is (it kept 'Österreich', 'Frauen' and 30 before, and
  // its Suchen narrowed the search again).
  await openSearchFilters(page, 'de');
  await expect(page.locator('#f-country')).toHaveValue('');
  await expect(page.locator('#f-min')).toHaveValue('18');
  await expect(page.getByLabel(t('de', 'members.gender_any'))).toBeChecked();
  await page.getByRole('button', { name: t('de', 'members.search'), exact: true }).click();
  await expect(page).not.toHaveURL(/country=[A-Z]|min_age=|gender=female/);
});
