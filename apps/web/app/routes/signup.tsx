import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { SignupFlow } from '../features/accounts/signup-flow.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { redirectMembers } from '../lib/session.server.ts';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  redirectMembers(request, context);

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'signup.title')];

/** The sign-up page, used on phones (desktop opens the same flow in a modal). */
export default function Signup() {
  const { t } = useI18n();
  return (
    <PageCard title={t('signup.title')}>
      <p className="text-secondary">{t('signup.lead')}</p>
      <SignupFlow />
    </PageCard>
  );
}
