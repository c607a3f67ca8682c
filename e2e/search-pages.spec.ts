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
  // The search's order as the API gives it by number now, pages 1 to 3. Members who sign up
  // meanwhile, as other journeys do, come first and move everyone down: each check below is made
  // against the order as it is when checked.
  const order = () =>
    page.evaluate(async () => {
      const hrefs: string[] = [];
      for (const number of [1, 2, 3]) {
        const body = (await (await fetch(`/api/search.php?page=${number}`)).json()) as {
          profiles: { id: number }[];
        };
        hrefs.push(...body.profiles.map((p) => `/members/${p.id}`));
      }
      return hrefs;
    });
  // The cards that follow page 1's last card: the cursor skipped no one.
  await expect
    .poll(async () => {
      const hrefs = await order();
      const at = hrefs.indexOf(first.at(-1)!);
      return at < 0 ? [] : hrefs.slice(at + 1, at + 25);
    })
    .toEqual(second);

  // Previous goes back from this page's first card (its own cursor), not by number: to the 24
  // cards before it, page 1's cards.
  await page.getByRole('link', { name: t('nl', 'members.previous') }).click();
  await expect(page).not.toHaveURL(/after=/);
  await expect(page).toHaveURL(/[?&]before=[hra]\.[0-2]\.\d{20}\.\d+/);
  await expect(cards.first().getByRole('link')).not.toHaveAttribute('href', second[0]!);
  const back = await ids();
  await expect
    .poll(async () => {
      const hrefs = await order();
      const at = hrefs.indexOf(second[0]!);
      return hrefs.slice(Math.max(0, at - 24), Math.max(0, at));
    })
    .toEqual(back);
  // Its number is 1, or 2 when someone joined before the page was drawn (the rule itself is
  // search.test.ts's: who joins after it moves the order under the page).
  await expect(page).toHaveURL(/[?&]page=[12](&|$)/);
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

test('a hand-edited search address shows the search without what it cannot use, not an error page', async ({
  page,
}) => {
  const response = await page.goto(
    site('cupido', '/members?page=99999&min_age=abc&max_age=30&after=nonsense'),
  );
  expect(response?.status()).toBe(200);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page).toHaveTitle(/.+/);

  // A page past the end (page 500 of 24 cards) leads back to the last page with members.
  await page.goto(site('cupido', '/members?page=500&gender=female&country=GB&min_age=60'));
  await expect(page.getByText(t('en', 'members.none'))).toBeVisible();
  await page.getByRole('link', { name: t('en', 'members.previous') }).click();
  await expect(page).not.toHaveURL(/[?&]page=500(&|$)/);
  await expect(page).toHaveURL(/[?&]page=\d+/);
  await expect(page.locator('main article').first()).toBeVisible();
});
