import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { PremiumView } from '../features/payments/premium-view.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/**
 * premium: the premium package overview (members area, spec section 2). Members see the bundles
 * of their own country; visitors those of the site's country.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, messages } = await loadRootData(request, context);
  const shop = user ? await load(context, 'GET /api/credits.php', { query: {} }) : null;
  const offer = shop ?? (await load(context, 'GET /api/pricing.php'));
  return {
    bundles: offer.bundles,
    methods: offer.methods,
    // A member's discount (the time bonus, a code they were given) shows here as in the shop.
    discount: shop?.discount ?? null,
    title: messages['payments.premium_title'],
  };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Premium() {
  const { bundles, methods, discount } = useLoaderData<typeof loader>();
  return <PremiumView bundles={bundles} methods={methods} discount={discount} />;
}
