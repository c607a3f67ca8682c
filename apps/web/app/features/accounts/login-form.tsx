import { useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { CallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { returnPath } from '../../lib/return-path.ts';
import { SignupLink } from '../../ui/signup-link.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDidYouMean } from './did-you-mean.tsx';

/**
 * Login (spec section 7: POST /api/user.php); afterwards the member goes to members, or back to
 * the page that asked them to log in (`?next=`). Works before the scripts run (decision 40).
 * Below it a visitor without an account finds the sign-up, on every page that asks them to log
 * in (likes, the swipe game, the suggestions), not only on /login.
 */
export function LoginForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const sent = useSentValues('POST /api/user.php');
  // The sign-up's 'Log in now' brings the address that already has an account.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const carried = typeof state?.email === 'string' ? state.email : '';
  const [values, setValues] = useState({ email: sent.email ?? carried, password: '' });
  // A typo in the provider's name ('gmial.com') is said before 'Login failed' is.
  const didYouMean = useDidYouMean(values.email, (email) => setValues((v) => ({ ...v, email })));

  return (
    <>
      <CallForm
        call="POST /api/user.php"
        next={returnPath(search.get('next'))}
        onDone={() => revalidator.revalidate()}
        onError={(error) => {
          if (error.code !== 'account_banned') return false;
          navigate('/pages/blocked');
          return true;
        }}
      >
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          onBlur={didYouMean.onBlur}
          help={didYouMean.help}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <SubmitButton className="btn btn-brand btn-lg w-100 rounded-pill">
          {t('login.submit')}
        </SubmitButton>
        <p className="text-center mt-3 mb-0">
          <Link to="/reset-password">{t('login.forgot')}</Link>
        </p>
      </CallForm>
      <hr />
      <p className="text-center mb-0">
        {t('login.no_account')}{' '}
        {/* One line of its own when the sentence wraps ('Inscription gratuite', 'Iscriviti gratis'). */}
        <SignupLink className="text-nowrap">{t('signup.title')}</SignupLink>
      </p>
    </>
  );
}
