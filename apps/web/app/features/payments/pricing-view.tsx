import { Link } from 'react-router';
import type { TPricingResponse } from '@cupido/contract/browser';
import { useSite } from '../../lib/use-root-data.ts';
import { MethodList } from './method-list.tsx';
import { SignupButton } from './signup-button.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The public price list (route `pricing`, linked from the footer): the bundles of the site's
 * country with price and price per credit, what costs credits, and the refund rule.
 */
export function PricingView({ pricing }: { pricing: TPricingResponse }) {
  const { t, credits, money, perCredit } = usePaymentsFormat();
  const { settings, user } = useSite();
  const costs = [
    { label: t('payments.cost_message'), credits: settings.message_credits },
    { label: t('payments.cost_photo'), credits: settings.photo_credits },
    { label: t('payments.cost_gift'), credits: settings.gift_credits },
  ];
  return (
    <div className="pay-page container py-4 pay-page-860">
      <h1 className="h3 fw-bold">{t('payments.pricing_title')}</h1>
      <p className="text-body-secondary">{t('payments.pricing_intro')}</p>
      <div className="row g-4">
        <section className="col-md-7" aria-labelledby="pricing-bundles">
          <h2 id="pricing-bundles" className="h5 fw-bold">
            {t('payments.pricing_bundles')}
          </h2>
          <div className="card card-soft">
            <table className="table mb-0 align-middle pricing-table">
              <thead>
                <tr>
                  <th scope="col">{t('payments.bundle')}</th>
                  <th scope="col" className="text-end">
                    {t('payments.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {pricing.bundles.map((bundle) => (
                  <tr key={bundle.id}>
                    <th scope="row" className="fw-semibold">
                      {credits(bundle.credits)}
                      {bundle.popular && (
                        <span className="badge rounded-pill bundle-badge-inline">
                          {t('payments.popular')}
                        </span>
                      )}
                    </th>
                    <td className="text-end text-nowrap">
                      <span className="fw-bold d-block">
                        {money(bundle.price, bundle.currency)}
                      </span>
                      <span className="small text-body-secondary">
                        {t('payments.price_per_credit', {
                          price: perCredit(bundle.price, bundle.credits, bundle.currency),
                        })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section className="col-md-5" aria-labelledby="pricing-costs">
          <h2 id="pricing-costs" className="h5 fw-bold">
            {t('payments.pricing_costs')}
          </h2>
          <dl className="card card-soft p-3 mb-3">
            {costs.map((c) => (
              <div key={c.label} className="d-flex justify-content-between gap-2">
                <dt className="fw-normal">{c.label}</dt>
                <dd className="fw-bold mb-1">{credits(c.credits)}</dd>
              </div>
            ))}
          </dl>
          <p className="small">
            {t('payments.pricing_refund', { refund_days: pricing.refund_days })}{' '}
            <Link to="/pages/return-policy">{t('footer.return_policy')}</Link>
          </p>
          <p className="small text-body-secondary">{t('payments.vat_note')}</p>
          {user ? (
            <Link to="/credits" className="btn btn-brand rounded-pill px-4">
              {t('payments.shop_title')}
            </Link>
          ) : (
            <SignupButton />
          )}
        </section>
      </div>
      <MethodList methods={pricing.methods} />
    </div>
  );
}
