import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';
import { SupportContact } from '../ui/support-contact.tsx';

/** activate-error (spec section 4): the activation link did not activate the account. */
export default function ActivateError() {
  const { t } = useI18n();
  return (
    <PageCard title={t('activate.error_title')}>
      <p role="alert">{t('activate.error_body')}</p>
      <Link to="/login" className="btn btn-brand rounded-pill px-4">
        {t('login.submit')}
      </Link>
      <p className="small text-body-secondary mt-4 mb-1">{t('activate.contact_support')}</p>
      <p className="small mb-0">
        <SupportContact />
      </p>
    </PageCard>
  );
}
