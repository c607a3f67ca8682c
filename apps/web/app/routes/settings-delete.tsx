import type { LoaderFunctionArgs } from 'react-router';
import { DeleteAccountFlow } from '../features/accounts/delete-account-flow.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { requireUser } from '../lib/session.server.ts';
import { PageCard } from '../ui/page-card.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function SettingsDelete() {
  const { t } = useI18n();
  return (
    <PageCard title={t('delete.title')} wide>
      <DeleteAccountFlow />
    </PageCard>
  );
}
