/**
 * Where to go after logging in: a path on this site given as `?next=`, never another site
 * (`//evil.example`, `/\evil.example` and absolute URLs are refused).
 */
export function returnPath(next: string | null | undefined, fallback = '/members'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

/** The login page, coming back to `path` afterwards. */
export const loginThenBack = (path: string) => `/login?next=${encodeURIComponent(path)}`;
