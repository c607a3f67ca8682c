import type {
  TCreditBundle,
  TCreditsResponse,
  TPaymentMethod,
  TPaymentResponse,
} from '@cupido/contract/browser';
import { codeFor, discountedPrice, methodsFor } from './shop-discount.ts';
import { MethodPicker } from './method-picker.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentResult } from './payment-result.tsx';
import { StartPayment } from './start-payment.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * Checkout of one bundle (route credits-id-paymentmethod): without a method, the method picker;
 * with an offered method, the payment starts; back from the provider (`payment`), its state.
 */
export function CheckoutView({
  shop,
  bundle,
  method,
  payment,
  next,
}: {
  shop: TCreditsResponse;
  bundle: TCreditBundle;
  method: TPaymentMethod | null;
  payment: TPaymentResponse | null;
  next: string | null;
}) {
  const { t } = usePaymentsFormat();
  // A discount code (offers) travels along as `?code=`; it may allow only some methods.
  const code = codeFor(shop, bundle.id);
  const methods = methodsFor(shop, bundle.id, shop.methods);
  const offered = method !== null && methods.includes(method);
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
              {method !== null && (
                <p className="alert alert-warning">{t('payments.method_unavailable')}</p>
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
