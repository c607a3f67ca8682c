import {
  data,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { PAYMENT_METHODS, type TPaymentMethod } from '@cupido/contract/browser';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the loader's: the browser build drops it.
import { ZPaymentIdQuery } from '@cupido/contract';
import { CheckoutView } from '../features/payments/checkout-view.tsx';
import { loadShop, nextPath } from '../features/payments/load-shop.server.ts';
import { paymentsLinks } from '../features/payments/payments-links.ts';
import { load } from '../lib/ssr-context.server.ts';
import { textTitleMeta } from '../lib/meta-t.ts';

const isMethod = (value: string): value is TPaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * credits-id-paymentmethod (/credits/{id}/{paymentmethod?}): checkout of bundle {id}. An unknown
 * bundle or method name is the 404 page (spec section 2, failed page validation). Back from the
 * provider, `?payment=` names the payment whose state the page shows; the server answers only
 * the member's own payments.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const method = params.paymentmethod ?? null;
  if (!Number.isSafeInteger(id) || id <= 0 || (method !== null && !isMethod(method)))
    throw data(null, { status: 404 });
  // SEPA direct debit has its own page, the form and the SMS code (route directdebit).
  const search = new URL(request.url).searchParams;
  if (method === 'sdd' && !search.has('payment')) {
    search.set('bundle', String(id));
    throw redirect(`/directdebit?${search}`);
  }
  const { shop, messages } = await loadShop(request, context);
  const bundle = shop.bundles.find((b) => b.id === id);
  if (!bundle) throw data(null, { status: 404 });
  const paymentParam = new URL(request.url).searchParams.get('payment');
  let payment = null;
  if (paymentParam !== null) {
    const query = ZPaymentIdQuery.safeParse({ id: paymentParam });
    if (!query.success) throw data(null, { status: 404 });
    payment = await load(context, 'GET /api/payment.php', { query: { id: query.data.id } });
  }
  return {
    shop,
    bundle,
    method: method as TPaymentMethod | null,
    payment,
    next: nextPath(request),
    asked: search.has('code'),
    title: messages['payments.checkout_title'],
  };
}

export const links = paymentsLinks;
export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d ? [textTitleMeta(matches, d.title)] : [];

export default function CreditsCheckout() {
  const { shop, bundle, method, payment, next, asked } = useLoaderData<typeof loader>();
  return (
    <CheckoutView
      key={`${bundle.id}/${method ?? ''}/${payment?.payment.id ?? ''}`}
      shop={shop}
      bundle={bundle}
      method={method}
      payment={payment}
      next={next}
      asked={asked}
    />
  );
}
