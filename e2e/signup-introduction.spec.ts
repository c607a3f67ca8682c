import { expect } from '@playwright/test';
import { dismissEntryWarning, site, t, test } from './fixtures.ts';

for (const s of [
  { domain: 'hartjes', locale: 'nl', browserLocale: 'nl-NL' },
  { domain: 'herzklopfen', locale: 'de', browserLocale: 'de-DE' },
] as const) {
  test(`${s.locale}: the sign-up introduction is the about-me text, never typed twice`, async ({
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const { viewport, hasTouch } = info.project.use;
    const context = await browser.newContext({ locale: s.browserLocale, viewport, hasTouch });
    const page = await context.newPage();
    await dismissEntryWarning(page);
    await page.goto(site(s.domain, '/signup'));
    const intro = 'Hoi! Ich wandere gern – und du?';
    await page
      .getByLabel(t(s.locale, 'signup.email'))
      .fill(`intro.${s.locale}.${Date.now()}.${info.project.name}@example.com`);
    await page.getByLabel(t(s.locale, 'signup.name')).fill('Ilse');
    await page
      .getByLabel(t(s.locale, 'signup.password'), { exact: true })
      .fill('geheim wachtwoord');
    await page.getByLabel(t(s.locale, 'signup.dob')).fill('1992-04-12');
    await page.getByLabel(t(s.locale, 'signup.message')).fill(intro);
    await page.getByRole('button', { name: t(s.locale, 'signup.submit') }).click();
    for (const skip of ['steps.skip_photo', 'steps.skip_location', 'steps.skip_personal'] as const)
      await page.getByRole('button', { name: t(s.locale, skip) }).click();
    await expect(
      page.getByRole('heading', { name: t(s.locale, 'steps.about_title') }),
    ).toBeVisible();
    await expect(page.getByLabel(t(s.locale, 'profile.about'))).toHaveValue(intro);
  });
}
