import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ChangeEmailForm } from '../features/accounts/change-email-form.tsx';
import { ChangePasswordForm } from '../features/accounts/change-password-form.tsx';
import { BlockedMembers } from '../features/profiles/blocked-members.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { titleMeta } from '../lib/meta-t.ts';
import { requireUser } from '../lib/session.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { PageCard } from '../ui/page-card.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { blocked } = await load(context, 'GET /api/blocks.php');
  return { email: user.email, blocked };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'settings.title')];

export default function Settings() {
  const { t } = useI18n();
  const { email, blocked } = useLoaderData<typeof loader>();
  return (
    <PageCard title={t('settings.title')} wide>
      <ChangeEmailForm currentEmail={email} />
      <hr className="my-4" />
      <ChangePasswordForm />
      <hr className="my-4" />
      <BlockedMembers blocked={blocked} />
      <hr className="my-4" />
      <h2 className="h5">{t('settings.delete_title')}</h2>
      <p className="text-secondary">{t('settings.delete_intro')}</p>
      <Link to="/settings/delete" className="btn btn-outline-danger rounded-pill">
        {t('settings.delete_link')}
      </Link>
    </PageCard>
  );
}
