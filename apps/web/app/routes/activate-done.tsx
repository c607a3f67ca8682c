import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { loginThenBack, returnPath } from '../lib/return-path.ts';
import { useSite } from '../lib/use-root-data.ts';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'activate.done_title')];

/**
 * activate-done (spec section 4): the address is confirmed. A member logged in here goes on to
 * members; where the link was opened logged out (another browser, a mail app's), the way is the
 * login, and then on to `?next=` (a member landing's first contact) or members.
 */
export default function ActivateDone() {
  const { t } = useI18n();
  const { user } = useSite();
  const [search] = useSearchParams();
  const next = returnPath(search.get('next'));
  return (
    <PageCard title={t('activate.done_title')}>
      <p>{t('activate.done_body')}</p>
      {user ? (
        <Link to={next} className="btn btn-brand rounded-pill px-4">
          {t('signup.complete_continue')}
        </Link>
      ) : (
        <Link to={loginThenBack(next)} className="btn btn-brand rounded-pill px-4">
          {t('login.submit')}
        </Link>
      )}
    </PageCard>
  );
}
