import {
  data,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the loader's: the browser build drops it.
import { ZPaymentIdQuery } from '@cupido/contract';
import { OrderDetail } from '../features/payments/order-detail.tsx';
import { OrdersList } from '../features/payments/orders-list.tsx';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { loginThenBack } from '../lib/return-path.ts';
import { loadRootData } from '../lib/root-data.server.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

/**
 * transactions-id (/transactions/{id?}): the member's orders, or one with its receipt. Another
 * member's order answers 404 from the server, like an unknown one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, messages } = await loadRootData(request, context);
  if (!user) throw redirect(loginThenBack(new URL(request.url).pathname));
  if (params.id === undefined) {
    // Without an id the call answers the list, with one the order.
    const answer = await load(context, 'GET /api/transactions.php', { query: {} });
    const list = 'transactions' in answer ? answer.transactions : [];
    return { list, detail: null, title: messages['payments.orders_title'] };
  }
  const query = ZPaymentIdQuery.safeParse({ id: params.id });
  if (!query.success) throw data(null, { status: 404 });
  const answer = await load(context, 'GET /api/transactions.php', { query: { id: query.data.id } });
  const detail = 'transaction' in answer ? answer : null;
  if (!detail) throw data(null, { status: 404 });
  return {
    list: null,
    detail,
    title: messages['payments.order_number'].replace('{id}', String(query.data.id)),
  };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function Transactions() {
  const { list, detail } = useLoaderData<typeof loader>();
  if (detail) return <OrderDetail key={detail.transaction.id} initial={detail} />;
  return <OrdersList orders={list ?? []} />;
}
