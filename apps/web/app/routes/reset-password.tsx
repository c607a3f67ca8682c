import type { MetaFunction } from 'react-router';
import { ResetRequestForm } from '../features/accounts/reset-request-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'reset.title')];

export default function ResetPassword() {
  const { t } = useI18n();
  return (
    <PageCard title={t('reset.title')}>
      <ResetRequestForm />
    </PageCard>
  );
}
