import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { redirectMembers } from '../lib/session.server.ts';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  redirectMembers(request, context, new URL(request.url).searchParams.get('next'));

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'login.title')];

export default function Login() {
  const { t } = useI18n();
  return (
    <PageCard title={t('login.title')}>
      <LoginForm />
    </PageCard>
  );
}
