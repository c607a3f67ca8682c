import { describe, expect, it } from 'vitest';
import { loginThenBack, returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('keeps paths on this site and refuses anything else', () => {
    expect(returnPath('/chats/12')).toBe('/chats/12');
    expect(returnPath('/members/3/chat?gift=1')).toBe('/members/3/chat?gift=1');
    for (const bad of [
      null,
      '',
      'chats',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ])
      expect(returnPath(bad)).toBe('/members');
  });

  it('round-trips through the login link', () => {
    const next = new URL(loginThenBack('/members/3/chat?gift=1'), 'http://x').searchParams.get(
      'next',
    );
    expect(returnPath(next)).toBe('/members/3/chat?gift=1');
  });
});
