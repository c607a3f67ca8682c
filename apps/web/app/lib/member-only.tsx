import { useEffect, useState, type ComponentType } from 'react';
import { useRootData } from './use-root-data.ts';

/** Every member-only part's loader, as the modules that define them register it. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of the page only a logged-in member sees (banners, tab bar, like modals), kept out of a
 * visitor's scripts: it renders nothing for a visitor, and its code loads for a member. A
 * member's page loads it before it renders on the server and before it hydrates in the browser
 * (loadMemberOnly), so both render it alike; a visitor who logs in gets it a moment after.
 */
export function memberOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  loaders.add(preload);
  return function MemberOnly(props: P) {
    const member = Boolean(useRootData()?.user);
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (member && !Loaded) void preload().then(() => setLoaded(true));
    }, [member]);
    return member && Loaded ? <Loaded {...props} /> : null;
  };
}

/** Loads every member-only part defined so far (the page's layouts and routes are). */
export function loadMemberOnly(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}
