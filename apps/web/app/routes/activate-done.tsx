import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';

export default function ActivateDone() {
  const { t } = useI18n();
  return (
    <PageCard title={t('activate.done_title')}>
      <p>{t('activate.done_body')}</p>
      <Link to="/members" className="btn btn-brand rounded-pill px-4">
        {t('signup.complete_continue')}
      </Link>
    </PageCard>
  );
}
