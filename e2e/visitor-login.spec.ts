import { expect, type Page } from '@playwright/test';
import { hydrated, site, t, test } from './fixtures.ts';
import { E2E_PORT } from '../playwright.config.ts';

test.use({ locale: 'en-GB' });

async function logInOnTheForm(page: Page) {
  await page.getByLabel(t('en', 'login.email')).fill('demo@cupido.localhost');
  await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
  await page.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
}

/** Logging in checks the password with argon2, which takes its time on a busy machine. */
const LOGIN_MS = 20_000;

const navigation = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav.main') });

test('the password can be shown and hidden again with the eye beside it', async ({ page }) => {
  await page.goto(site('cupido', '/login'));
  await hydrated(page);
  const password = page.getByLabel(t('en', 'login.password'), { exact: true });
  await password.fill('cupido-demo');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: t('en', 'common.show_password') }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: t('en', 'common.hide_password') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: t('en', 'common.hide_password') }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('cupido-demo');
});

test('a visitor on the members page taps Login, logs in and lands on members, and can log out', async ({
  page,
}) => {
  // The demo sites show visitors the search on /members (logged_out_search 'all').
  await page.goto(site('cupido', '/members'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'members.title'));
  await hydrated(page);

  await navigation(page)
    .getByRole('link', { name: t('en', 'nav.login'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'login.title'));
  await logInOnTheForm(page);

  await expect(page).toHaveURL(/\/members$/, { timeout: LOGIN_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'members.title'));
  await expect(
    navigation(page).getByRole('button', { name: t('en', 'nav.account') }),
  ).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: t('en', 'nav.login') })).toHaveCount(0);

  // The app's own logout (GET /api/logout.php with the client header) still ends the session.
  await navigation(page)
    .getByRole('button', { name: t('en', 'nav.account') })
    .click();
  await page.getByRole('button', { name: t('en', 'nav.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navigation(page).getByRole('link', { name: t('en', 'nav.login') })).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/profile.php')).status);
  expect(status).toBe(401);
});

test('a visitor who opens a member page (a bookmark of Settings) logs in and is back on it', async ({
  page,
}) => {
  await page.goto(site('cupido', '/settings'));
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await hydrated(page);
  await logInOnTheForm(page);
  await expect(page).toHaveURL(/\/settings$/, { timeout: LOGIN_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'settings.title'));
});

test('a visitor asked to return off-site stays on the site after logging in', async ({ page }) => {
  await page.goto(site('cupido', '/login?next=%2F%09%2Fevil.example%2F'));
  await hydrated(page);
  await logInOnTheForm(page);
  await expect(page).toHaveURL(site('cupido', '/members'), { timeout: LOGIN_MS });
});

test('a member sent to the login page with a hostile next goes to members, never a 500', async ({
  page,
}) => {
  await page.goto(site('cupido', '/login'));
  await hydrated(page);
  await logInOnTheForm(page);
  await expect(page).toHaveURL(/\/members$/, { timeout: LOGIN_MS });
  // The page request as it reaches the server (localhost answers as the default site, cupido).
  const cookie = (await page.context().cookies())
    .filter((c) => c.name === 'auth.sid')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const login = (next: string) =>
    page.request.get(`http://localhost:${E2E_PORT}/login?next=${next}`, {
      headers: { cookie },
      maxRedirects: 0,
    });
  for (const next of ['%2F%09%2Fevil.example%2F', '%2F%0a%2Fx', '%2F%0d%2Fx', '%2F%00%2Fx']) {
    const response = await login(next);
    expect(response.status(), next).toBe(302);
    expect(response.headers().location, next).toBe('/members');
  }
  expect((await login('%2Fchats')).headers().location).toBe('/chats');
});

test('a cross-site link to the logout does not log the member out', async ({ page }) => {
  await page.goto(site('cupido', '/login'));
  await hydrated(page);
  await logInOnTheForm(page);
  await expect(page).toHaveURL(/\/members$/, { timeout: LOGIN_MS });
  // A link on another site's page (127.0.0.1 is not cupido.localhost): a top-level GET that
  // carries the SameSite=Lax session cookie.
  await page.goto(`http://127.0.0.1:${E2E_PORT}/pages/terms`);
  // The link goes in after hydration, which would otherwise redraw the body without it.
  await hydrated(page);
  await page.evaluate(
    (href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'Win a prize';
      document.body.prepend(link);
    },
    site('cupido', '/api/logout.php'),
  );
  const answer = page.waitForResponse(site('cupido', '/api/logout.php'));
  await page.getByRole('link', { name: 'Win a prize' }).click();
  expect((await answer).status()).toBe(403);
  await page.goto(site('cupido', '/members'));
  await expect(
    navigation(page).getByRole('button', { name: t('en', 'nav.account') }),
  ).toBeVisible();
});

test.describe('before the scripts run', () => {
  // A phone that has not run the page's scripts yet: the form is the browser's own.
  test.use({ javaScriptEnabled: false });

  test('a visitor logs in on the plain form: refusals come back in the form, the e-mail kept', async ({
    page,
  }) => {
    await page.goto(site('cupido', '/login?next=%2Flikes'));
    const email = page.getByLabel(t('en', 'login.email'));
    const submit = page.getByRole('button', { name: t('en', 'login.submit'), exact: true });

    // Nothing filled in: each field says it is required, linked to its field.
    await submit.click();
    await expect(page).toHaveURL(/\/login\?next=%2Flikes$/);
    await expect(email).toHaveAccessibleDescription(t('en', 'field.required'));

    // A wrong password: the form says so and keeps the e-mail, never the password.
    await email.fill('demo@cupido.localhost');
    await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('not-the-password');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(t('en', 'api.login_failed'), {
      timeout: LOGIN_MS,
    });
    await expect(email).toHaveValue('demo@cupido.localhost');
    await expect(page.getByLabel(t('en', 'login.password'), { exact: true })).toHaveValue('');

    // The right one: on to where the page asked to return, logged in.
    await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
    await submit.click();
    await expect(page).toHaveURL(/\/likes$/, { timeout: LOGIN_MS });
    await expect(
      navigation(page).getByRole('button', { name: t('en', 'nav.account') }),
    ).toBeVisible();
  });

  test('a form posted from another site is refused', async ({ page }) => {
    const response = await page.request.post(`http://localhost:${E2E_PORT}/form`, {
      form: { _call: 'POST /api/user.php', email: 'demo@cupido.localhost', password: 'x' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
