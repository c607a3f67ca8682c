import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * A page the browser shows again on Back or Forward from its own caches (the HTTP cache, where
 * `no-cache` is not asked again on history navigations, or the back/forward cache) asks the
 * server for its data again: after a purchase, Back showed 'Get Premium' and a discount already
 * spent. Navigations inside the app load their data anyway.
 */
export function useFreshAfterHistory() {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry?.type === 'back_forward') void latest.current();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void latest.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
