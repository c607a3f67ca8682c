import { get } from 'node:http';
import { expect } from '@playwright/test';
import { hydrated, site, t, test } from './fixtures.ts';
import { E2E_PORT } from '../playwright.config.ts';
import {
  VISITOR_PAGE_STALE_MS,
  VISITOR_PAGE_TTL_MS,
} from '../apps/server/src/web/visitor-page-cache.ts';

/**
 * A first visit's page (no cookie at all) is the same for every first visitor of a site, and a
 * returning visitor's for every visitor with the same choices (language, cookie consent), so the
 * server renders it once a moment and serves it again as the same bytes (decision 42), its
 * inline scripts allowed by their hashes rather than a nonce (decision 50). Other journeys run beside this one and their changes make the server render
 * again, so the pages compared are asked for at the same moment.
 */

type TAnswer = { status: number; headers: Record<string, string>; body: string };

/** One GET as a browser's first visit sends it: no cookie. */
function firstVisit(path: string, headers: Record<string, string> = {}): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    get(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path,
        headers: { host: `cupido.localhost:${E2E_PORT}`, 'accept-language': 'en-GB', ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body,
          }),
        );
      },
    ).once('error', reject);
  });
}

/** The page's inline scripts' texts. */
const inlineScripts = (answer: TAnswer) =>
  [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes('src='))
    .map(([, , text]) => text!);

/* Each journey here asks for an address of its own (no other journey asks for these ages). */

/**
 * Two first visits at once: the second arrives while the first renders and is served its page.
 * Asked again when another journey's change came between them (the page is then rendered twice),
 * once the page kept meanwhile, if any, is gone: until then both would be served it again.
 */
async function servedAgain(
  path: string,
  headers: Record<string, string> = {},
): Promise<[TAnswer, TAnswer]> {
  for (let attempt = 0; attempt < 6; attempt++) {
    if (attempt > 0)
      await new Promise((r) => setTimeout(r, VISITOR_PAGE_TTL_MS + VISITOR_PAGE_STALE_MS + 100));
    const answers = await Promise.all([firstVisit(path, headers), firstVisit(path, headers)]);
    const rendered = answers.find((a) => a.headers['x-page-cache'] === 'miss');
    const again = answers.find((a) => a.headers['x-page-cache'] === 'hit');
    if (rendered && again) return [rendered, again];
  }
  throw new Error(`${path} was never served again`);
}

test.describe('first visits', { tag: '@desktop-only' }, () => {
  test('a first visit is served again as the same bytes, its scripts allowed by their hashes, and it runs', async ({
    browser,
  }) => {
    const path = '/members?min_age=18&max_age=71';
    const [rendered, again] = await servedAgain(path);
    expect(rendered.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toBe(rendered.body);
    expect(again.body).not.toMatch(/\bnonce=/);
    // The policy names each inline script's hash and no nonce.
    const policy = again.headers['content-security-policy']!;
    expect(policy).toBe(rendered.headers['content-security-policy']);
    expect(policy).not.toContain('nonce-');
    const scripts = inlineScripts(again);
    expect(scripts.length).toBeGreaterThan(0);
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(new Set(scripts).size);
    // Sent compressed as the browser asks (compressed once for every visitor).
    const zstd = await firstVisit(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers['vary']).toContain('accept-encoding');
    // The locale cookie a first visit gets comes with the page served again too.
    expect(again.headers['set-cookie']).toEqual(rendered.headers['set-cookie']);

    // A browser's first visit: the page served again runs its scripts under its policy.
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    await page.goto(site('cupido', path));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("a returning visitor shares the page of their choices; a member's is their own", async ({
    page,
  }) => {
    const path = '/members?min_age=18&max_age=72';
    const [first] = await servedAgain(path);
    // A returning visitor's cookies hold choices only: the page of the same choices is shared,
    // drawn with them (the cookie banner is not shown again once answered).
    const choices = 'locale=en; cookie_consent=statistics';
    const [rendered, again] = await servedAgain(path, { cookie: choices });
    expect(again.body).toBe(rendered.body);
    expect(rendered.body).not.toBe(first.body);
    expect(rendered.headers['set-cookie']).toBeUndefined();
    // A cookie that is not a visitor's choice (a form's outcome, shown once) is the request's own.
    const own = await firstVisit(path, { cookie: `${choices}; form_outcome=x` });
    expect(own.status).toBe(200);
    expect(own.headers['x-page-cache']).toBeUndefined();
    // A member's page is theirs: their name is on it.
    await page.goto(site('cupido', '/login'));
    await page.getByLabel(t('en', 'login.email')).fill('demo@cupido.localhost');
    await page.getByLabel(t('en', 'login.password'), { exact: true }).fill('cupido-demo');
    await page.getByRole('button', { name: t('en', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/members$/);
    const answer = await page.goto(site('cupido', path));
    expect(answer!.headers()['x-page-cache']).toBeUndefined();
  });

  test('a change accepted by the server shows to the next first visitor at once', async ({
    page,
  }) => {
    const path = '/members?min_age=18&max_age=73';
    await servedAgain(path);
    // Any change (here a log-in) may change what a first visitor sees: the page is drawn again.
    await page.goto(site('cupido', '/login'));
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/user.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@cupido.localhost', password: 'cupido-demo' }),
      });
      return res.status;
    });
    expect(answer).toBe(200);
    expect((await firstVisit(path)).headers['x-page-cache']).toBe('miss');
  });

  test("a page's scripts and styles are sent as the build compressed them", async () => {
    const page = await firstVisit('/');
    const files = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      ([, href]) => href!,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files.slice(0, 5)) {
      const url = `http://127.0.0.1:${E2E_PORT}${file}`;
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      const text = await plain.text();
      expect(await br.text()).toBe(text);
      expect(await gzip.text()).toBe(text);
      expect(br.headers.get('cache-control')).toContain('immutable');
    }
  });

  test("the browser gets React's production build, though this server runs with NODE_ENV=test", async () => {
    // Every script the page names (its module imports and the route manifest's files).
    const page = await firstVisit('/members');
    const scripts = [...new Set(page.body.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(0);
    const code = await Promise.all(
      scripts.map(async (file) => (await fetch(`http://127.0.0.1:${E2E_PORT}${file}`)).text()),
    );
    // React's development build warns of list children without keys; its production build
    // carries no warnings at all (the files are named, not printed: they are large).
    const withReact = scripts.filter((_, i) => code[i]!.includes('react.dev'));
    const development = scripts.filter((_, i) => code[i]!.includes('have a unique "key" prop'));
    expect(withReact.length).toBeGreaterThan(0);
    expect(development).toEqual([]);
  });
});
