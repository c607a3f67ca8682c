import { describe, expect, it } from 'vitest';
import { loginThenBack, returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('keeps paths on this site', () => {
    expect(returnPath('/chats/12')).toBe('/chats/12');
    expect(returnPath('/members/3/chat?gift=1')).toBe('/members/3/chat?gift=1');
    expect(returnPath('/members?country=NL#top')).toBe('/members?country=NL#top');
    expect(returnPath('/a/../chats')).toBe('/chats');
  });

  it.each([
    null,
    undefined,
    '',
    'chats',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    // Browsers drop tabs and line breaks from a URL: each of these is //evil.example/.
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\t\n\r/evil.example/',
    '\t//evil.example/',
    '/\0/x',
    '/\x01/x',
    '/x\x7f',
    // Dot segments that leave '//evil.example' behind.
    '/..//evil.example/',
    '/.//evil.example/',
    '/%2e%2e//evil.example/',
    '/x/../..//evil.example/',
  ])('refuses %j', (next) => {
    expect(returnPath(next)).toBe('/members');
  });

  it('answers a path that is safe in a Location header for odd characters', () => {
    for (const next of ['/a\u2028b', '/a b', '/\u00e9', '/a\u0085b', '/%0a/x']) {
      const path = returnPath(next);
      expect(path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(path.startsWith('//')).toBe(false);
      expect(() => new Headers({ location: path })).not.toThrow();
    }
  });

  it('round-trips through the login link', () => {
    const next = new URL(loginThenBack('/members/3/chat?gift=1'), 'http://x').searchParams.get(
      'next',
    );
    expect(returnPath(next)).toBe('/members/3/chat?gift=1');
  });
});
