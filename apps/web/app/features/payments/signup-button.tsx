import { useI18n } from '../../lib/i18n.tsx';
import { SignupLink } from '../../ui/signup-link.tsx';

/** 'Sign up for free' for visitors on the price pages: the sign-up modal (a page on phones). */
export function SignupButton() {
  const { t } = useI18n();
  return (
    <SignupLink className="btn btn-brand rounded-pill px-4">
      {t('payments.pricing_signup')}
    </SignupLink>
  );
}
