import { useSearchParams } from 'react-router';
import { TokenAction } from '../features/accounts/token-action.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { PageCard } from '../ui/page-card.tsx';

/** After deletion; with the token of the mail's link it offers to restore the account. */
export default function AccountDeleted() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageCard title={t('deleted.title')}>
      {token ? (
        <TokenAction
          token={token}
          endpoint="POST /api/reactivate.php"
          label={t('deleted.restore')}
          doneText={t('deleted.restored')}
          then="/members"
        />
      ) : (
        <p>{t('deleted.body')}</p>
      )}
    </PageCard>
  );
}
