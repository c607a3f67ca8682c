import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { TAlertDismissalKey } from '@cupido/contract/browser';
import { useSite } from './use-root-data.ts';

const YEAR_S = 365 * 24 * 3600;
const noop = () => () => {};

function stored(key: TAlertDismissalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps the dismissal in local storage (spec section 2) and in the cookie the server reads. */
function remember(key: TAlertDismissalKey, at: string) {
  try {
    window.localStorage.setItem(key, at);
  } catch {
    // storage disabled: the cookie still keeps it
  }
  document.cookie = `${key}=${at}; Max-Age=${YEAR_S}; Path=/; SameSite=Lax`;
}

/**
 * A member's dismissible alert (spec section 2): whether it was dismissed, and how to dismiss it
 * (a unix timestamp under its key). The server knows a dismissal from its cookie and draws the
 * page without the alert, so the alert never appears or goes after the page is drawn; a
 * dismissal kept only in storage (from before the cookie) hides it once the page runs and is
 * copied to the cookie.
 */
export function useDismissal(key: TAlertDismissalKey): {
  dismissed: boolean;
  dismiss: () => void;
} {
  const inCookie = useSite().dismissedAlerts.includes(key);
  const [justNow, setJustNow] = useState(false);
  const inStorage = useSyncExternalStore(
    noop,
    () => stored(key) !== null,
    () => false,
  );
  useEffect(() => {
    const at = stored(key);
    if (at !== null && !inCookie) remember(key, at);
  }, [key, inCookie]);
  const dismiss = useCallback(() => {
    remember(key, String(Math.floor(Date.now() / 1000)));
    setJustNow(true);
  }, [key]);
  return { dismissed: inCookie || inStorage || justNow, dismiss };
}
