import { Link } from 'react-router';
import type { TCreditsResponse } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';

const TEXT = {
  time_bonus: 'offers.held_time_bonus_pending',
  welcome: 'offers.held_welcome_pending',
} as const;

/**
 * Where a first-purchase discount went (offers, decision 28): a payment the provider has yet to
 * confirm holds it; the way to that payment, to follow it.
 */
export function HeldDiscount({ held }: { held: NonNullable<TCreditsResponse['discount_held']> }) {
  const { t } = useI18n();
  return (
    <div className="alert alert-info" data-testid="discount-held">
      <p className="mb-1">{t(TEXT[held.kind], { percentage: held.percentage })}</p>
      <Link to={`/transactions/${held.payment_id}`} className="alert-link">
        {t('offers.held_open')}
      </Link>
    </div>
  );
}
