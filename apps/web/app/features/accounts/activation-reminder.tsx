import { useMatches } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { ResendActivation } from '../../ui/resend-activation.tsx';

const HIDDEN_ON = new Set(['signup', 'complete-signup', 'settings', 'notifications']);

/**
 * The activation reminder (spec section 2): a logged-in member whose e-mail is not confirmed
 * and whose profile is still disabled, outside sign-up and settings, with a way to resend.
 */
export function ActivationReminder() {
  const { t } = useI18n();
  const { user } = useSite();
  const matches = useMatches();
  if (
    !user ||
    user.status !== 'not_confirmed' ||
    user.profile.status !== 'disabled' ||
    user.notifications_disabled.length > 0 ||
    matches.some((m) => HIDDEN_ON.has(m.id))
  ) {
    return null;
  }
  return (
    <div className="container mt-3">
      <div
        className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0"
        role="status"
      >
        <span className="me-auto">{t('activation.reminder', { email: user.email })}</span>
        <ResendActivation buttonClassName="btn btn-sm btn-outline-dark" />
      </div>
    </div>
  );
}
