import { describe, expect, it } from 'vitest';
import { allowedTags, consentCookie, readConsent, withdraws } from './consent.ts';

const tags = { analytics: 'https://a.test/a.js', recording: 'https://r.test/r.js', ads: null };

describe('cookie consent', () => {
  it('loads nothing before a choice, and only the consented categories after', () => {
    expect(allowedTags(tags, null)).toEqual([]);
    expect(allowedTags(tags, { statistics: false, marketing: true })).toEqual([]);
    expect(allowedTags(tags, { statistics: true, marketing: false })).toEqual([
      'https://a.test/a.js',
      'https://r.test/r.js',
    ]);
  });

  it('reads back what it stored; a missing cookie is no choice yet', () => {
    const cookie = consentCookie({ statistics: false, marketing: true }).split(';')[0]!;
    expect(readConsent(`x=1; ${cookie}`)).toEqual({ statistics: false, marketing: true });
    expect(readConsent('x=1')).toBeNull();
    expect(consentCookie({ statistics: true, marketing: true })).toContain('Max-Age=31536000');
  });

  it('knows a withdrawal', () => {
    const all = { statistics: true, marketing: true };
    expect(withdraws(all, { statistics: true, marketing: false })).toBe(true);
    expect(withdraws(null, { statistics: false, marketing: false })).toBe(false);
    expect(withdraws({ statistics: false, marketing: false }, all)).toBe(false);
  });
});
