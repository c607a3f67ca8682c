import { useSyncExternalStore } from 'react';

type TApplePayWindow = Window & { ApplePaySession?: { canMakePayments?: () => boolean } };

const noop = () => () => {};

function canPay(): boolean {
  try {
    return (window as TApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false; // Safari throws outside a secure context
  }
}

/**
 * Apple Pay is offered only where the browser can pay with it (issue 10):
 * `window.ApplePaySession?.canMakePayments()`. False while rendering on the server.
 */
export function useApplePay(): boolean {
  return useSyncExternalStore(noop, canPay, () => false);
}
