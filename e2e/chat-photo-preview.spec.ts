import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, newMember, site, t, test } from './fixtures.ts';

const credits = async (page: Page) =>
  page.evaluate(
    async () =>
      ((await (await fetch('/api/user.php')).json()) as { user: { credits: number } }).user.credits,
  );

for (const s of [
  { domain: 'hartjes', locale: 'nl', browserLocale: 'nl-NL' },
  { domain: 'herzklopfen', locale: 'de', browserLocale: 'de-DE' },
] as const) {
  test(`${s.locale}: a chat photo is shown first and sent, and paid, only with Send`, async ({
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const opts = { domain: s.domain, browserLocale: s.browserLocale };
    const bea = await newMember(browser, info, 'Bea', opts);
    const { page } = await newMember(browser, info, 'Anna', opts);
    await page.goto(site(s.domain, `/members/${bea.id}/chat`));
    const input = page.getByLabel(t(s.locale, 'chat.input_label', { name: 'Bea' }));
    await expect(input).toBeEnabled({ timeout: 15_000 });
    const before = await credits(page);
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c2255c' },
    })
      .png()
      .toBuffer();
    const pick = () =>
      page
        .getByLabel(t(s.locale, 'chat.send_photo'))
        .setInputFiles({ name: 'hallo.png', mimeType: 'image/png', buffer: png });

    // Picking a photo shows it first: nothing is sent or paid yet.
    await pick();
    const preview = page.getByRole('dialog', {
      name: t(s.locale, 'chat_photo.title', { name: 'Bea' }),
    });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('img', { name: t(s.locale, 'chat_photo.alt') })).toBeVisible();
    await expect(preview).toContainText(t(s.locale, 'chat_photo.cost', { count: 2 }));
    await expectAccessible(page);
    await page.screenshot({
      path: `/tmp/pw-a/shots/chat-photo-${s.locale}-${info.project.name}.png`,
    });

    // Cancel: the photo is dropped, the credits stay.
    await preview.getByRole('button', { name: t(s.locale, 'chat_photo.cancel') }).click();
    await expect(preview).toHaveCount(0);
    await expect(page.locator('.chat-msg.mine')).toHaveCount(0);
    expect(await credits(page)).toBe(before);

    // Escape drops it too.
    await pick();
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    expect(await credits(page)).toBe(before);

    // A file that is no photo says so at once and cannot be sent.
    await page
      .getByLabel(t(s.locale, 'chat.send_photo'))
      .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no photo') });
    await expect(preview.getByRole('alert')).toHaveText(t(s.locale, 'api.image_invalid'));
    await expect(
      preview.getByRole('button', { name: t(s.locale, 'chat_photo.send') }),
    ).toBeDisabled();
    await preview.getByRole('button', { name: t(s.locale, 'chat_photo.cancel') }).click();
    await expect(preview).toHaveCount(0);
    expect(await credits(page)).toBe(before);

    // Send: it goes out, shown as sent, and is paid once.
    await pick();
    await preview.getByRole('button', { name: t(s.locale, 'chat_photo.send') }).click();
    await expect(preview).toHaveCount(0);
    const mine = page.locator('.chat-msg.mine');
    await expect(mine.last()).toContainText(t(s.locale, 'chat.state_sent'), { timeout: 15_000 });
    await expect(mine).toHaveCount(1);
    expect(await credits(page)).toBe(before - 2);
  });
}
