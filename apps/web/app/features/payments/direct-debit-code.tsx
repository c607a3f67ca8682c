import { useEffect, useState, type FormEvent } from 'react';
import type { TDirectDebitOrder, TDirectDebitResponse } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * The SMS code step (decision 29): the masked account and phone, the code field, a new code after
 * the cool-down (counted down each second). The server decides: 'Code invalid', expired, used,
 * or paid — then the payment's return page shows the rest.
 */
export function DirectDebitCode({
  order: initial,
  onPaid,
  onStartAgain,
}: {
  order: TDirectDebitOrder;
  onPaid: (order: TDirectDebitOrder) => void;
  onStartAgain: () => void;
}) {
  const { t } = usePaymentsFormat();
  const { errors, formError, fromError, clear } = useFormErrors();
  const [order, setOrder] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [wait, setWait] = useState(initial.resend_in);

  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setWait((w) => (w ? w - 1 : w)), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    setBusy(true);
    setNotice(null);
    clear();
    try {
      const answer = await api.post<TDirectDebitResponse>('/api/directdebit-code.php', {
        id: order.id,
        otp,
      });
      if (answer) {
        setOrder(answer.order);
        onPaid(answer.order);
      }
    } catch (error) {
      fromError(error);
      setBusy(false);
      document.getElementById('dd-otp-field')?.querySelector('input')?.focus();
    }
  };

  const resend = async () => {
    setNotice(null);
    clear();
    try {
      const answer = await api.post<TDirectDebitResponse>('/api/directdebit-resend.php', {
        id: order.id,
      });
      if (answer) {
        setOrder(answer.order);
        setWait(answer.order.resend_in);
        setNotice(t('direct_debit.resent'));
      }
    } catch (error) {
      fromError(error);
    }
  };

  return (
    <section className="card card-soft p-3 p-md-4" aria-labelledby="dd-code-heading">
      <h2 id="dd-code-heading" className="h5 fw-bold">
        {t('direct_debit.code_title')}
      </h2>
      <dl className="row small mb-2">
        <dt className="col-5 col-sm-4">{t('direct_debit.account_holder')}</dt>
        <dd className="col-7 col-sm-8 mb-1">{order.account_holder}</dd>
        <dt className="col-5 col-sm-4">{t('direct_debit.account')}</dt>
        <dd className="col-7 col-sm-8 mb-1" data-testid="iban-masked">
          {order.iban_masked}
        </dd>
      </dl>
      <p>{t('direct_debit.code_sent', { phone: order.phone_masked })}</p>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={formError ?? errors.otp ?? null} />
      <form onSubmit={confirm} noValidate>
        <div id="dd-otp-field">
          <TextField
            label={t('direct_debit.code_label')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            className="mb-3 dd-otp"
          />
        </div>
        <button type="submit" className="btn btn-brand rounded-pill px-4" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('direct_debit.processing') : t('direct_debit.confirm')}
        </button>
      </form>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        {wait !== null && (
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => void resend()}
            disabled={wait > 0}
            aria-describedby={wait > 0 ? 'dd-wait' : undefined}
          >
            {t('direct_debit.resend')}
          </button>
        )}
        {wait !== null && wait > 0 && (
          <span id="dd-wait" className="small text-body-secondary">
            {t('direct_debit.resend_wait', { seconds: wait })}
          </span>
        )}
        <button type="button" className="btn btn-link p-0" onClick={onStartAgain}>
          {t('direct_debit.start_again')}
        </button>
      </div>
    </section>
  );
}
