import { expect } from '@playwright/test';
import { expectAccessible, newMember, site, t, test } from './fixtures.ts';

for (const s of [
  { domain: 'cupido', locale: 'en', browserLocale: 'en-GB' },
  { domain: 'herzklopfen', locale: 'de', browserLocale: 'de-DE' },
] as const) {
  test(`${s.locale}: profile photos open a full-screen gallery; a locked photo offers premium`, async ({
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const { page } = await newMember(browser, info, 'Greta', {
      domain: s.domain,
      browserLocale: s.browserLocale,
    });
    // A British demo member with public and private photos (locked for this free member).
    const found = await page.evaluate(async () => {
      for (let p = 1; p <= 3; p++) {
        const { profiles } = (await (
          await fetch(`/api/search.php?country=GB&page=${p}`)
        ).json()) as {
          profiles: { id: number }[];
        };
        for (const { id } of profiles) {
          const { profile } = (await (await fetch(`/api/member.php?id=${id}`)).json()) as {
            profile: { name: string; photos: { locked: boolean }[] };
          };
          const locked = profile.photos.findIndex((x) => x.locked);
          if (profile.photos.length >= 3 && locked > 0 && !profile.photos[0]!.locked)
            return { id, name: profile.name, total: profile.photos.length, locked };
        }
      }
      throw new Error('no demo profile with private photos');
    });
    const { id, name, total, locked } = found;
    const pos = (n: number) => t(s.locale, 'gallery.position', { n, total });
    await page.goto(site(s.domain, `/members/${id}`));
    await expectAccessible(page);

    // The main photo opens the gallery at the first photo, labelled, never the raw file.
    const main = page.getByRole('button', { name: t(s.locale, 'gallery.open', { n: 1, total }) });
    await main.click();
    const gallery = page.getByRole('dialog', { name: t(s.locale, 'member.photos', { name }) });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByText(pos(1))).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    const box = (await gallery.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/pw-a/shots/gallery-${s.locale}-${info.project.name}.png` });

    // Arrow keys move through the photos, round the ends.
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(pos(2))).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(pos(total))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(pos(1))).toBeVisible();

    // A swipe to the left shows the next photo.
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x + 80, y);
    await page.mouse.down();
    await page.mouse.move(x - 80, y, { steps: 4 });
    await page.mouse.up();
    await expect(gallery.getByText(pos(2))).toBeVisible();

    // The locked private photo says why and offers premium.
    for (let n = 2; n < locked + 1; n++) await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(pos(locked + 1))).toBeVisible();
    await expect(gallery.getByText(t(s.locale, 'gallery.locked', { name }))).toBeVisible();
    await expect(
      gallery.getByRole('link', { name: t(s.locale, 'nav.get_premium') }),
    ).toHaveAttribute('href', '/premium');
    await page.screenshot({
      path: `/tmp/pw-a/shots/gallery-locked-${s.locale}-${info.project.name}.png`,
    });

    // Escape closes it; focus is back on the main photo.
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(main).toBeFocused();

    // A thumbnail opens the gallery at its own photo; Close returns focus to it.
    const thumb = page.getByRole('button', { name: t(s.locale, 'gallery.open', { n: 2, total }) });
    await thumb.click();
    await expect(gallery.getByText(pos(2))).toBeVisible();
    await gallery.getByRole('button', { name: t(s.locale, 'gallery.close') }).click();
    await expect(gallery).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });
}
