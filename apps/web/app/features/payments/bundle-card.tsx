import type { ReactNode } from 'react';
import type { TCreditBundle } from '@cupido/contract/browser';
import { usePaymentsFormat } from './use-payments-format.ts';

/** A bundle's price with a discount code (offers): what is charged and what is taken off. */
export type TDiscounted = { price: number; discount: number };

/**
 * One credit bundle: credits, price, price per credit, the popular marker, and its action. With
 * a discount the original price is struck through beside the price charged.
 */
export function BundleCard({
  bundle,
  action,
  discounted,
}: {
  bundle: TCreditBundle;
  action?: ReactNode;
  discounted?: TDiscounted | null;
}) {
  const { t, credits, money, perCredit } = usePaymentsFormat();
  const price = discounted?.price ?? bundle.price;
  return (
    <li className="col">
      <div
        className={`card card-soft bundle-card h-100 text-center p-3${bundle.popular ? ' bundle-popular' : ''}`}
        data-bundle={bundle.id}
      >
        {bundle.popular && (
          <span className="badge rounded-pill bundle-badge">{t('payments.popular')}</span>
        )}
        <h3 className="h4 fw-bold mb-1 mt-2">{credits(bundle.credits)}</h3>
        {discounted ? (
          <p className="mb-0 bundle-price-discounted">
            <s className="text-body-secondary me-2">
              <span className="visually-hidden">{t('offers.original_price')}: </span>
              <span data-testid="original-price" className="text-nowrap">
                {money(bundle.price, bundle.currency)}
              </span>
            </s>
            <span className="fs-3 fw-bold bundle-price">
              <span className="visually-hidden">{t('offers.discounted_price')}: </span>
              <span data-testid="price" className="text-nowrap">
                {money(discounted.price, bundle.currency)}
              </span>
            </span>
          </p>
        ) : (
          <p className="fs-3 fw-bold mb-0 bundle-price text-nowrap" data-testid="price">
            {money(bundle.price, bundle.currency)}
          </p>
        )}
        <p className="small text-body-secondary">
          {t('payments.price_per_credit', {
            price: perCredit(price, bundle.credits, bundle.currency),
          })}
        </p>
        {action && <div className="mt-auto">{action}</div>}
      </div>
    </li>
  );
}

/**
 * The bundles as a grid of cards: one column on a phone, up to four on a desktop. `narrow` keeps
 * two to a row beside other content (premium), where four cards left the price too little room.
 */
export function BundleGrid({
  bundles,
  action,
  discounted,
  narrow = false,
}: {
  bundles: TCreditBundle[];
  action?: (bundle: TCreditBundle) => ReactNode;
  discounted?: (bundle: TCreditBundle) => TDiscounted | null;
  narrow?: boolean;
}) {
  return (
    <ul
      className={`list-unstyled row row-cols-1 row-cols-sm-2${narrow ? '' : ' row-cols-lg-4'} g-3 mb-0`}
    >
      {bundles.map((bundle) => (
        <BundleCard
          key={bundle.id}
          bundle={bundle}
          action={action?.(bundle)}
          discounted={discounted?.(bundle) ?? null}
        />
      ))}
    </ul>
  );
}
