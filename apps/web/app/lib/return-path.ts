/** A stand-in origin: `next` is resolved against it, and only what stays on it is kept. */
const HERE = 'http://return-path.invalid';

/** Control characters: no path of the site has them, and browsers drop some (`/\t/evil`). */
const CONTROL = /[\x00-\x1f\x7f]/;

/**
 * Where to go after logging in: a path on this site given as `?next=`, never another site. It
 * is parsed as a URL the way a browser would and kept only when it stays on this origin; what
 * comes back is the parsed, encoded path, safe in a Location header.
 */
export function returnPath(next: string | null | undefined, fallback = '/members'): string {
  if (!next?.startsWith('/') || CONTROL.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path that starts with '//' (`/..//evil`): a link to another site.
  return url.origin === HERE && new URL(path, HERE).origin === HERE ? path : fallback;
}

/** The login page, coming back to `path` afterwards. */
export const loginThenBack = (path: string) => `/login?next=${encodeURIComponent(path)}`;
