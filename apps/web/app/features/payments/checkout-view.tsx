import type {
  TCreditBundle,
  TCreditsResponse,
  TPaymentMethod,
  TPaymentResponse,
} from '@cupido/contract/browser';
import { codeFor, discountedPrice, methodsFor, refusalToShow } from './shop-discount.ts';
import { HeldDiscount } from './held-discount.tsx';
import { MethodPicker } from './method-picker.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentResult } from './payment-result.tsx';
import { StartPayment } from './start-payment.tsx';
import { DiscountRefusal } from './discount-refusal.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * Checkout of one bundle (route credits-id-paymentmethod): without a method, the method picker;
 * with an offered method, the payment starts; back from the provider (`payment`), its state.
 * A code the address asks for (`asked`) that does not discount this bundle is said, and nothing
 * starts on its own: the member chooses again, knowing the price.
 */
export function CheckoutView({
  shop,
  bundle,
  method,
  payment,
  next,
  asked = false,
}: {
  shop: TCreditsResponse;
  bundle: TCreditBundle;
  method: TPaymentMethod | null;
  payment: TPaymentResponse | null;
  next: string | null;
  /** The address carries `?code=`. */
  asked?: boolean;
}) {
  const { t, money } = usePaymentsFormat();
  // A discount code (offers) travels along as `?code=`; it may allow only some methods.
  const code = codeFor(shop, bundle.id);
  const methods = methodsFor(shop, bundle.id, shop.methods);
  // A code asked for in the address that does not apply is said, and nothing starts on its own.
  const refused = shop.discount_error;
  // The code asked for applies, but not to this bundle (its minimum order, say).
  const notOnBundle = asked && shop.discount !== null && code === null ? shop.discount : null;
  const offered = method !== null && methods.includes(method) && !refused && !notOnBundle;
  const shownRefusal = refusalToShow(shop);
  // A method the shop has, left out only by the code's own methods.
  const notWithCode = method !== null && !methods.includes(method) && shop.methods.includes(method);
  return (
    <div className="pay-page container py-4 checkout-page">
      {payment ? (
        <PaymentResult key={payment.payment.id} initial={payment} shop={shop} next={next} />
      ) : (
        <>
          <h1 className="h3 fw-bold mb-3">{t('payments.checkout_title')}</h1>
          <OrderSummary
            bundle={bundle}
            next={next}
            discount={
              code && shop.discount
                ? {
                    code,
                    percentage: shop.discount.percentage,
                    ...discountedPrice(shop, bundle.id)!,
                  }
                : null
            }
          />
          {offered ? (
            <StartPayment bundle={bundle} method={method} next={next} code={code} />
          ) : (
            <section aria-labelledby="choose-method">
              {shop.discount_held && <HeldDiscount held={shop.discount_held} />}
              {shownRefusal ? (
                <p className="alert alert-warning" data-testid="discount-error">
                  <DiscountRefusal reason={shownRefusal.reason} />
                </p>
              ) : notOnBundle ? (
                <p className="alert alert-warning" data-testid="discount-error">
                  {t('common.labelled', {
                    label: notOnBundle.code,
                    value: t('offers.not_on_bundle'),
                  })}
                  {notOnBundle.minimum_order_value !== null && notOnBundle.currency && (
                    <>
                      {' · '}
                      {t('offers.minimum', {
                        amount: money(notOnBundle.minimum_order_value, notOnBundle.currency),
                      })}
                    </>
                  )}
                </p>
              ) : (
                method !== null &&
                !refused && (
                  <p className="alert alert-warning">
                    {t(notWithCode ? 'api.discount_code_method' : 'payments.method_unavailable')}
                  </p>
                )
              )}
              <h2 id="choose-method" className="h5 fw-bold">
                {t('payments.choose_method')}
              </h2>
              <MethodPicker
                bundleId={bundle.id}
                methods={methods}
                next={next}
                code={code}
                headingId="choose-method"
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
