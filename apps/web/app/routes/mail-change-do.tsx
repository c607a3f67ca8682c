import { useSearchParams, type MetaFunction } from 'react-router';
import { TokenAction } from '../features/accounts/token-action.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'mail_change.title')];

export default function MailChangeDo() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <PageCard title={t('mail_change.title')}>
      <TokenAction
        token={params.get('token') ?? ''}
        endpoint="POST /api/email-change-do.php"
        label={t('mail.email_change.button')}
        doneText={t('mail_change.done')}
      />
    </PageCard>
  );
}
