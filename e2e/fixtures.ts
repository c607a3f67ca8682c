import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test as base,
  type Browser,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { translate, type TMessageKey } from '@cupido/i18n';
import type { TLocale } from '@cupido/contract';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * Playwright's test, closing at its end every browser context the test opened itself (members
 * made with `newMember`, second visitors): Playwright keeps them open until the worker ends, and
 * their pages (live sockets, countdowns) would slow every later journey of the worker.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

/** A demo site's address on this machine; *.localhost resolves to loopback in Chromium. */
export const site = (
  domain: 'cupido' | 'hartjes' | 'herzklopfen' | 'adsonly',
  path = '/',
  port: number = E2E_PORT,
) => `http://${domain}.localhost:${port}${path}`;

/** Every lander of spec section 2, with the English slug where it takes one. */
export const LANDER_PATHS = [
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/whoneedsstrings',
  '/landers/alonetonight/eng',
  '/landers/collagelanding/eng',
  '/landers/gallery/eng',
  '/landers/iconslanding/eng',
  '/landers/maplanding/eng',
  '/landers/socialnetwork/eng',
  '/landers/transitionsvideolanding/eng',
  '/landers/video/eng',
];

export const t = (locale: TLocale, key: TMessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params);

/**
 * The page is hydrated: the live provider marks <html data-live> in an effect, which runs once
 * React has taken over the server's HTML (for visitors too). A lander hydrates when the visitor
 * first moves, touches, types or scrolls (decision 33): the helper moves the pointer first.
 */
export async function hydrated(page: Page) {
  // Landers hydrate at the visitor's first sign of presence (decision 33): give one.
  await page.evaluate(() => dispatchEvent(new Event('pointermove')));
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
}

/**
 * Holds the page's requests to `url` until the returned release is called: a view that lasts as
 * long as a request (a progress view, a busy button) stays in sight however quick the server is.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's next post of a form making `call` to the web app's form action (decision 40). */
export function formPost(page: Page, call: string): Promise<Request> {
  return page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      new URL(r.url()).pathname === '/form' &&
      (r.postDataBuffer()?.includes(call) ?? false),
  );
}

/** The text fields a form post carried, by name. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const buffer = request.postDataBuffer();
  const body = new Response(buffer && new Uint8Array(buffer), {
    headers: { 'content-type': request.headers()['content-type'] ?? '' },
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of await body.formData())
    if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** No axe violations on the page as it stands, once hydrated (guards disable buttons until then). */
export async function expectAccessible(page: Page) {
  await hydrated(page);
  // Colours are judged at rest: a button still fading between two states can measure below its
  // contrast for a few frames. Waiting for the running transitions was not enough (a button's
  // contrast failed once in CI and passed on retry: a transition can start while axe reads, for
  // instance when :hover moves under a pointer left still after a scroll). So transitions are
  // switched off while axe runs (a constructed sheet: the CSP does not apply to it), which also
  // ends the running ones at their final values.
  await page.evaluate(() => {
    const atRest = new CSSStyleSheet();
    atRest.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, atRest];
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Marks the site-entry warning as dismissed before the page loads (the server reads the cookie). */
export async function dismissEntryWarning(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('hide-site-entry-warning', '1700000000'),
  );
  await page
    .context()
    .addCookies(
      ['localhost', 'cupido.localhost', 'hartjes.localhost', 'herzklopfen.localhost'].map(
        (domain) => ({ name: 'hide-site-entry-warning', value: '1700000000', domain, path: '/' }),
      ),
    );
}

/**
 * A new, confirmed member in a browser context of their own (with the project's viewport):
 * signed up through the API on `domain` (served on `port`), activated through the link in the
 * development outbox.
 */
export async function newMember(
  browser: Browser,
  info: TestInfo,
  name: string,
  {
    domain = 'cupido',
    port = E2E_PORT,
    browserLocale = 'en-GB',
  }: { domain?: 'cupido' | 'hartjes' | 'herzklopfen'; port?: number; browserLocale?: string } = {},
) {
  const { viewport, hasTouch } = info.project.use;
  const context = await browser.newContext({ locale: browserLocale, viewport, hasTouch });
  const page = await context.newPage();
  await page.goto(site(domain, '/', port));
  // Unique across projects, repeats and spec files that run at the same moment.
  const unique = `${info.project.name}.${Date.now()}.${info.workerIndex}.${info.repeatEachIndex}`;
  const email = `${name.toLowerCase()}.${unique}@example.com`;
  const answer = await signUpByApi(page, email, name, '1990-02-02');
  expect(answer.error).toBeUndefined();
  await activateFromOutbox(page, email);
  return { page, id: answer.user!.id, email };
}

/** Sends a text message to `memberId` through the API, as the member logged in on `page`: the status. */
export function sendText(page: Page, memberId: number, text: string): Promise<number> {
  return page.evaluate(
    async ([memberId, text, clientId]) => {
      const res = await fetch('/api/message.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, member_id: memberId, type: 'text', text }),
      });
      return res.status;
    },
    [memberId, text, randomUUID()] as const,
  );
}

