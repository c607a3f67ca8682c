import { Link, type LoaderFunctionArgs } from 'react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { redirectMembers } from '../lib/session.server.ts';
import { useSignupModal } from '../lib/signup-modal.tsx';
import { PageCard } from '../ui/page-card.tsx';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  redirectMembers(request, context, new URL(request.url).searchParams.get('next'));

export default function Login() {
  const { t } = useI18n();
  const signup = useSignupModal();
  return (
    <PageCard title={t('login.title')}>
      <LoginForm />
      <hr />
      <p className="text-center mb-0">
        {t('login.no_account')}{' '}
        <Link
          to="/signup"
          onClick={(event) => {
            event.preventDefault();
            signup.open();
          }}
        >
          {t('signup.title')}
        </Link>
      </p>
    </PageCard>
  );
}
