import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadShop, nextPath } from '../features/payments/load-shop.server.ts';
import { ShopView } from '../features/payments/shop-view.tsx';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/** credits (/credits): the credits shop of spec section 2. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop, messages } = await loadShop(request, context);
  return { shop, next: nextPath(request), title: messages['payments.shop_title'] };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Credits() {
  const { shop, next } = useLoaderData<typeof loader>();
  return <ShopView shop={shop} next={next} />;
}
