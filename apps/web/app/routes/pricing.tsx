import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { PricingView } from '../features/payments/pricing-view.tsx';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** pricing: the public price list (footer link), for visitors and members alike. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { messages } = await loadRootData(request, context);
  const pricing = await load(context, 'GET /api/pricing.php');
  return { pricing, title: messages['payments.pricing_title'] };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Pricing() {
  const { pricing } = useLoaderData<typeof loader>();
  return <PricingView pricing={pricing} />;
}
