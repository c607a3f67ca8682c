import { useContext, useEffect } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  type RouteObject,
} from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '@cupido/contract/browser';

/** What the prefetch reads of a route in React Router's manifest. */
export type TManifestRoute = {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
};

/** The route every unknown path reaches, and every path the browser has not yet discovered. */
const NOT_FOUND = 'not-found';

/**
 * Runs `task` once the browser is idle, and at the latest after the spec's prefetch idle timeout
 * (2 s), with the time the idle period has left. A browser without `requestIdleCallback` runs
 * it after the timeout. Answers a function that cancels it.
 */
export function whenIdle(task: (timeLeft: () => number) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback((deadline) => task(() => deadline.timeRemaining()), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
    });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => task(() => 50), PREFETCH_IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}

/**
 * The scripts of the pages at `pathnames`, as React Router's own link prefetch lists them: each
 * matched route's module and the chunks it imports. A path that reaches the not-found route is
 * left out: either it is not a page, or its route is not known to the browser yet (React Router
 * learns the routes of a page's links after it hydrates); so is one whose routes the manifest
 * does not hold (yet). `resolved` lists the paths whose scripts are listed.
 */
export function pageScripts(
  pathnames: Iterable<string>,
  routes: RouteObject[],
  manifest: Record<string, TManifestRoute | undefined>,
): { resolved: string[]; scripts: string[] } {
  const resolved: string[] = [];
  const scripts = new Set<string>();
  for (const pathname of pathnames) {
    const matches = matchRoutes(routes, pathname);
    if (!matches || matches.at(-1)?.route.id === NOT_FOUND) continue;
    const entries = matches.map(({ route }) => (route.id ? manifest[route.id] : undefined));
    if (entries.some((entry) => !entry)) continue;
    resolved.push(pathname);
    for (const entry of entries as TManifestRoute[])
      for (const href of [
        entry.module,
        entry.clientActionModule,
        entry.clientLoaderModule,
        ...(entry.imports ?? []),
      ])
        if (href) scripts.add(href);
  }
  return { resolved, scripts: [...scripts] };
}

/** Paths already resolved to their scripts, and the scripts already asked for, in this page. */
const resolvedPaths = new Set<string>();
const requested = new Set<string>();

/** The paths of the same-origin links the member can see now. */
function visibleLinkPaths(): Set<string> {
  const paths = new Set<string>();
  const { innerWidth, innerHeight } = window;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin !== location.origin || link.target || link.hasAttribute('download')) continue;
    if (resolvedPaths.has(link.pathname) || link.pathname === location.pathname) continue;
    const box = link.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom < 0 || box.right < 0 || box.top > innerHeight || box.left > innerWidth) continue;
    paths.add(link.pathname);
  }
  return paths;
}

/** Adds a module preload for each script in turn while the idle period lasts. */
function preload(scripts: string[], timeLeft: () => number): void {
  for (const script of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    requested.add(script.getAttribute('href') ?? '');
  const queue = scripts.filter((href) => !requested.has(href));
  const next = (left: () => number) => {
    // Each link costs a few milliseconds on a slow phone: the rest waits for the next idle time.
    // One at least each time, so a page that is never idle (called at the timeout, with no time
    // left) still gets them, one every 2 s.
    for (let first = true; queue.length > 0 && (first || left() > 4); first = false) {
      const href = queue.shift()!;
      requested.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    if (queue.length > 0) whenIdle(next);
  };
  next(timeLeft);
}

/**
 * Spec section 9's prefetch: once a hydrated page is idle (at the latest 2 s on), the scripts of
 * the pages its visible links lead to are preloaded, so that following one waits only for its
 * data. Again after each navigation, each route React Router learns and each scroll. Only
 * scripts: a page's data is fetched when it is opened (prefetching it would cost the server a
 * page for every link shown). Nothing on a data saver connection.
 */
export function useIdlePrefetch(): void {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const framework = useContext(UNSAFE_FrameworkContext);
  // A new state after each navigation and each batch of routes learnt: the effect runs again.
  const state = useContext(UNSAFE_DataRouterStateContext);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (!dataRouter || !framework || connection?.saveData) return;
    if (state?.navigation.state !== 'idle') return;
    let cancel = () => {};
    const pass = () => {
      cancel();
      cancel = whenIdle((timeLeft) => {
        const { resolved, scripts } = pageScripts(
          visibleLinkPaths(),
          dataRouter.router.routes as RouteObject[],
          framework.manifest.routes,
        );
        for (const path of resolved) resolvedPaths.add(path);
        preload(scripts, timeLeft);
      });
    };
    pass();
    window.addEventListener('scrollend', pass, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scrollend', pass);
    };
  }, [dataRouter, framework, state]);
}
