import { expect, type Page } from '@playwright/test';
import { LOCALES, type TLocale } from '@cupido/contract';
import {
  dismissEntryWarning,
  expectAccessible,
  hydrated,
  newMember,
  openSearchFilters,
  site,
  t,
  test,
} from './fixtures.ts';

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
    region: 'region.federal_state',
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

/**
 * The search button standing alone on a row of the bar, below the fields (no field beside it):
 * its top and the bottom of the fields above it.
 */
const searchAlone = (page: Page) =>
  page.locator('.filters-form').evaluate((form) => {
    const button = form.querySelector('button[type="submit"]')!.getBoundingClientRect();
    const fields = Array.from(
      form.querySelectorAll('fieldset, select, input[type="range"]'),
      (field) => field.getBoundingClientRect(),
    );
    return fields.some((f) => f.top < button.bottom && f.bottom > button.top)
      ? []
      : [
          `search button alone: top ${Math.round(button.top)} px, the fields end at ${Math.round(
            Math.max(...fields.map((f) => f.bottom)),
          )} px`,
        ];
  });

/** The bar's search button and its clear link broken over lines or out of the bar, by texts. */
const callsBroken = (page: Page) =>
  page.locator('.filters-form').evaluate((form) => {
    const bar = form.getBoundingClientRect();
    return Array.from(form.querySelectorAll('button[type="submit"], a'), (call) => {
      const words = document.createRange();
      words.selectNodeContents(call);
      const lines = new Set(Array.from(words.getClientRects(), (r) => Math.round(r.top)));
      const box = call.getBoundingClientRect();
      return [
        ...(lines.size > 1 ? [`${call.textContent}: ${lines.size} lines`] : []),
        ...(box.right > bar.right ? [`${call.textContent}: out of the bar`] : []),
      ];
    }).flat();
  });

/**
 * Runs `check` at a tablet's, a small laptop's and a laptop's width (the filters' bar), then at
 * `restore`.
 */
async function atBarWidths(
  page: Page,
  restore: { width: number; height: number },
  check: (at: string) => Promise<void>,
) {
  for (const width of [768, 992, 1280]) {
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
        expect(await searchAlone(page), at).toEqual([]);
      });
    await page.getByLabel(t(s.locale, 'members.country'), { exact: true }).selectOption(s.pick);
    await expect(page.getByLabel(regionLabel)).toBeVisible();
    // In the bar of a tablet and a small laptop the chips and the ages leave each select room
    // for its longest option: it was squeezed to a few letters (Polish 'Ws' at 768 px).
    if (info.project.name === 'desktop')
      await atBarWidths(page, info.project.use.viewport!, async (at) => {
        expect(await selectsShort(page), at).toEqual([]);
        expect(await agesBroken(page), at).toEqual([]);
        expect(await searchAlone(page), at).toEqual([]);
      });
    await page.screenshot({ path: info.outputPath(`search-${s.locale}.png`) });
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

// The bar in every language: at 992 px the search button wrapped alone onto a row of its own
// below the fields in French, Spanish, Dutch and Polish. It now wraps together with the ages,
// and with a filter chosen the clear link beside it stays whole.
test('every language: the search button shares its row of the filters bar at 768, 992 and 1280 px @desktop-only', async ({
  page,
}, info) => {
  await dismissEntryWarning(page);
  for (const locale of LOCALES)
    for (const path of ['/members', '/members?min_age=30']) {
      await page.context().addCookies([{ name: 'locale', value: locale, url: site('cupido') }]);
      await page.goto(site('cupido', path));
      await expect(page.getByRole('button', { name: t(locale, 'members.search') })).toBeVisible();
      await hydrated(page);
      if (path !== '/members')
        await expect(page.getByRole('link', { name: t(locale, 'search.clear') })).toBeVisible();
      await atBarWidths(page, info.project.use.viewport!, async (at) => {
        const where = `${locale} ${path} ${at}`;
        expect(await searchAlone(page), where).toEqual([]);
        expect(await callsBroken(page), where).toEqual([]);
        expect(await selectsShort(page), where).toEqual([]);
        expect(await agesBroken(page), where).toEqual([]);
      });
    }
});
