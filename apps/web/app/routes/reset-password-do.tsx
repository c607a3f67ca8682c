import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ResetPasswordForm } from '../features/accounts/reset-password-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { callInProcess } from '../lib/ssr-context.server.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageCard } from '../ui/page-card.tsx';
import { titleMeta } from '../lib/meta-t.ts';

/**
 * The link's token, and whether it still works: a spent or expired link says so as the page
 * opens, not after the member typed a new password twice. Checking uses nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const { answer } = await callInProcess(context, 'GET /api/password-reset-do.php', {
    query: { token },
  });
  return { token, works: answer !== null };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'reset_do.title')];

export default function ResetPasswordDo() {
  const { t } = useI18n();
  const { token, works } = useLoaderData<typeof loader>();
  return (
    <PageCard title={t('reset_do.title')}>
      {works ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <FormAlert message={t('api.token_invalid')} />
          <Link to="/reset-password" className="btn btn-brand rounded-pill px-4">
            {t('reset_do.request_new')}
          </Link>
        </>
      )}
    </PageCard>
  );
}
