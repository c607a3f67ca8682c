import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TCreditsResponse, TPaymentMethod, TPaymentResponse } from '@cupido/contract/browser';
import { CARD_METHODS } from '@cupido/contract/browser';
import { useToast } from '../../ui/toast.tsx';
import { isFinal } from './checkout-state.ts';
import { MethodPicker } from './method-picker.tsx';
import { checkoutPath } from './paths.ts';
import { firstCompletionNotice, forgetPaymentKey } from './payment-key.ts';
import { usePaymentStatus } from './use-payment-status.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The return page (spec section 4): pending keeps checking; completed shows the toast 'Payment
 * complete' (once a payment, in this tab), the credits added and the new balance, and leads back to
 * where the member was (from the shop: on to the chats or the search); failed or cancelled
 * offers the other methods; a refused saved card offers the card or PayPal.
 */
export function PaymentResult({
  initial,
  shop,
  next,
}: {
  initial: TPaymentResponse;
  shop: TCreditsResponse;
  next: string | null;
}) {
  const { t, credits, method: methodName } = usePaymentsFormat();
  const { payment, balance, state } = usePaymentStatus(initial);
  const back = next ?? payment.return_path;
  // A failed or cancelled payment gave its discount code back: trying again keeps it.
  const withCode: Record<string, string> = payment.discount_code
    ? { code: payment.discount_code }
    : {};

  useEffect(() => {
    // A decided attempt is over: trying again is a new payment.
    if (isFinal(state)) forgetPaymentKey(payment.bundle_id, payment.method, payment.discount_code);
  }, [state, payment.bundle_id, payment.method, payment.discount_code]);

  const toast = useToast();
  const completed = state === 'completed';
  useEffect(() => {
    if (completed && firstCompletionNotice(payment.id)) toast(t('payments.complete'));
  }, [completed, payment.id, toast, t]);

  const creditsAdded = (count: number) => t('payments.credits_added', { count });
  // Bought from the shop itself, 'Continue' would lead back to it: on to the chats or the search.
  const onward: [string, string][] = isShop(back)
    ? [
        ['/chats', t('payments.to_messages')],
        ['/members', t('nav.search_members')],
      ]
    : [[back, t('payments.continue')]];

  const choices = cardFailedChoices(shop, payment.method);
  const picker = (exclude?: readonly string[]) => (
    <section className="mt-4" aria-labelledby="other-methods">
      <h2 id="other-methods" className="h5 fw-bold">
        {t('payments.other_methods')}
      </h2>
      <MethodPicker
        bundleId={payment.bundle_id}
        methods={shop.methods}
        next={back}
        exclude={exclude}
        headingId="other-methods"
        code={payment.discount_code}
      />
    </section>
  );

  return (
    <div role="status" aria-live="polite" data-state={state} data-testid="payment-result">
      {state === 'pending' && (
        <div className="card card-soft p-3 p-md-4">
          <h1 className="h4 fw-bold d-flex align-items-center gap-2">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {t('payments.pending_title')}
          </h1>
          <p className="mb-0">{t('payments.pending_text')}</p>
        </div>
      )}
      {state === 'completed' && (
        // The toast says 'Payment complete' (spec section 4); the card says what it brought.
        <div className="card card-soft p-3 p-md-4 text-center">
          <h1 className="h3 fw-bold text-success">{creditsAdded(payment.credits)}</h1>
          <p className="mb-3">
            <span className="d-block small text-body-secondary">{t('payments.new_balance')}</span>
            <span className="fs-3 fw-bold" data-testid="new-balance">
              {credits(balance)}
            </span>
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            {onward.map(([to, label], i) => (
              <Link
                key={to}
                to={to}
                className={`btn rounded-pill px-4 ${i === 0 ? 'btn-brand' : 'btn-outline-brand'}`}
              >
                {label}
              </Link>
            ))}
            <Link to={`/transactions/${payment.id}`} className="btn btn-link">
              {t('payments.receipt')}
            </Link>
          </div>
        </div>
      )}
      {state === 'refunded' && (
        <div className="card card-soft p-3 p-md-4 text-center">
          <h1 className="h4 fw-bold">{t('payments.refunded_title')}</h1>
          <p>{t('payments.refunded_text')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to={`/transactions/${payment.id}`} className="btn btn-brand rounded-pill px-4">
              {t('payments.view_order')}
            </Link>
            <Link to="/credits" className="btn btn-link">
              {t('payments.shop_title')}
            </Link>
          </div>
        </div>
      )}
      {state === 'failed' && (
        <>
          <div className="alert alert-danger">
            <h1 className="h5 fw-bold">{t('payments.failed')}</h1>
            <p className="mb-0">{t('payments.failed_text')}</p>
          </div>
          <Link
            to={checkoutPath(payment.bundle_id, payment.method, back, withCode)}
            className="btn btn-outline-brand rounded-pill"
          >
            {t('payments.try_again', { method: methodName(payment.method) })}
          </Link>
          {picker([payment.method])}
        </>
      )}
      {state === 'card_failed' && (
        <CardFailed bundleId={payment.bundle_id} choices={choices} back={back} />
      )}
      {/* The other methods: not again the two that have their own buttons above. */}
      {state === 'card_failed' && picker([choices.card, choices.paypal].filter((m) => m !== null))}
    </div>
  );
}

/** The shop's own pages (the shop, a bundle's checkout): no place to go back to after paying. */
const isShop = (path: string) => /^\/credits(?:[/?#]|$)/.test(path);

/**
 * What a refused stored card offers (spec section 8): the card entered by hand (with the saved
 * card's own brand where the shop offers it), and PayPal.
 */
function cardFailedChoices(
  shop: TCreditsResponse,
  refused: TPaymentMethod,
): { card: TPaymentMethod | null; paypal: TPaymentMethod | null } {
  const cards = shop.methods.filter((m) => (CARD_METHODS as readonly string[]).includes(m));
  // A repeat order is paid as 'creditcard'; the saved card's label names its brand ('Visa').
  const brand = shop.saved_card?.label?.toLowerCase().replace(/\s+/g, '');
  const card = cards.find((m) => m === brand) ?? (cards.includes(refused) ? refused : cards[0]);
  return { card: card ?? null, paypal: shop.methods.includes('paypal') ? 'paypal' : null };
}

/** Spec section 8: the stored card was refused; enter the card by hand, or pay with PayPal. */
function CardFailed({
  bundleId,
  choices,
  back,
}: {
  bundleId: number;
  choices: ReturnType<typeof cardFailedChoices>;
  back: string;
}) {
  const { t } = usePaymentsFormat();
  return (
    <>
      <div className="alert alert-danger">
        <h1 className="h5 fw-bold">{t('payments.card_failed')}</h1>
        <p className="mb-0">{t('payments.card_failed_text')}</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        {choices.card && (
          <Link
            to={checkoutPath(bundleId, choices.card, back)}
            className="btn btn-brand rounded-pill"
          >
            {t('payments.enter_card')}
          </Link>
        )}
        {choices.paypal && (
          <Link
            to={checkoutPath(bundleId, choices.paypal, back)}
            className="btn btn-outline-brand rounded-pill"
          >
            {t('payments.pay_paypal')}
          </Link>
        )}
      </div>
    </>
  );
}
