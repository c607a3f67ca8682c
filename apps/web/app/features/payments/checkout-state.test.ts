import { describe, expect, it } from 'vitest';
import { checkoutState, isFinal, recheckDelay } from './checkout-state.ts';

describe('checkoutState', () => {
  it('is loading until the payment is known', () => {
    expect(checkoutState(null)).toBe('loading');
    expect(checkoutState(undefined)).toBe('loading');
  });

  it('keeps open and pending payments in processing', () => {
    expect(checkoutState({ status: 'open', failure: null })).toBe('pending');
    expect(checkoutState({ status: 'pending', failure: null })).toBe('pending');
  });

  it('completes paid payments, and says when one was refunded later', () => {
    expect(checkoutState({ status: 'paid', failure: null })).toBe('completed');
    expect(checkoutState({ status: 'refunded', failure: null })).toBe('refunded');
    expect(isFinal('refunded')).toBe(true);
  });

  it('treats failed, cancelled and expired alike', () => {
    for (const status of ['failed', 'canceled', 'expired'] as const)
      expect(checkoutState({ status, failure: null })).toBe('failed');
  });

  it('tells a refused saved card apart', () => {
    expect(checkoutState({ status: 'failed', failure: 'recurring_card_failed' })).toBe(
      'card_failed',
    );
  });

  it('stops checking only in a final state', () => {
    expect(isFinal('loading')).toBe(false);
    expect(isFinal('pending')).toBe(false);
    expect(isFinal('completed')).toBe(true);
    expect(isFinal('failed')).toBe(true);
    expect(isFinal('card_failed')).toBe(true);
  });

  it('checks again less and less often, never less than every 15 s', () => {
    expect(recheckDelay(0)).toBe(2000);
    expect(recheckDelay(1)).toBe(3000);
    expect(recheckDelay(20)).toBe(15_000);
  });
});
