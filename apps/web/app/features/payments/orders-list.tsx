import { Link } from 'react-router';
import type { TPayment } from '@cupido/contract/browser';
import { StatusBadge } from './status-badge.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/** The member's orders, newest first (route transactions-id without an id). */
export function OrdersList({ orders }: { orders: TPayment[] }) {
  const { t, credits, money, method, date } = usePaymentsFormat();
  return (
    <div className="pay-page container py-4 pay-page-860">
      <h1 className="h3 fw-bold mb-3">{t('payments.orders_title')}</h1>
      {orders.length === 0 ? (
        <p className="alert alert-info">
          {t('payments.no_orders')} <Link to="/credits">{t('payments.shop_title')}</Link>
        </p>
      ) : (
        <ul className="list-unstyled d-grid gap-2 mb-0" data-testid="orders">
          {orders.map((order) => (
            <li key={order.id} className="card card-soft" data-order={order.id}>
              <Link
                to={`/transactions/${order.id}`}
                className="d-flex align-items-center gap-3 p-3 text-reset text-decoration-none"
              >
                <span className="fw-bold me-auto">
                  {t('payments.order_number', { id: order.id })}
                  <span className="d-block small fw-normal text-body-secondary">
                    {date(order.created_at)} · {method(order.method)}
                  </span>
                </span>
                {/* The credits and their price on one line, the status under them: on a phone they
                    wrapped apart, the price alone under the date, differently in each order. */}
                <span className="text-end text-nowrap">
                  <span className="d-block">
                    <span className="me-2">{credits(order.credits)}</span>
                    <span className="fw-semibold">{money(order.amount, order.currency)}</span>
                  </span>
                  <StatusBadge status={order.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 && (
        <p className="mt-3">
          <Link to="/credits">{t('payments.shop_title')}</Link>
        </p>
      )}
    </div>
  );
}
