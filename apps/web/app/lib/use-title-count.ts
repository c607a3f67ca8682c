import { useEffect } from 'react';
import { titleWithCount } from './badge.ts';

type TBadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Spec section 2: the page title gets the prefix '(n) ' (n = unread messages plus new likes)
 * and the device's app badge shows n where the browser supports it. Route changes rewrite the
 * title, so an observer puts the prefix back.
 */
export function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });

    const nav = navigator as TBadgeNavigator;
    const badge = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    badge?.catch(() => undefined);
    return () => observer.disconnect();
  }, [count]);
}
