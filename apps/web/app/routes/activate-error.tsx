import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';

export default function ActivateError() {
  const { t } = useI18n();
  return (
    <PageCard title={t('activate.error_title')}>
      <p role="alert">{t('activate.error_body')}</p>
      <Link to="/login" className="btn btn-brand rounded-pill px-4">
        {t('login.submit')}
      </Link>
    </PageCard>
  );
}
