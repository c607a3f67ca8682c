import { Link } from 'react-router';
import type { TCreditsResponse } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';

const TEXT = {
  time_bonus: { open: 'offers.held_time_bonus', pending: 'offers.held_time_bonus_pending' },
  welcome: { open: 'offers.held_welcome', pending: 'offers.held_welcome_pending' },
} as const;

/**
 * Where a first-purchase discount went (offers, decision 28): a payment the member started and
 * left holds it; the way to that payment, to complete or cancel it (or, pending, to follow it).
 */
export function HeldDiscount({ held }: { held: NonNullable<TCreditsResponse['discount_held']> }) {
  const { t } = useI18n();
  return (
    <div className="alert alert-info" data-testid="discount-held">
      <p className="mb-1">
        {t(TEXT[held.kind][held.payment_status], { percentage: held.percentage })}
      </p>
      <Link to={`/transactions/${held.payment_id}`} className="alert-link">
        {t('offers.held_open')}
      </Link>
    </div>
  );
}
