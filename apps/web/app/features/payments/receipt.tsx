import type { TReceipt } from '@cupido/contract/browser';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The printable receipt of a paid order: seller (company info with its VAT numbers, spec
 * section 3), customer, what was bought, the discount code's part and the total, and a refund
 * once one was made. Printing shows only this card.
 */
export function Receipt({ receipt }: { receipt: TReceipt }) {
  const { t, credits, money, method, date } = usePaymentsFormat();
  const { company } = receipt;
  return (
    <section className="card card-soft p-3 p-md-4 receipt" aria-labelledby="receipt-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <h2 id="receipt-heading" className="h4 fw-bold mb-0">
          {/* The number whole: 'HAR-2026-' over '000011' at 375 px. */}
          {t('payments.receipt')} <span className="text-nowrap">{receipt.number}</span>
        </h2>
        <button
          type="button"
          className="btn btn-outline-brand btn-sm rounded-pill no-print"
          onClick={() => window.print()}
        >
          {t('payments.print')}
        </button>
      </div>
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <h3 className="h6 text-body-secondary">{t('payments.seller')}</h3>
          <address className="mb-0">
            <strong>{company.name}</strong>
            <br />
            {company.address}
            <br />
            {company.city}, {company.country}
            <br />
            {company.kvk && (
              <>
                {t('common.labelled', { label: t('payments.coc_number'), value: company.kvk })}
                <br />
              </>
            )}
            {company.vat_numbers.map((vat) => (
              <span key={vat} className="d-block">
                {t('common.labelled', { label: t('payments.vat_number'), value: vat })}
              </span>
            ))}
          </address>
        </div>
        <div className="col-sm-6">
          <h3 className="h6 text-body-secondary">{t('payments.customer')}</h3>
          <p className="mb-0">
            {receipt.customer_name}
            <br />
            {receipt.customer_email}
          </p>
        </div>
      </div>
      <table className="table mb-0">
        <thead>
          <tr>
            <th scope="col">{t('payments.bundle')}</th>
            <th scope="col" className="text-end">
              {t('payments.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {credits(receipt.credits)} · {receipt.site_name} ({receipt.site_domain})
            </td>
            <td className="text-end">{money(receipt.original_amount, receipt.currency)}</td>
          </tr>
          {receipt.discount_code && receipt.discount_amount > 0 && (
            <tr>
              <td>{t('payments.receipt_discount', { code: receipt.discount_code })}</td>
              <td className="text-end">−{money(receipt.discount_amount, receipt.currency)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('payments.total_incl_vat')}</th>
            <td className="text-end fw-bold">{money(receipt.amount, receipt.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="small text-body-secondary mt-3 mb-0">
        {t('payments.paid_at')} {date(receipt.issued_at)} · {method(receipt.method)}
      </p>
      {receipt.refunded_at && receipt.refunded_amount > 0 && (
        <p className="small mt-1 mb-0" data-testid="receipt-refunded">
          {t('payments.receipt_refunded', {
            date: date(receipt.refunded_at),
            amount: money(receipt.refunded_amount, receipt.currency),
          })}
        </p>
      )}
      {receipt.charged_back_at && receipt.charged_back_amount > 0 && (
        <p className="small mt-1 mb-0" data-testid="receipt-charged-back">
          {t('payments.receipt_charged_back', {
            date: date(receipt.charged_back_at),
            amount: money(receipt.charged_back_amount, receipt.currency),
          })}
        </p>
      )}
      {receipt.chargeback_reversed_at && (
        <p className="small mt-1 mb-0" data-testid="receipt-chargeback-reversed">
          {t('payments.receipt_chargeback_reversed', {
            date: date(receipt.chargeback_reversed_at),
          })}
        </p>
      )}
    </section>
  );
}
