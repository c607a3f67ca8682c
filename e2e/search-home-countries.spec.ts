import { expect, type Page } from '@playwright/test';
import type { TLocale } from '@cupido/contract';
import { expectAccessible, newMember, openSearchFilters, site, t, test } from './fixtures.ts';

const SITES = [
  {
    domain: 'hartjes',
    locale: 'nl',
    browserLocale: 'nl-NL',
    home: ['NL', 'BE'],
    pick: 'BE',
    region: 'region.province',
  },
  {
    domain: 'herzklopfen',
    locale: 'de',
    browserLocale: 'de-DE',
    home: ['DE', 'AT', 'CH'],
    pick: 'AT',
    region: 'region.state',
  },
] as const;

/** The filters' selects too narrow for their longest option, with the pixels they lack. */
const selectsShort = (page: Page) =>
  page.locator('.filters-form select').evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.cssText = `position: absolute; white-space: pre; font: ${style.font}`;
      document.body.append(probe);
      const widest = Math.max(
        ...Array.from(select.options, (option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return widest > room + 0.5 ? [`${select.id}: ${Math.ceil(widest - room)} px short`] : [];
    }),
  );

/** The age labels broken over lines or touching their values, and sliders out of line. */
const agesBroken = (page: Page) =>
  page.locator('.filters-form .age-range').evaluate((ages) => {
    const rows = Array.from(ages.querySelectorAll('.age-range-row'));
    const broken = rows.flatMap((row) => {
      const label = row.querySelector('label')!;
      const value = row.querySelector('output')!.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(label).lineHeight);
      return box.height > line * 1.5 || value.left - box.right < 4 ? [label.textContent!] : [];
    });
    const tops = new Set(
      Array.from(ages.querySelectorAll('input'), (i) => Math.round(i.getBoundingClientRect().top)),
    );
    return tops.size > 1 ? [...broken, 'sliders out of line'] : broken;
  });

/** Runs `check` at a tablet's and a small laptop's width (the filters' bar), then at `restore`. */
async function atBarWidths(
  page: Page,
  restore: { width: number; height: number },
  check: (at: string) => Promise<void>,
) {
  for (const width of [768, 992]) {
    await page.setViewportSize({ width, height: 900 });
    await check(`at ${width} px`);
  }
  await page.setViewportSize(restore);
}

// Each journey signs a member up and activates them first, and runs axe twice on a page of
// 24 cards: on a loaded machine that takes longer than the default.
test.describe.configure({ timeout: 180_000 });

for (const s of SITES) {
  test(`${s.locale}: search starts with the site's countries; Region shows once a country is picked`, async ({
    browser,
  }, info) => {
    const { page } = await newMember(browser, info, 'Joke', {
      domain: s.domain,
      browserLocale: s.browserLocale,
    });
    await page.goto(site(s.domain, '/members'));
    await expect(
      page.getByRole('heading', { level: 1, name: t(s.locale, 'members.title') }),
    ).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    // The countries of the members on the cards, in the order shown.
    const shown = await cards.evaluateAll((list) =>
      list.slice(0, 8).map((a) => a.getAttribute('aria-label')),
    );
    const countries = await page.evaluate(async () => {
      const body = (await (await fetch('/api/search.php')).json()) as {
        profiles: { name: string; country: string }[];
      };
      return body.profiles.map((p) => [p.name, p.country] as const);
    });
    expect(countries.slice(0, 8).map(([name]) => name)).toEqual(shown);
    for (const [name, country] of countries.slice(0, 8))
      expect(s.home as readonly string[], `${name} from ${country}`).toContain(country);

    // No Region filter until a country is chosen; then it shows at once, before searching.
    const regionLabel = t(s.locale as TLocale, s.region);
    await expect(page.getByLabel(regionLabel)).toHaveCount(0);
    await expectAccessible(page);
    await openSearchFilters(page, s.locale);
    // In the bar the ages' labels stay whole beside their values: Dutch 'Leeftijd vanaf' broke
    // over two lines at 992 px, its slider below the other one.
    if (info.project.name === 'desktop')
      await atBarWidths(page, info.project.use.viewport!, async (at) => {
        expect(await agesBroken(page), at).toEqual([]);
      });
    await page.getByLabel(t(s.locale, 'members.country'), { exact: true }).selectOption(s.pick);
    await expect(page.getByLabel(regionLabel)).toBeVisible();
    // In the bar of a tablet and a small laptop the chips and the ages leave each select room
    // for its longest option: it was squeezed to a few letters (Polish 'Ws' at 768 px).
    if (info.project.name === 'desktop')
      await atBarWidths(page, info.project.use.viewport!, async (at) => {
        expect(await selectsShort(page), at).toEqual([]);
        expect(await agesBroken(page), at).toEqual([]);
      });
    await page.screenshot({
      path: `/tmp/pw-a/shots/search-${s.locale}-${info.project.name}.png`,
      fullPage: false,
    });
    await page.getByRole('button', { name: t(s.locale, 'members.search') }).click();
    await expect(page).toHaveURL(new RegExp(`country=${s.pick}`));
    await openSearchFilters(page, s.locale);
    await expect(page.getByLabel(regionLabel)).toBeVisible();
    const chosen = await page.evaluate(
      async (pick) =>
        (
          (await (await fetch(`/api/search.php?country=${pick}`)).json()) as {
            profiles: { country: string }[];
          }
        ).profiles.map((p) => p.country),
      s.pick,
    );
    expect(new Set(chosen)).toEqual(new Set([s.pick]));
    await expectAccessible(page);

    // A region narrows the search; the address names it countryregion (spec section 3).
    const region = await page.evaluate(
      async (pick) =>
        (
          (await (await fetch(`/api/search.php?country=${pick}`)).json()) as {
            profiles: { region: string | null }[];
          }
        ).profiles.find((p) => p.region)?.region,
      s.pick,
    );
    expect(region).toBeTruthy();
    await page.getByLabel(regionLabel).selectOption(region!);
    await page.getByRole('button', { name: t(s.locale, 'members.search') }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]countryregion=${region}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]country=${s.pick}(&|$)`));
    const regions = await page.evaluate(
      async (query) =>
        (
          (await (await fetch(`/api/search.php?${query}`)).json()) as {
            profiles: { region: string | null }[];
          }
        ).profiles.map((p) => p.region),
      `country=${s.pick}&countryregion=${region}`,
    );
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set([region]));
  });
}
