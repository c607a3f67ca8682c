import { Link } from 'react-router';
import { useSignupModal } from '../../lib/signup-modal.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** 'Sign up for free' for visitors on the price pages: the sign-up modal (a page on phones). */
export function SignupButton() {
  const { t } = useI18n();
  const signup = useSignupModal();
  return (
    <Link
      to="/signup"
      className="btn btn-brand rounded-pill px-4"
      onClick={(event) => {
        event.preventDefault();
        signup.open();
      }}
    >
      {t('payments.pricing_signup')}
    </Link>
  );
}