/**
 * The search filters: a sheet behind the Filters button on a phone, a bar above the results
 * from 768 px. Waits for hydration, then opens the sheet when the page shows the button.
 */
export async function openSearchFilters(page: Page, locale: TLocale = 'en') {
  // The filters' behaviour (sliders that never cross, the sheet) runs once the page is hydrated.
  await hydrated(page);
  const button = page.getByRole('button', { name: t(locale, 'members.filters') });
  if (await button.isVisible()) {
    await button.click();
    await expect(page.getByRole('dialog', { name: t(locale, 'members.filters') })).toBeVisible();
  }
}

/**
 * The links whose address contains `part` in the development outbox's mails to `to`, newest
 * mail first. Asked from the page, so that the site's own host answers.
 */
export async function mailLinks(page: Page, to: string, part: string): Promise<string[]> {
  return page.evaluate(
    async ({ to, part }) => {
      const { mails } = (await (await fetch('/dev/mail.json')).json()) as {
        mails: { to: string; text: string }[];
      };
      return mails
        .filter((m) => m.to === to)
        .map((m) => m.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part)))
        .filter((url): url is string => Boolean(url));
    },
    { to, part },
  );
}

/** The link of the newest mail to `to` whose address contains `part` (waits for the mail). */
export async function mailLink(page: Page, to: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await mailLinks(page, to, part))[0]), { timeout: 15_000 })
    .toBeTruthy();
  return link!;
}

/** What the sign-up call answered: its HTTP status and body. */
export type TSignupAnswer = {
  status: number;
  user?: { id: number };
  error?: { fields?: Record<string, string> };
};

/**
 * Signs `email` up through the API from the page (the site's own host), as the sign-up form
 * would; on success the page's context is logged in as the new member.
 */
export function signUpByApi(
  page: Page,
  email: string,
  name: string,
  dateOfBirth: string,
): Promise<TSignupAnswer> {
  return page.evaluate(
    async (body) => {
      const res = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, password: 'geheim wachtwoord' }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    { email, name, date_of_birth: dateOfBirth },
  );
}

/** Fills in the English sign-up form (step 0) as a visitor would, for `email`. */
export async function fillSignup(page: Page, email: string) {
  await page.getByLabel(t('en', 'signup.email')).fill(email);
  await page.getByLabel(t('en', 'signup.name')).fill('Robin');
  await page.getByLabel(t('en', 'signup.password'), { exact: true }).fill('geheim wachtwoord');
  await page.getByLabel(t('en', 'signup.dob')).fill('1991-03-04');
}

/** Follows the activation link the development outbox holds for `email`; lands on activate-done. */
export async function activateFromOutbox(page: Page, email: string) {
  await page.goto(await mailLink(page, email, 'activate.php'));
  await expect(page).toHaveURL(/\/activate\/done$/);
}
