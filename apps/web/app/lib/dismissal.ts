import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { TAlertDismissalKey } from '@cupido/contract/browser';
import { yearCookie } from './cookies.ts';
import { useSite } from './use-root-data.ts';

const noop = () => () => {};

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Keeps a dismissal (a unix timestamp, spec section 2) in local storage under its key and in the
 * cookie of the same name the server reads, so that later pages are drawn without what it hid.
 */
export function rememberDismissal(key: string, at: string) {
  try {
    window.localStorage.setItem(key, at);
  } catch {
    // storage disabled: the cookie still keeps it
  }
  document.cookie = yearCookie(key, at);
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
    if (at !== null && !inCookie) rememberDismissal(key, at);
  }, [key, inCookie]);
  const dismiss = useCallback(() => {
    rememberDismissal(key, String(Math.floor(Date.now() / 1000)));
    setJustNow(true);
  }, [key]);
  return { dismissed: inCookie || inStorage || justNow, dismiss };
}
