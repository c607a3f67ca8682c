import { useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { TCreditsResponse, TRepeatOrderInput } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { checkoutPath } from './paths.ts';
import { onceKey } from './payment-key.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * Repeat order (route credits-repeat-order): the last bundle again with the saved card, in one
 * step (a recurring payment, no payment page); the member can see and remove the saved card.
 * The result shows on the checkout's return page, which handles a refused card.
 */
export function RepeatOrderView({ shop, next }: { shop: TCreditsResponse; next: string | null }) {
  const { t, credits, money, locale } = usePaymentsFormat();
  const monthYear = (yyyyMm: string) =>
    dateTimeFormat(locale, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${yyyyMm}-01T00:00:00Z`),
    );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const key = useRef(onceKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const bundle = shop.bundles.find((b) => b.id === shop.last_bundle_id) ?? null;
  const card = shop.saved_card;

  async function buy() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const input: TRepeatOrderInput = {
        idempotency_key: key.current,
        ...(next ? { return_path: next } : {}),
      };
      const answer = await call('POST /api/repeat-order.php', { body: input });
      if (!answer) return;
      const { payment } = answer;
      if (payment.status === 'open' && payment.checkout_url) {
        window.location.assign(payment.checkout_url);
        return;
      }
      void navigate(
        checkoutPath(payment.bundle_id, payment.method, next, { payment: String(payment.id) }),
      );
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof ApiError ? failure.message : t('error.try_again_later'));
    }
  }

  async function removeCard() {
    setError(null);
    try {
      await call('DELETE /api/saved-card.php');
      setRemoved(true);
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('error.try_again_later'));
    }
  }

  return (
    <div className="pay-page container py-4 checkout-page">
      <h1 className="h3 fw-bold mb-3">{t('payments.repeat_title')}</h1>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {removed && (
        <p className="alert alert-success" role="status">
          {t('payments.card_removed')}
        </p>
      )}
      {card && bundle ? (
        <section className="card card-soft p-3 p-md-4 mb-3">
          <p className="fs-5">
            {t('payments.repeat_text', {
              credits: credits(bundle.credits),
              price: money(bundle.price, bundle.currency),
            })}
          </p>
          <button
            type="button"
            className="btn btn-brand rounded-pill px-4 align-self-start"
            disabled={busy}
            onClick={() => void buy()}
          >
            {t('payments.repeat_buy')}
          </button>
        </section>
      ) : (
        !card && <p className="alert alert-info">{t('payments.no_saved_card')}</p>
      )}
      {card && (
        <section className="card card-soft p-3 mb-3" aria-labelledby="saved-card-heading">
          <h2 id="saved-card-heading" className="h6 text-body-secondary">
            {t('payments.saved_card')}
          </h2>
          <p className="mb-1 fw-semibold" data-testid="saved-card">
            {t('payments.card_label', {
              brand: card.label ?? t('payments.method_creditcard'),
              last4: card.last4 ?? '····',
            })}
          </p>
          {card.expires && (
            <p className="small text-body-secondary">
              {t('payments.card_expires', { expiry: monthYear(card.expires) })}
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline-danger btn-sm rounded-pill align-self-start"
            onClick={() => void removeCard()}
          >
            {t('payments.remove_card')}
          </button>
        </section>
      )}
      <Link to="/credits">{t('payments.other_bundle')}</Link>
    </div>
  );
}
