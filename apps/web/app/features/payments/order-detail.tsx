import { useState } from 'react';
import { Link } from 'react-router';
import type { TPayment, TTransactionResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useLive } from '../../lib/live.tsx';
import { Receipt } from './receipt.tsx';
import { StatusBadge } from './status-badge.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * One order (route transactions-id with an id): its details, the printable receipt once paid,
 * and the refund of its unused credits while the refund period lasts (spec section 9).
 */
export function OrderDetail({ initial }: { initial: TTransactionResponse }) {
  const { t, credits, money, method, date } = usePaymentsFormat();
  const [order, setOrder] = useState<TPayment>(initial.transaction);
  const [receipt, setReceipt] = useState(initial.receipt);
  const [refunded, setRefunded] = useState(false);
  return (
    <div className="pay-page container py-4 pay-page-760">
      <p className="no-print">
        <Link to="/transactions">{t('payments.all_orders')}</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 fw-bold mb-0 me-2">{t('payments.order_number', { id: order.id })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <dl className="row mb-3">
        <dt className="col-sm-4">{t('payments.date')}</dt>
        <dd className="col-sm-8">{date(order.created_at)}</dd>
        <dt className="col-sm-4">{t('payments.credits_heading')}</dt>
        <dd className="col-sm-8">{credits(order.credits)}</dd>
        <dt className="col-sm-4">{t('payments.amount')}</dt>
        <dd className="col-sm-8">
          {money(order.amount, order.currency)}
          {order.discount_code && order.discount_amount > 0 && (
            <span className="d-block small text-body-secondary" data-testid="order-paid-discount">
              {t('offers.paid_discount', {
                code: order.discount_code,
                amount: money(order.discount_amount, order.currency),
              })}
            </span>
          )}
        </dd>
        <dt className="col-sm-4">{t('payments.method')}</dt>
        <dd className="col-sm-8">{method(order.method)}</dd>
        {order.refunded_amount > 0 && (
          <>
            <dt className="col-sm-4">{t('payments.status_refunded')}</dt>
            <dd className="col-sm-8">
              {t('payments.refunded_amount', {
                amount: money(order.refunded_amount, order.currency),
              })}{' '}
              ({credits(order.refunded_credits)})
            </dd>
          </>
        )}
        {order.charged_back_at && order.charged_back_amount > 0 && (
          <>
            <dt className="col-sm-4">{t('payments.charged_back')}</dt>
            <dd className="col-sm-8" data-testid="order-charged-back">
              {t('payments.charged_back_on', {
                date: date(order.charged_back_at),
                amount: money(order.charged_back_amount, order.currency),
              })}
              {order.refunded_amount === 0 &&
                order.refunded_credits > 0 &&
                ` (${credits(order.refunded_credits)})`}
            </dd>
          </>
        )}
        {order.chargeback_reversed_at && (
          <>
            <dt className="col-sm-4">{t('payments.chargeback_reversed')}</dt>
            <dd className="col-sm-8" data-testid="order-chargeback-reversed">
              {t('payments.chargeback_reversed_on', { date: date(order.chargeback_reversed_at) })}
            </dd>
          </>
        )}
      </dl>
      {order.status === 'open' && order.checkout_url && (
        <div className="alert alert-warning no-print" data-testid="order-open">
          <p>{t('payments.open_text')}</p>
          <a href={order.checkout_url} className="btn btn-brand rounded-pill">
            {t('payments.open_continue')}
          </a>
        </div>
      )}
      {order.status === 'pending' && (
        <div className="alert alert-info no-print" data-testid="order-pending">
          <p className="fw-bold mb-1">{t('payments.pending_title')}</p>
          <p className="mb-0">{t('payments.pending_order_text')}</p>
        </div>
      )}
      {refunded && (
        <p className="alert alert-success no-print" role="status">
          {t('payments.refund_done')}
        </p>
      )}
      {order.refundable && order.refundable_until && (
        <RefundRequest
          order={order}
          onRefunded={(next) => {
            setOrder(next);
            setRefunded(true);
            // The receipt now names the refund too.
            call('GET /api/transactions.php', { query: { id: next.id } })
              .then((answer) => answer && 'receipt' in answer && setReceipt(answer.receipt))
              .catch(() => undefined);
          }}
        />
      )}
      {receipt && <Receipt receipt={receipt} />}
    </div>
  );
}

/** Withdrawal: the unused credits of this purchase back, asked for with a confirmation step. */
function RefundRequest({
  order,
  onRefunded,
}: {
  order: TPayment;
  onRefunded: (order: TPayment) => void;
}) {
  const { t, date } = usePaymentsFormat();
  const live = useLive();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function refund() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await call('POST /api/refund.php', { body: { payment_id: order.id } });
      if (!answer) return;
      live.setCredits(answer.balance);
      onRefunded(answer.payment);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('error.try_again_later'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="card card-soft p-3 mb-3 no-print" aria-labelledby="refund-heading">
      {/* The heading names what comes back; the button stays short (it wrapped on a phone). */}
      <h2 id="refund-heading" className="h6 fw-bold">
        {t('payments.refund_heading')}
      </h2>
      <p className="small">
        {t('payments.refund_explained', { date: date(order.refundable_until!) })}
      </p>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <p className="mb-0 me-2" role="status">
            {t('payments.refund_confirm')}
          </p>
          <button
            type="button"
            className="btn btn-danger rounded-pill"
            disabled={busy}
            onClick={() => void refund()}
          >
            {t('common.yes')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary rounded-pill"
            onClick={() => setConfirming(false)}
          >
            {t('common.no')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline-danger rounded-pill"
          onClick={() => setConfirming(true)}
        >
          {t('payments.refund_button')}
        </button>
      )}
    </section>
  );
}
