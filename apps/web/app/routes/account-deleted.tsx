import {
  Link,
  redirect,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { TokenAction } from '../features/accounts/token-action.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

/**
 * A logged-in member's account is not deleted (deletion ends every session, and an account
 * pending deletion cannot log in): the restore link opened again, once restored, said 'Your
 * account has been deleted' with a Restore button that could only fail. They go to members.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await loadRootData(request, context);
  if (user) throw redirect('/members');
  return null;
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'deleted.title')];

/**
 * After deletion: the mail's link restores the account for 14 days (spec section 4), what comes
 * back and what then goes, and the way to the home page (the session has ended). With the token
 * of the mail's link it offers to restore the account.
 */
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
        <>
          <p>{t('deleted.body')}</p>
          <p>{t('deleted.come_back')}</p>
          <p className="small text-secondary">{t('deleted.no_mail')}</p>
          <Link to="/" className="btn btn-brand rounded-pill px-4">
            {t('deleted.home')}
          </Link>
        </>
      )}
    </PageCard>
  );
}
