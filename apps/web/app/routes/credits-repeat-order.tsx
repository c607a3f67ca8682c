import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadShop, nextPath } from '../features/payments/load-shop.server.ts';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { RepeatOrderView } from '../features/payments/repeat-order-view.tsx';
import { textTitleMeta } from '../lib/meta-t.ts';

/** credits-repeat-order (/credits/repeat-order): the last bundle again with the saved card. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop, messages } = await loadShop(request, context);
  return { shop, next: nextPath(request), title: messages['payments.repeat_title'] };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function CreditsRepeatOrder() {
  const { shop, next } = useLoaderData<typeof loader>();
  return <RepeatOrderView shop={shop} next={next} />;
}
