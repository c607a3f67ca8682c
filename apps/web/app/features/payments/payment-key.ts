/**
 * The idempotency key of a purchase attempt (one bundle, one method), kept in the tab's session
 * storage: a double click, a reload or the Back button from the payment page sends the same key,
 * so the server answers the same payment instead of creating another. A finished attempt
 * forgets its key, so trying again starts a new payment.
 */
const storageKey = (bundleId: number, method: string, code: string | null) =>
  `cupido-payment:${bundleId}:${method}${code ? `:${code}` : ''}`;

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: every page load is a new attempt
  }
}

/** The attempt's key; a discount code (offers) makes it another attempt. */
export function paymentKey(bundleId: number, method: string, code: string | null = null): string {
  const store = storage();
  const existing = store?.getItem(storageKey(bundleId, method, code));
  if (existing) return existing;
  const key = newKey();
  store?.setItem(storageKey(bundleId, method, code), key);
  return key;
}

export function forgetPaymentKey(bundleId: number, method: string, code: string | null = null) {
  storage()?.removeItem(storageKey(bundleId, method, code));
}

/** A one-off key (repeat orders: one per visit of the page). */
export const onceKey = newKey;

/**
 * Whether this tab has not yet told of this payment's completion (the 'Payment complete' toast):
 * true once, then false, so that the receipt opened again, or the Back button, does not toast
 * again. Without storage, every time.
 */
export function firstCompletionNotice(paymentId: number): boolean {
  const store = storage();
  const key = `cupido-payment-complete:${paymentId}`;
  if (store?.getItem(key)) return false;
  store?.setItem(key, '1');
  return true;
}
