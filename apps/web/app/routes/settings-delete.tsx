import {
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DeleteAccountFlow } from '../features/accounts/delete-account-flow.tsx';
import { RetentionOffers } from '../features/offers/retention-offers.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { titleMeta } from '../lib/meta-t.ts';
import { sessionEndExpected } from '../lib/session-end.ts';
import { requireUser } from '../lib/session.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { PageCard } from '../ui/page-card.tsx';

/**
 * settings-delete: account deletion (spec section 4). Its alternatives include real offers: the
 * trial package (the smallest bundle of the member's shop) and the company's deletion discount.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const [offer, shop] = await Promise.all([
    load(context, 'GET /api/retention-offer.php'),
    load(context, 'GET /api/credits.php', { query: {} }),
  ]);
  const trial = [...shop.bundles].sort((a, b) => a.price - b.price)[0] ?? null;
  return { offer, trial };
}

export const meta: MetaFunction = ({ matches }) => [titleMeta(matches, 'delete.title')];

/**
 * Once the deletion has ended the session, the page is not loaded again: the refresh that shows
 * the top bar logged out at once would otherwise send the countdown to the login page.
 */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && !sessionEndExpected();
}

export default function SettingsDelete() {
  const { t } = useI18n();
  const { offer, trial } = useLoaderData<typeof loader>();
  return (
    <PageCard title={t('delete.title')} wide>
      <DeleteAccountFlow offers={<RetentionOffers offer={offer} trial={trial} />} />
    </PageCard>
  );
}
