import type { TPayment } from '@cupido/contract/browser';

/**
 * The return page's states (spec section 4): loading (no answer yet), pending (processing; the
 * page keeps checking), completed (credits added), failed (failed, cancelled or expired: another
 * method is offered), card_failed (a repeat order's saved card was refused, spec section 8:
 * retry with the card or PayPal) and refunded (paid, then refunded or taken back by the bank:
 * its credits are gone, the order page says more).
 */
export type TCheckoutState =
  'loading' | 'pending' | 'completed' | 'refunded' | 'failed' | 'card_failed';

export function checkoutState(
  payment: Pick<TPayment, 'status' | 'failure'> | null | undefined,
): TCheckoutState {
  if (!payment) return 'loading';
  switch (payment.status) {
    case 'open':
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'refunded':
      return 'refunded';
    case 'failed':
      return payment.failure === 'recurring_card_failed' ? 'card_failed' : 'failed';
    case 'canceled':
    case 'expired':
      return 'failed';
  }
}

/** A state the payment can no longer leave (nothing more to check). */
export const isFinal = (state: TCheckoutState) => state !== 'loading' && state !== 'pending';

/** How long to wait before checking a pending payment again: 2 s, growing to 15 s. */
export const recheckDelay = (attempt: number) => Math.min(2000 * 1.5 ** attempt, 15_000);
