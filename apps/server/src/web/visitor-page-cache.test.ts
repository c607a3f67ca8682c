import { describe, expect, it } from 'vitest';
import { VisitorPageCache, type TCachedPage, type TPageRequest } from './visitor-page-cache.ts';

const FIRST_VISIT: TPageRequest = {
  method: 'GET',
  protocol: 'https',
  host: 'cupido.example',
  url: '/members',
  acceptLanguage: 'de-DE,de;q=0.9',
  country: 'DE',
  bot: false,
  cookie: undefined,
};

const page = (over: Partial<TCachedPage> = {}): TCachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  setCookies: ['locale=de; Max-Age=31536000; Path=/; SameSite=Lax'],
  body: '<script>1</script>',
  csp: "script-src 'self'",
  encoded: new Map(),
  ...over,
});

/** A render that counts its calls and answers what it is given. */
function renderer(answer: () => TCachedPage | Promise<TCachedPage>) {
  const counted = { calls: 0, render: async () => (counted.calls++, answer()) };
  return counted;
}

describe('VisitorPageCache', () => {
  it("keys only a visitor's GET, by everything its page depends on", () => {
    const cache = new VisitorPageCache();
    const key = cache.keyOf(FIRST_VISIT);
    expect(key).not.toBeNull();
    // A member, a form's outcome shown once, a cookie the server does not know: not a visitor's
    // choices, so the page is the request's own.
    for (const cookie of [
      'auth.sid=abc',
      'locale=de; auth.sid=abc',
      'form_outcome=x',
      '_ga=GA1.1.1',
      'locale',
      // A member's dismissed alert: drawn for the request (decision 59).
      'hide-enrich-alert=1764000000',
    ])
      expect(cache.keyOf({ ...FIRST_VISIT, cookie }), cookie).toBeNull();
    expect(cache.keyOf({ ...FIRST_VISIT, method: 'HEAD' })).toBeNull();
    expect(cache.keyOf({ ...FIRST_VISIT, method: 'POST' })).toBeNull();
    const variants: Partial<TPageRequest>[] = [
      { protocol: 'http' },
      { host: 'hartjes.example' },
      { url: '/members?page=2' },
      { acceptLanguage: 'nl' },
      { acceptLanguage: undefined },
      { country: 'NL' },
      { country: null },
      { bot: true },
      // A returning visitor's choices: each value is a page of its own.
      { cookie: 'locale=de' },
      { cookie: 'locale=en' },
      { cookie: 'locale=de; cookie_consent=statistics' },
      { cookie: 'search_gender=female' },
      { cookie: 'hide-site-entry-warning=1764000000' },
      { cookie: 'tracking_source=1' },
      { cookie: 'push_alert=0' },
      { cookie: 'push_alert=1' },
    ];
    for (const variant of variants)
      expect(cache.keyOf({ ...FIRST_VISIT, ...variant }), JSON.stringify(variant)).not.toBe(key);
    const keys = variants.map((variant) => cache.keyOf({ ...FIRST_VISIT, ...variant }));
    expect(new Set(keys).size).toBe(variants.length);
    expect(keys.every(Boolean)).toBe(true);
  });

  it('renders a page once and serves it again', async () => {
    const cache = new VisitorPageCache();
    const counted = renderer(() => page());
    const first = await cache.page('k', counted.render);
    const second = await cache.page('k', counted.render);
    expect(first).toEqual({ page: page(), hit: false });
    expect(second).toEqual({ page: page(), hit: true });
    expect(counted.calls).toBe(1);
    // Another key is another page.
    await cache.page('other', counted.render);
    expect(counted.calls).toBe(2);
  });

  it('renders once for requests that arrive while the page is rendered', async () => {
    const cache = new VisitorPageCache();
    let finish: (p: TCachedPage) => void = () => {};
    const counted = renderer(() => new Promise<TCachedPage>((resolve) => (finish = resolve)));
    const answers = [1, 2, 3].map(() => cache.page('k', counted.render));
    await Promise.resolve();
    finish(page());
    const pages = await Promise.all(answers);
    expect(counted.calls).toBe(1);
    expect(pages.map((a) => a.hit)).toEqual([false, true, true]);
    expect(pages.every((a) => a.page.body === page().body)).toBe(true);
  });

  it('does not share a page that sets a cookie of its own or is not a 200', async () => {
    const notShared: Partial<TCachedPage>[] = [
      { setCookies: ['locale=de; Path=/', 'tracking_source=1; Path=/'] },
      { setCookies: ['session=abc; Path=/; HttpOnly'] },
      { status: 404 },
      { status: 302, body: '' },
      { status: 500 },
    ];
    for (const over of notShared) {
      const cache = new VisitorPageCache();
      const counted = renderer(() => page(over));
      const first = await cache.page('k', counted.render);
      const second = await cache.page('k', counted.render);
      expect(first.page.status, JSON.stringify(over)).toBe(page(over).status);
      expect([first.hit, second.hit, counted.calls], JSON.stringify(over)).toEqual([
        false,
        false,
        2,
      ]);
    }
    // Without any cookie, or with only the locale, a 200 is shared.
    const cache = new VisitorPageCache();
    const counted = renderer(() => page({ setCookies: [] }));
    await cache.page('k', counted.render);
    expect((await cache.page('k', counted.render)).hit).toBe(true);
  });

  it('lets those waiting on a page that is not shared render their own', async () => {
    const cache = new VisitorPageCache();
    let finish: (p: TCachedPage) => void = () => {};
    let calls = 0;
    const render = () => {
      calls++;
      return calls === 1
        ? new Promise<TCachedPage>((resolve) => (finish = resolve))
        : Promise.resolve(page({ status: 201 }));
    };
    const first = cache.page('k', render);
    const second = cache.page('k', render);
    await Promise.resolve();
    finish(page({ setCookies: ['tracking_source=1'] }));
    expect((await first).page.setCookies).toEqual(['tracking_source=1']);
    expect(await second).toEqual({ page: page({ status: 201 }), hit: false });
    expect(calls).toBe(2);
  });

  it("a failed render is its caller's error; those waiting render their own", async () => {
    const cache = new VisitorPageCache();
    let fail: (e: Error) => void = () => {};
    let calls = 0;
    const render = () => {
      calls++;
      return calls === 1
        ? new Promise<TCachedPage>((_, reject) => (fail = reject))
        : Promise.resolve(page());
    };
    const first = cache.page('k', render);
    const second = cache.page('k', render);
    await Promise.resolve();
    fail(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    expect(await second).toEqual({ page: page(), hit: false });
    // The page the second request rendered is shared from then on.
    expect((await cache.page('k', render)).hit).toBe(true);
  });

  it('forgets its pages on clear(), and keeps none whose render began before it', async () => {
    const cache = new VisitorPageCache();
    const counted = renderer(() => page());
    await cache.page('k', counted.render);
    cache.clear();
    expect((await cache.page('k', counted.render)).hit).toBe(false);

    let finish: (p: TCachedPage) => void = () => {};
    const slow = cache.page('slow', () => new Promise<TCachedPage>((r) => (finish = r)));
    await Promise.resolve();
    cache.clear();
    // A request after the change does not wait for the render begun before it.
    const after = cache.page('slow', async () => page({ body: 'after' }));
    finish(page({ body: 'before' }));
    expect((await slow).page.body).toBe('before');
    expect(await after).toEqual({ page: page({ body: 'after' }), hit: false });
    expect((await cache.page('slow', async () => page())).page.body).toBe('after');
  });

  it('serves a page for its time to live only, without a stale time', async () => {
    const cache = new VisitorPageCache({ ttlMs: 20, staleMs: 0 });
    const counted = renderer(() => page());
    await cache.page('k', counted.render);
    await new Promise((r) => setTimeout(r, 60));
    expect((await cache.page('k', counted.render)).hit).toBe(false);
    expect(counted.calls).toBe(2);
  });
});

describe('VisitorPageCache past its time to live', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('serves the page while one render in the background replaces it', async () => {
    const cache = new VisitorPageCache({ ttlMs: 20, staleMs: 1_000 });
    let version = 0;
    let finish: () => void = () => {};
    const render = () =>
      version === 0
        ? Promise.resolve(page({ body: `v${version++}` }))
        : new Promise<TCachedPage>((resolve) => {
            finish = () => resolve(page({ body: `v${version++}` }));
          });
    await cache.page('k', render);
    await wait(40);
    // Past its time to live: served as it is, to every request, while one render runs.
    const answers = await Promise.all([1, 2, 3].map(() => cache.page('k', render)));
    expect(answers.map((a) => [a.page.body, a.stale])).toEqual([
      ['v0', true],
      ['v0', true],
      ['v0', true],
    ]);
    expect(version).toBe(1);
    finish();
    await wait(0);
    expect(await cache.page('k', render)).toEqual({ page: page({ body: 'v1' }), hit: true });
  });

  it('is not served once the stale time is over, nor when the render fails or is not shared', async () => {
    const errors: unknown[] = [];
    const cache = new VisitorPageCache({ ttlMs: 10, staleMs: 30, onError: (e) => errors.push(e) });
    const counted = renderer(() => page());
    await cache.page('k', counted.render);
    await wait(60);
    expect((await cache.page('k', counted.render)).hit).toBe(false);

    await wait(20);
    const failing = async (): Promise<TCachedPage> => {
      throw new Error('render failed');
    };
    expect((await cache.page('k', failing)).stale).toBe(true);
    await wait(0);
    expect(errors).toEqual([new Error('render failed')]);
    expect((await cache.page('k', counted.render)).hit).toBe(false);

    await wait(20);
    expect((await cache.page('k', async () => page({ status: 404 }))).stale).toBe(true);
    await wait(0);
    expect(await cache.page('k', async () => page({ status: 404 }))).toEqual({
      page: page({ status: 404 }),
      hit: false,
    });
  });
});
