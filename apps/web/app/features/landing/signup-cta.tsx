import { useI18n } from '../../lib/i18n.tsx';
import { SignupLink } from '../../ui/signup-link.tsx';

/**
 * A lander's one call to action, 'Sign up free': the modal on desktop, the sign-up page on a
 * phone (the link works before hydration too).
 */
export function SignupCta({
  className = 'btn btn-brand btn-lg rounded-pill px-4 fw-semibold',
}: {
  className?: string;
}) {
  const { t } = useI18n();
  return <SignupLink className={className}>{t('index.cta_signup')}</SignupLink>;
}
