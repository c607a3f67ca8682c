import { Link } from 'react-router';
import type { TCreditsResponse } from '@cupido/contract/browser';
import { useLive } from '../../lib/live.tsx';
import { DiscountPanel } from './discount-panel.tsx';
import { codeFor, discountedPrice } from './shop-discount.ts';
import { BundleGrid } from './bundle-card.tsx';
import { MethodList } from './method-list.tsx';
import { checkoutPath } from './paths.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The credits shop (route `credits`): what credits are for (the promise of premium only to a
 * member who is not premium yet), the member's balance, the discount code field and the
 * discount that applies (offers: each bundle's price with it), the bundles of their country and the methods offered there. `next` is
 * where the member goes back to after paying (e.g. the chat whose 'Buy credits' sent them).
 */
export function ShopView({ shop, next }: { shop: TCreditsResponse; next: string | null }) {
  const { t, credits, money } = usePaymentsFormat();
  const live = useLive();
  return (
    <div className="pay-page container py-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 fw-bold mb-1">{t('payments.shop_title')}</h1>
          <p className="text-body-secondary mb-0">
            {t(live.paidUser ? 'payments.shop_intro_premium' : 'payments.shop_intro')}
          </p>
        </div>
        <p className="card card-soft px-3 py-2 mb-0" data-testid="balance">
          <span className="small text-body-secondary d-block">{t('payments.balance')}</span>
          <span className="fs-5 fw-bold">{credits(live.credits)}</span>
        </p>
      </div>
      <DiscountPanel shop={shop} next={next} />
      <h2 className="visually-hidden">{t('payments.pricing_bundles')}</h2>
      {shop.bundles.length === 0 ? (
        <p className="alert alert-info">{t('payments.no_bundles')}</p>
      ) : (
        <BundleGrid
          bundles={shop.bundles}
          discounted={(bundle) => discountedPrice(shop, bundle.id)}
          action={(bundle) => {
            const code = codeFor(shop, bundle.id);
            const price = discountedPrice(shop, bundle.id)?.price ?? bundle.price;
            return (
              <>
                {shop.discount && !code && (
                  <p className="small text-body-secondary">{t('offers.not_on_bundle')}</p>
                )}
                <Link
                  to={checkoutPath(bundle.id, null, next, code ? { code } : {})}
                  className={`btn w-100 rounded-pill ${bundle.popular ? 'btn-brand' : 'btn-outline-brand'}`}
                  aria-label={t('payments.select_bundle', {
                    credits: credits(bundle.credits),
                    price: money(price, bundle.currency),
                  })}
                >
                  {t('payments.select')}
                </Link>
              </>
            );
          }}
        />
      )}
      <MethodList methods={shop.methods} />
      <p className="small text-body-secondary mt-3 mb-2">{t('payments.vat_note')}</p>
      <nav className="d-flex flex-wrap gap-3" aria-label={t('payments.orders_link')}>
        {shop.saved_card && shop.last_bundle_id !== null && (
          <Link to="/credits/repeat-order">{t('payments.repeat_link')}</Link>
        )}
        <Link to="/transactions">{t('payments.orders_link')}</Link>
      </nav>
    </div>
  );
}
