import { ResetRequestForm } from '../features/accounts/reset-request-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';

export default function ResetPassword() {
  const { t } = useI18n();
  return (
    <PageCard title={t('reset.title')}>
      <ResetRequestForm />
    </PageCard>
  );
}
