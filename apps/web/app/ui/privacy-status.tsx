import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';

/**
 * Tells a member in invisible or privacy mode that they are hidden (spec section 4), wherever
 * they are: a pill in the navigation leading to the switches. `compact` is the phone's tab bar.
 */
export function PrivacyStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const { user } = useSite();
  if (!user || (!user.invisible && !user.privacy_mode)) return null;
  const label = t(user.invisible ? 'privacy.status_invisible' : 'privacy.status_private');
  if (compact)
    return (
      <span className="tab-bar-status" data-testid="privacy-status">
        <span aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </span>
    );
  return (
    <Link
      to="/profile#privacy"
      className="privacy-status badge rounded-pill text-bg-dark text-decoration-none"
      title={t('privacy.status_help')}
      data-testid="privacy-status"
    >
      {label}
    </Link>
  );
}
