import { TRACKING_PARAMS, TRACKING_SOURCE_COOKIE } from '@cupido/contract/browser';

const KEY = 'tracking';

/**
 * Spec section 9: tracking query parameters are stored and removed from the URL; sign-up sends
 * them with the account.
 */
export function captureTracking(location: Location, history: History, storage: Storage): void {
  const url = new URL(location.href);
  const found: Record<string, string> = {};
  for (const name of TRACKING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) {
      found[name] = value.slice(0, 100);
      url.searchParams.delete(name);
    }
  }
  if (Object.keys(found).length === 0) return;
  storage.setItem(KEY, JSON.stringify({ ...readTracking(storage), ...found }));
  // Lets the server know this visit has a tracking source (logged-out search variant).
  if (typeof document !== 'undefined') {
    document.cookie = `${TRACKING_SOURCE_COOKIE}=1; Max-Age=${30 * 24 * 3600}; Path=/; SameSite=Lax`;
  }
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function readTracking(storage: Storage): Record<string, string> {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
