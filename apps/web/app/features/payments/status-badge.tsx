import type { TPaymentStatus } from '@cupido/contract/browser';
import { usePaymentsFormat } from './use-payments-format.ts';

const COLOUR: Record<TPaymentStatus, string> = {
  open: 'text-bg-secondary',
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  canceled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refunded: 'text-bg-info',
};

/** A payment's status in words, coloured. */
export function StatusBadge({ status }: { status: TPaymentStatus }) {
  const { t } = usePaymentsFormat();
  return (
    <span className={`badge rounded-pill ${COLOUR[status]}`} data-status={status}>
      {t(`payments.status_${status}`)}
    </span>
  );
}
