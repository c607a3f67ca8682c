import { describe, expect, it } from 'vitest';
import { badgeText, creditsBadge, titleWithCount } from './badge.ts';

describe('badges and the title count (spec sections 2 and 9)', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });

  it('prefixes the title with (n) and replaces an earlier prefix', () => {
    expect(titleWithCount('Messages · Cupido', 1)).toBe('(1) Messages · Cupido');
    expect(titleWithCount('(1) Messages · Cupido', 3)).toBe('(3) Messages · Cupido');
    expect(titleWithCount('(99) Messages', 150)).toBe('(150) Messages');
    expect(titleWithCount('(4) Messages', 0)).toBe('Messages');
    expect(titleWithCount('Cupido', 0)).toBe('Cupido');
    // Idempotent: the title observer may apply it to its own result.
    const once = titleWithCount('Cupido', 7);
    expect(titleWithCount(once, 7)).toBe(once);
  });

  it('shows the credits badge at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(10)).toBe('bg-warning');
    expect(creditsBadge(1)).toBe('bg-warning');
    expect(creditsBadge(0)).toBe('bg-danger');
  });
});
