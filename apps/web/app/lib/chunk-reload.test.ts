import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk load failure (spec section 8)', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 1_030_000, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 1_059_999, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
