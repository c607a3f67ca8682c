import { TRACKING_PARAMS, TRACKING_SOURCE_COOKIE } from '@cupido/contract/browser';
import { readCookie } from './cookies.ts';

const KEY = 'tracking';

/**
 * Spec section 9: tracking query parameters are stored and removed from the URL; sign-up sends
 * them with the account. Runs in the page as it is parsed, before the page's scripts load
 * (serialized into its module script by `deferScripts`, so it refers to nothing outside itself):
 * an ad's visitor who never touches the page has them stored and the address clean too. Stores
 * them under `key` in the local storage (merged with earlier visits', each value at most 100
 * characters), marks the visit with the `cookie` (the fact only, 30 days) and replaces the
 * address without them.
 */
export function captureTracking(
  location: Location,
  history: History,
  storage: Storage,
  params: readonly string[],
  key: string,
  cookie: ((value: string) => void) | null,
): void {
  const url = new URL(location.href);
  const found: Record<string, string> = {};
  let removed = false;
  for (const name of params) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    removed = true;
    url.searchParams.delete(name);
    // An empty one is no source (the server's sign-up check agrees): only taken out.
    if (value.trim() !== '') found[name] = value.slice(0, 100);
  }
  if (!removed) return;
  if (Object.keys(found).length > 0) {
    let stored: unknown = {};
    try {
      stored = JSON.parse(storage.getItem(key) ?? '{}');
    } catch {
      // A corrupt value is replaced.
    }
    storage.setItem(
      key,
      JSON.stringify({ ...(stored && typeof stored === 'object' ? stored : {}), ...found }),
    );
    // Lets the server know this visit has a tracking source (logged-out search variant).
    cookie?.(`; Max-Age=${30 * 24 * 3600}; Path=/; SameSite=Lax`);
  }
  // Taken out of the address once stored (a storage that throws leaves them there).
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The call of `captureTracking` a page's module script makes first; a browser that refuses the
 * local storage (`localStorage` throws) keeps the parameters, and the page loads all the same.
 */
export const captureTrackingScript = () =>
  `try { (${captureTracking.toString()})(location, history, localStorage, ` +
  `${JSON.stringify(TRACKING_PARAMS)}, ${JSON.stringify(KEY)}, ` +
  `(rest) => { document.cookie = ${JSON.stringify(`${TRACKING_SOURCE_COOKIE}=1`)} + rest; }); } catch {}`;

export function readTracking(storage: Storage): Record<string, string> {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * `path` without the tracking parameters: where a form or a login returns to. The page's address
 * loses them as it loads (captureTracking), so a path rendered on the server matches the one in
 * the browser.
 */
export function withoutTracking(path: string): string {
  const url = new URL(path, 'http://page.invalid');
  for (const name of TRACKING_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The visit has a tracking source (spec section 2: sign-ups 'with_trafficsource', the logged-out
 * search's traffic-source variant): the cookie captureTracking set, or tracking parameters in
 * the address of this very request (an ad's first page, drawn before its script stores them).
 */
export function hasTrackingSource(url: URL, cookieHeader: string | null): boolean {
  return (
    readCookie(cookieHeader, TRACKING_SOURCE_COOKIE) === '1' ||
    TRACKING_PARAMS.some((name) => url.searchParams.get(name)?.trim())
  );
}

/**
 * The page request's cookies as the API is to read them for this visit: with the tracking source
 * the address carries (an ad's first page, drawn before its script stores the cookie).
 */
export function cookiesOfVisit(cookieHeader: string | null, trackingSource: boolean): string {
  const cookies = cookieHeader ?? '';
  if (!trackingSource || readCookie(cookieHeader, TRACKING_SOURCE_COOKIE) === '1') return cookies;
  return `${cookies ? `${cookies}; ` : ''}${TRACKING_SOURCE_COOKIE}=1`;
}
