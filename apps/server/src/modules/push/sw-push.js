// Cupido's service worker, served at /sw-push.js?v=2 (spec section 7): it shows push notices,
// sets the app badge they carry, tells open pages of them (NEW_PUSH_MESSAGE) and of clicks
// (NEW_PUSH_CLICK), and answers a page load that fails for want of a network with the offline page.
const OFFLINE_URL = '/offline.html';
const CACHE = 'cupido-offline-v2';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match(OFFLINE_URL)) ?? Response.error()),
  );
});

// A page tells the worker its language (OFFLINE_LANGUAGE): an offline page kept in another one
// (the member chose a new language since) is fetched again, in the page's.
self.addEventListener('message', (event) => {
  const lang = event.data?.type === 'OFFLINE_LANGUAGE' ? event.data.lang : null;
  if (typeof lang !== 'string') return;
  event.waitUntil(
    (async () => {
      const kept = await caches.match(OFFLINE_URL);
      if (kept?.headers.get('content-language') === lang) return;
      const cache = await caches.open(CACHE);
      await cache.add(new Request(OFFLINE_URL, { cache: 'reload' }));
    })().catch(() => undefined),
  );
});

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    (async () => {
      // The app's badge: unread messages plus new likes, as the page title's '(n)'.
      if (typeof notice.appBadge === 'number' && self.navigator.setAppBadge)
        await (
          notice.appBadge > 0
            ? self.navigator.setAppBadge(notice.appBadge)
            : self.navigator.clearAppBadge()
        ).catch(() => undefined);
      const open = await windows();
      for (const page of open) page.postMessage({ type: 'NEW_PUSH_MESSAGE', notice });
      // A page in front already shows it live; every other case gets a visible notice.
      if (open.some((page) => page.focused && page.visibilityState === 'visible')) return;
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        icon: notice.icon,
        badge: notice.icon,
        tag: notice.tag,
        renotify: true,
        data: { openUrl: notice.openUrl, checkUrl: notice.checkUrl },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { openUrl = '/', checkUrl = '/' } = event.notification.data ?? {};
  event.waitUntil(
    (async () => {
      const open = await windows();
      const origin = self.location.origin;
      // The page itself or one below it (/chats, /chats/7), never a longer name that merely
      // starts the same (/members/12 is not /members/123).
      const below = checkUrl.endsWith('/') ? checkUrl : `${checkUrl}/`;
      const onPage = (page) => {
        const path = new URL(page.url).pathname;
        return path === checkUrl || path.startsWith(below);
      };
      const page = open.find(onPage) ?? open.find((p) => p.url.startsWith(origin));
      if (page) {
        await page.focus();
        page.postMessage({ type: 'NEW_PUSH_CLICK', checkUrl, openUrl });
        return;
      }
      await self.clients.openWindow(openUrl);
    })(),
  );
});
