import { Link } from 'react-router';
import type { TDiscountRefusal } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Why a code does not apply. A code held by a payment the member started and left names a
 * way to it: the orders page lists it, open, to take up again (the text asks to complete it).
 */
export function DiscountRefusal({ reason }: { reason: TDiscountRefusal }) {
  const { t } = useI18n();
  return (
    <>
      {t(`api.discount_code_${reason}`)}
      {reason === 'held' && (
        <>
          {' '}
          <Link to="/transactions" className="alert-link">
            {t('payments.orders_link')}
          </Link>
        </>
      )}
    </>
  );
}
