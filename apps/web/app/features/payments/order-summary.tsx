import { Link } from 'react-router';
import type { TCreditBundle } from '@cupido/contract/browser';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The bundle being bought, with a way back to the others. With a discount code (offers) the
 * original price, the discount and the price charged.
 */
export function OrderSummary({
  bundle,
  next,
  discount = null,
}: {
  bundle: TCreditBundle;
  next: string | null;
  discount?: { code: string; percentage: number; price: number; discount: number } | null;
}) {
  const { t, credits, money } = usePaymentsFormat();
  return (
    <section className="card card-soft p-3 mb-3" aria-labelledby="order-heading">
      <h2 id="order-heading" className="h6 text-body-secondary mb-2">
        {t('payments.your_order')}
      </h2>
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <span className="fs-5 fw-bold">{credits(bundle.credits)}</span>
        <span>
          {discount && (
            <s className="text-body-secondary me-2">
              <span className="visually-hidden">{t('offers.original_price')}: </span>
              {money(bundle.price, bundle.currency)}
            </s>
          )}
          <span className="visually-hidden">{t('payments.total')}: </span>
          <span className="fs-5 fw-bold" data-testid="order-total">
            {money(discount?.price ?? bundle.price, bundle.currency)}
          </span>
        </span>
      </div>
      {discount && (
        <p className="small text-success mb-0" data-testid="order-discount">
          {t('common.labelled', {
            label: t('offers.order_discount', {
              code: discount.code,
              percentage: discount.percentage,
            }),
            value: `−${money(discount.discount, bundle.currency)}`,
          })}
        </p>
      )}
      <Link
        to={next ? `/credits?next=${encodeURIComponent(next)}` : '/credits'}
        className="small mt-2"
      >
        {t('payments.other_bundle')}
      </Link>
    </section>
  );
}
