import { useEffect, useState } from 'react';
import type { TDirectDebitOrder } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { CallForm, useCallForm } from '../../ui/call-form.tsx';
import { useFormErrors } from '../../lib/form-errors.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/** The step's alert: the new code's error, or the code's refusal (until a new code is asked). */
function CodeAlert({ resendError, refusal }: { resendError: string | null; refusal: boolean }) {
  const { formError } = useCallForm();
  return <FormAlert message={resendError ?? (refusal ? formError : null)} />;
}

/** The confirm button's text: processing while the code is checked, and once paid. */
function ConfirmLabel({ paid }: { paid: boolean }) {
  const { t } = usePaymentsFormat();
  const busy = useCallForm().busy || paid;
  return (
    <>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? t('direct_debit.processing') : t('direct_debit.confirm')}
    </>
  );
}

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
  const resendForm = useFormErrors();
  const [order, setOrder] = useState(initial);
  const [paid, setPaid] = useState(false);
  // Asking for a new code clears the code's refusal from the screen.
  const [refusal, setRefusal] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [wait, setWait] = useState(initial.resend_in);

  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setWait((w) => (w ? w - 1 : w)), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setNotice(null);
    setRefusal(false);
    resendForm.clear();
    try {
      const answer = await call('POST /api/directdebit-resend.php', { body: { id: order.id } });
      if (answer) {
        setOrder(answer.order);
        setWait(answer.order.resend_in);
        setNotice(t('direct_debit.resent'));
      }
    } catch (error) {
      resendForm.fromError(error);
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
      <CallForm
        call="POST /api/directdebit-code.php"
        ownAlert
        onDone={(answer) => {
          setOrder(answer.order);
          setPaid(true);
          onPaid(answer.order);
        }}
        onError={() => {
          setNotice(null);
          setRefusal(true);
          resendForm.clear();
          document.getElementById('dd-otp-field')?.querySelector('input')?.focus();
          return false;
        }}
      >
        <CodeAlert resendError={resendForm.formError} refusal={refusal} />
        <input type="hidden" name="id" value={order.id} />
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
        <SubmitButton className="btn btn-brand rounded-pill px-4" disabled={paid}>
          <ConfirmLabel paid={paid} />
        </SubmitButton>
      </CallForm>
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
