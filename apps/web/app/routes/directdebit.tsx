import {
  data,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the loader's: the browser build drops it.
import { ZDirectDebitIdQuery } from '@cupido/contract';
import { DirectDebitView } from '../features/payments/direct-debit-view.tsx';
import { loadShop, nextPath } from '../features/payments/load-shop.server.ts';
import { checkoutPath } from '../features/payments/paths.ts';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { codeFor } from '../features/payments/shop-discount.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/**
 * directdebit (/directdebit?bundle={id}): paying bundle {id} by SEPA direct debit, the form of
 * spec section 3 and then the SMS code (decision 29). `?order=` names the member's order waiting
 * for its code (kept across a reload); `?next=` and `?code=` travel as in the checkout. A bundle
 * the member cannot pay this way goes back to its checkout's method picker.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('bundle'));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const { shop, messages } = await loadShop(request, context);
  const bundle = shop.bundles.find((b) => b.id === id);
  if (!bundle) throw data(null, { status: 404 });
  const next = nextPath(request);
  const code = codeFor(shop, bundle.id);
  const only = code ? shop.discount?.paymentmethods : null;
  if (!shop.methods.includes('sdd') || (only && !only.includes('sdd')))
    throw redirect(checkoutPath(bundle.id, null, next, code ? { code } : {}));
  const orderParam = url.searchParams.get('order');
  const query = orderParam === null ? null : ZDirectDebitIdQuery.safeParse({ id: orderParam });
  if (query && !query.success) throw data(null, { status: 404 });
  const order = query
    ? (await load(context, 'GET /api/directdebit.php', { query: { id: query.data.id } })).order
    : null;
  if (order?.payment_id)
    throw redirect(checkoutPath(bundle.id, 'sdd', next, { payment: String(order.payment_id) }));
  return { shop, bundle, order, next, code, title: messages['direct_debit.title'] };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function DirectDebit() {
  const { shop, bundle, order, next, code } = useLoaderData<typeof loader>();
  return (
    <DirectDebitView
      key={`${bundle.id}/${order?.id ?? ''}`}
      shop={shop}
      bundle={bundle}
      initialOrder={order}
      next={next}
      code={code}
    />
  );
}
