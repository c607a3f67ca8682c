import { Link, type MetaFunction } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { PageCard } from '../ui/page-card.tsx';
import { ResendActivation } from '../ui/resend-activation.tsx';
import { SupportContact } from '../ui/support-contact.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'activate.error_title')];

/**
 * activate-error (spec section 4): the activation link did not activate the account. A visitor
 * is asked to log in and ask for a new mail; a member still to confirm their address (logged in)
 * gets the new mail here. (A logged-in member already active never lands here: their link leads
 * on as the first click did.)
 */
export default function ActivateError() {
  const { t } = useI18n();
  const { user } = useSite();
  const confirming = user?.status === 'not_confirmed';
  return (
    <PageCard title={t('activate.error_title')}>
      <p role="alert">{t(confirming ? 'activate.error_body_member' : 'activate.error_body')}</p>
      {confirming ? (
        <p className="d-flex flex-wrap align-items-center gap-2" aria-live="polite">
          <ResendActivation buttonClassName="btn btn-brand rounded-pill px-4" />
        </p>
      ) : (
        <Link to="/login" className="btn btn-brand rounded-pill px-4">
          {t('login.submit')}
        </Link>
      )}
      <p className="small text-body-secondary mt-4 mb-1">{t('activate.contact_support')}</p>
      <p className="small mb-0">
        <SupportContact />
      </p>
    </PageCard>
  );
}
