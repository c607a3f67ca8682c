import { Link, useMatches } from 'react-router';
import { useDismissal } from '../../lib/dismissal.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { MemberAlert } from '../../ui/member-alert.tsx';

const HIDDEN_ON = new Set([
  'profile',
  'signup',
  // The sign-up's last step (spec section 4: 'complete (check e-mail)') is part of the sign-up.
  'complete-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  // The settings pages: the account settings and the deletion under them.
  'settings',
  'settings-delete',
]);

/**
 * Spec section 2: members without a main photo are invited to add photos and a bio, except on
 * the pages listed; dismissing stores a timestamp and the alert stays away.
 */
export function EnrichAlert() {
  const { t } = useI18n();
  const { user } = useSite();
  const matches = useMatches();
  const { dismissed, dismiss } = useDismissal('hide-enrich-alert');
  if (!user || user.profile.main_image || dismissed) return null;
  if (matches.some((m) => HIDDEN_ON.has(m.id))) return null;
  return (
    <MemberAlert tone="info" dismiss={{ label: t('common.dismiss'), onDismiss: dismiss }}>
      <span className="me-auto">{t('alert.enrich')}</span>
      <Link to="/profile" className="btn btn-sm btn-brand rounded-pill">
        {t('alert.enrich_action')}
      </Link>
    </MemberAlert>
  );
}
