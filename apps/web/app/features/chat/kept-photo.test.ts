import { describe, expect, it } from 'vitest';
import { isStale, KEEP_MS, keptPhotoKey } from './kept-photo.ts';

describe('a photo kept while the member buys credits', () => {
  const now = Date.UTC(2026, 11, 3, 12);

  it('is offered again within a day', () => {
    expect(isStale(now, now)).toBe(false);
    expect(isStale(now - KEEP_MS + 1, now)).toBe(false);
  });

  it('is dropped after a day', () => {
    expect(KEEP_MS).toBe(24 * 60 * 60 * 1000);
    expect(isStale(now - KEEP_MS, now)).toBe(true);
    expect(isStale(now - 3 * KEEP_MS, now)).toBe(true);
  });

  it('is kept per conversation of this member: another member in the same browser has their own', () => {
    expect(keptPhotoKey(5, 9)).toBe('5:9');
    expect(keptPhotoKey(5, 9)).not.toBe(keptPhotoKey(9, 5));
  });
});
