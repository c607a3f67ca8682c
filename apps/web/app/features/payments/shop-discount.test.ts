import { describe, expect, it } from 'vitest';
import { codeFor, discountedPrice, methodsFor } from './shop-discount.ts';

const shop = {
  discount: {
    code: 'PAYPAL15',
    kind: 'standard' as const,
    percentage: 15,
    expires: null,
    minimum_order_value: null,
    currency: null,
    paymentmethods: ['paypal' as const],
    prices: [{ bundle_id: 2, price: 850, discount: 150 }],
  },
};

describe('the shop discount', () => {
  it('prices only the bundles it applies to, and sends its code only for them', () => {
    expect(discountedPrice(shop, 2)).toMatchObject({ price: 850, discount: 150 });
    expect(discountedPrice(shop, 1)).toBeNull();
    expect(codeFor(shop, 2)).toBe('PAYPAL15');
    expect(codeFor(shop, 1)).toBeNull();
    expect(codeFor({ discount: null }, 2)).toBeNull();
  });

  it("offers only the code's methods for a bundle it applies to", () => {
    expect(methodsFor(shop, 2, ['ideal', 'paypal'])).toEqual(['paypal']);
    expect(methodsFor(shop, 1, ['ideal', 'paypal'])).toEqual(['ideal', 'paypal']);
  });
});
