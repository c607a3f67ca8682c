import { describe, expect, it } from 'vitest';
import { checkoutPath } from './paths.ts';

describe('checkoutPath', () => {
  it('names the bundle, and the method when one is chosen', () => {
    expect(checkoutPath(26, null, null)).toBe('/credits/26');
    expect(checkoutPath(26, 'ideal', null)).toBe('/credits/26/ideal');
  });

  it('carries the way back and the payment as query parameters', () => {
    expect(checkoutPath(26, 'ideal', '/chats/12')).toBe('/credits/26/ideal?next=%2Fchats%2F12');
    expect(checkoutPath(26, 'visa', '/chats/12', { payment: '7' })).toBe(
      '/credits/26/visa?payment=7&next=%2Fchats%2F12',
    );
  });
});
