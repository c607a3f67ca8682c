import type { TCreditsResponse } from '@cupido/contract/browser';

/** The discounted price of a bundle in the shop's discount, or null when it does not apply. */
export function discountedPrice(
  shop: Pick<TCreditsResponse, 'discount'>,
  bundleId: number,
): { price: number; discount: number } | null {
  return shop.discount?.prices.find((p) => p.bundle_id === bundleId) ?? null;
}

/**
 * The code a checkout of this bundle sends with the payment (as `?code=` in the page addresses):
 * the shop's discount where it applies to the bundle, else none.
 */
export function codeFor(shop: Pick<TCreditsResponse, 'discount'>, bundleId: number): string | null {
  return discountedPrice(shop, bundleId) ? shop.discount!.code : null;
}

/** The methods a checkout may offer: the code's methods when it restricts them. */
export function methodsFor<T extends string>(
  shop: Pick<TCreditsResponse, 'discount'>,
  bundleId: number,
  methods: readonly T[],
): T[] {
  const only = codeFor(shop, bundleId) ? shop.discount!.paymentmethods : null;
  return only ? methods.filter((m) => (only as readonly string[]).includes(m)) : [...methods];
}

/**
 * The refusal of the code asked for, as the page says it: none when the code is the held
 * first-purchase discount, which the page shows as held (with the way to its payment) instead.
 */
export function refusalToShow(
  shop: Pick<TCreditsResponse, 'discount_error' | 'discount_held'>,
): TCreditsResponse['discount_error'] {
  const refused = shop.discount_error;
  return refused?.reason === 'held' && refused.code === shop.discount_held?.code ? null : refused;
}
