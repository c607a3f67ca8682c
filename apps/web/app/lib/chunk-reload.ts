import { RELOAD_GUARD_MS } from '@cupido/contract/browser';

const KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(
    message,
  );
}

/**
 * Spec section 8: after a deploy, an old page may ask for a chunk that no longer exists; the page
 * reloads once, at most once per 60 s (so a real outage does not loop). Returns whether it reloads.
 */
export function reloadAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
