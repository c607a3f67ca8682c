import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/accounts/reset-password-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';

export default function ResetPasswordDo() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PageCard title={t('reset_do.title')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </PageCard>
  );
}
