import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCreditBundle, TCreditsResponse, TDirectDebitOrder } from '@cupido/contract/browser';
import { DirectDebitCode } from './direct-debit-code.tsx';
import { DirectDebitForm } from './direct-debit-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import { checkoutPath } from './paths.ts';
import { discountedPrice } from './shop-discount.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/** The page's own address for an order waiting for its code (a reload comes back to it). */
function orderPath(
  bundleId: number,
  orderId: number | null,
  next: string | null,
  code: string | null,
) {
  const query = new URLSearchParams({ bundle: String(bundleId) });
  if (orderId !== null) query.set('order', String(orderId));
  if (next) query.set('next', next);
  if (code) query.set('code', code);
  return `/directdebit?${query}`;
}

/**
 * Paying a bundle by SEPA direct debit (route directdebit): the form, then the SMS code; once the
 * code confirms the mandate the payment's return page takes over (pending, then complete).
 */
export function DirectDebitView({
  shop,
  bundle,
  initialOrder,
  next,
  code,
}: {
  shop: TCreditsResponse;
  bundle: TCreditBundle;
  initialOrder: TDirectDebitOrder | null;
  next: string | null;
  code: string | null;
}) {
  const { t } = usePaymentsFormat();
  const navigate = useNavigate();
  const [order, setOrder] = useState<TDirectDebitOrder | null>(initialOrder);
  const priced = code ? discountedPrice(shop, bundle.id) : null;
  const amount = priced?.price ?? bundle.price;

  const started = (o: TDirectDebitOrder) => {
    setOrder(o);
    void navigate(orderPath(bundle.id, o.id, next, code), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const paid = (o: TDirectDebitOrder) => {
    void navigate(checkoutPath(bundle.id, 'sdd', next, { payment: String(o.payment_id) }), {
      replace: true,
    });
  };
  const startAgain = () => {
    setOrder(null);
    void navigate(orderPath(bundle.id, null, next, code), { replace: true });
  };

  return (
    <div className="pay-page container py-4 checkout-page">
      <h1 className="h3 fw-bold mb-3">{t('direct_debit.title')}</h1>
      <OrderSummary
        bundle={bundle}
        next={next}
        discount={
          code && shop.discount && priced
            ? { code, percentage: shop.discount.percentage, ...priced }
            : null
        }
      />
      {order ? (
        <DirectDebitCode order={order} onPaid={paid} onStartAgain={startAgain} />
      ) : (
        <DirectDebitForm
          bundle={bundle}
          amount={amount}
          country={shop.country}
          next={next}
          code={code}
          onStarted={started}
        />
      )}
    </div>
  );
}
