import { Link } from 'react-router';
import { PHOTO_LIMITS, type TCreditBundle, type TCreditsResponse } from '@cupido/contract/browser';
import { useLive } from '../../lib/live.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { CheckIcon, CoinIcon, ImageIcon, StarIcon } from '../../ui/icons.tsx';
import { BundleGrid } from './bundle-card.tsx';
import { MethodList } from './method-list.tsx';
import { checkoutPath } from './paths.ts';
import { codeFor, discountedPrice } from './shop-discount.ts';
import { SignupButton } from './signup-button.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The premium package overview (route `premium`, spec sections 1 and 6): what the first purchase
 * gives (all photos, 25 uploads, Credits instead of Get Premium, the 46% claim of section 9)
 * and the bundles, the popular one marked, at a member's discounted price where their discount
 * applies (as in the shop). Visitors see the same and are asked to sign up.
 */
export function PremiumView({
  bundles,
  methods,
  discount = null,
}: {
  bundles: TCreditBundle[];
  methods: readonly string[];
  discount?: TCreditsResponse['discount'];
}) {
  const shop = { discount };
  const { t, credits, money } = usePaymentsFormat();
  const { user } = useSite();
  const live = useLive();
  const benefits = [
    { icon: <ImageIcon />, text: t('payments.premium_photos') },
    {
      icon: <CheckIcon size={20} />,
      text: t('payments.premium_uploads', {
        count: PHOTO_LIMITS.premium,
        free: PHOTO_LIMITS.free,
      }),
    },
    { icon: <CoinIcon />, text: t('payments.premium_nav') },
    { icon: <StarIcon />, text: t('payments.premium_chance') },
  ];
  return (
    <div className="pay-page container py-4">
      <div className="row g-4 align-items-start">
        <div className="col-lg-5">
          <h1 className="h3 fw-bold">{t('payments.premium_title')}</h1>
          <p className="text-body-secondary">{t('payments.premium_intro')}</p>
          {user && live.paidUser && (
            <p className="alert alert-success" role="status">
              {t('payments.premium_already')}
            </p>
          )}
          <h2 className="h5 fw-bold">{t('payments.premium_benefits')}</h2>
          <ul className="list-unstyled benefit-list">
            {benefits.map((b) => (
              <li key={b.text}>
                {b.icon}
                <span>{b.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-lg-7">
          <h2 className="h5 fw-bold mb-4">{t('payments.premium_bundles')}</h2>
          <BundleGrid
            bundles={bundles}
            narrow
            discounted={(bundle) => discountedPrice(shop, bundle.id)}
            action={(bundle) => {
              if (!user) return null;
              const code = codeFor(shop, bundle.id);
              const price = discountedPrice(shop, bundle.id)?.price ?? bundle.price;
              return (
                <Link
                  to={checkoutPath(bundle.id, null, null, code ? { code } : {})}
                  className={`btn w-100 rounded-pill ${bundle.popular ? 'btn-brand' : 'btn-outline-brand'}`}
                  aria-label={t('payments.select_bundle', {
                    credits: credits(bundle.credits),
                    price: money(price, bundle.currency),
                  })}
                >
                  {t('payments.select')}
                </Link>
              );
            }}
          />
          {!user && (
            <div className="mt-3">
              <SignupButton />
            </div>
          )}
          <MethodList methods={methods} />
        </div>
      </div>
    </div>
  );
}
