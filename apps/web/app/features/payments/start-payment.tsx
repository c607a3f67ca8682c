import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCreatePaymentInput, TCreditBundle } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { checkoutPath } from './paths.ts';
import { checkoutState, isFinal } from './checkout-state.ts';
import { forgetPaymentKey, paymentKey } from './payment-key.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * Starts paying `bundle` with `method` as soon as the page is open (route
 * credits-id-paymentmethod with a method): the payment is created once — the idempotency key
 * outlives double clicks and reloads — and the member goes to the provider's payment page, which
 * takes this page's place in the history. A payment that needs no page (already decided) shows its state here.
 */
export function StartPayment({
  bundle,
  method,
  next,
  code = null,
}: {
  bundle: TCreditBundle;
  method: TCreatePaymentInput['method'];
  next: string | null;
  /** A discount code (offers): the server checks it and computes the price. */
  code?: string | null;
}) {
  const { t, method: methodName } = usePaymentsFormat();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  /** Creates (or finds again) the payment and leaves for its page; throws when refused. */
  const begin = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const create = (idempotency_key: string) => {
      const input: TCreatePaymentInput = {
        bundle_id: bundle.id,
        method,
        idempotency_key,
        ...(next ? { return_path: next } : {}),
        ...(code ? { discount_code: code } : {}),
      };
      return call('POST /api/payment.php', { body: input });
    };
    let answer = await create(paymentKey(bundle.id, method, code));
    if (answer && isFinal(checkoutState(answer.payment))) {
      // The key was left from an attempt already decided (the member left its return page
      // before it could forget the key): this is a new attempt.
      forgetPaymentKey(bundle.id, method, code);
      answer = await create(paymentKey(bundle.id, method, code));
    }
    if (!answer) return; // logged out: the client is already on its way to '/'
    const { payment } = answer;
    if (payment.status === 'open' && payment.checkout_url) {
      // In place of this page: Back from the provider's page leads to the choice of method,
      // not to this page starting the same payment again (and so back to the provider).
      window.location.replace(payment.checkout_url);
      return; // stays busy: the browser is leaving
    }
    void navigate(checkoutPath(bundle.id, method, next, { payment: String(payment.id) }), {
      replace: true,
    });
  }, [bundle.id, method, next, code, navigate]);

  const fail = useCallback(
    (failure: unknown) => {
      busy.current = false;
      setError(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : t('payments.payment_failed'),
      );
    },
    [t],
  );

  useEffect(() => {
    begin().catch(fail);
  }, [begin, fail]);

  if (error)
    return (
      <div>
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
        <button
          type="button"
          className="btn btn-brand rounded-pill"
          onClick={() => {
            setError(null);
            begin().catch(fail);
          }}
        >
          {t('payments.try_again', { method: methodName(method) })}
        </button>
      </div>
    );
  return (
    <p className="d-flex align-items-center gap-2" role="status" data-state="loading">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('payments.redirecting')}
    </p>
  );
}
