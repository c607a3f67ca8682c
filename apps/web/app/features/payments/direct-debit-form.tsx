import { useRef, useState, type FormEvent } from 'react';
import {
  normaliseMobile,
  ZDirectDebitInput,
  type TCreditBundle,
  type TDirectDebitInput,
  type TDirectDebitOrder,
  type TDirectDebitResponse,
} from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { onceKey } from './payment-key.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

const FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
type TField = (typeof FIELDS)[number];

/**
 * The direct-debit form of spec section 3: account holder, IBAN, address and mobile number, the
 * mandate text with the site's company, and the required authorisation. The contract's checks
 * (IBAN checksum and country, a mobile number) run here first; the server checks again and sends
 * the SMS code.
 */
export function DirectDebitForm({
  bundle,
  amount,
  country,
  next,
  code,
  onStarted,
}: {
  bundle: TCreditBundle;
  amount: number;
  country: string;
  next: string | null;
  code: string | null;
  onStarted: (order: TDirectDebitOrder) => void;
}) {
  const { t, money } = usePaymentsFormat();
  const { company } = useSite();
  const { errors, formError, fromIssues, fromError } = useFormErrors();
  const [busy, setBusy] = useState(false);
  // Fields changed since the last check no longer show its error.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // One key per visit of the form: a double click answers the same order (and one SMS).
  const key = useRef<string | null>(null);
  const params = { company_name: company.name, amount: money(amount, bundle.currency) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setEdited(new Set());
    key.current ??= onceKey();
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<
      TField,
      string
    >;
    const input = {
      bundle_id: bundle.id,
      ...values,
      authorised: form.get('authorised') === 'on',
      idempotency_key: key.current,
      ...(next ? { return_path: next } : {}),
      ...(code ? { discount_code: code } : {}),
    };
    const parsed = ZDirectDebitInput.safeParse(input);
    const issues = parsed.success ? [] : [...parsed.error.issues];
    if (!normaliseMobile(values.phone, country) && !issues.some((i) => i.path[0] === 'phone'))
      issues.push({
        code: 'custom',
        path: ['phone'],
        message: 'phone_invalid',
        input: input.phone,
      });
    if (issues.length > 0) {
      const fields = fromIssues(issues);
      const first = [...FIELDS, 'authorised'].find((f) => fields[f]);
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<TDirectDebitResponse>(
        '/api/directdebit.php',
        parsed.data as TDirectDebitInput,
      );
      if (answer) onStarted(answer.order);
    } catch (error) {
      fromError(error);
      setBusy(false);
    }
  };

  const authorisedError = edited.has('authorised') ? undefined : errors.authorised;
  const field = (name: TField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`direct_debit.${name}`)}
      name={name}
      error={edited.has(name) ? undefined : errors[name]}
      required
      {...extra}
    />
  );

  return (
    <form
      className="card card-soft p-3 p-md-4"
      noValidate
      onSubmit={submit}
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (name && !edited.has(name)) setEdited((s) => new Set(s).add(name));
      }}
      aria-labelledby="dd-heading"
    >
      <h2 id="dd-heading" className="h5 fw-bold">
        {t('payments.method_sdd')}
      </h2>
      <p>{t('direct_debit.intro')}</p>
      <FormAlert message={formError} />
      {field('account_holder', { autoComplete: 'name', maxLength: 70 })}
      {field('iban', {
        autoComplete: 'off',
        spellCheck: false,
        autoCapitalize: 'characters',
        maxLength: 50,
        className: 'mb-3 dd-iban',
      })}
      <div className="row g-2">
        {field('street', {
          autoComplete: 'address-line1',
          maxLength: 100,
          className: 'col-8 mb-3',
        })}
        {field('house_number', { maxLength: 20, className: 'col-4 mb-3' })}
      </div>
      <div className="row g-2">
        {field('zip', {
          autoComplete: 'postal-code',
          maxLength: 20,
          className: 'col-5 col-sm-4 mb-3',
        })}
        {field('city', {
          autoComplete: 'address-level2',
          maxLength: 80,
          className: 'col-7 col-sm-8 mb-3',
        })}
      </div>
      {field('phone', {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 30,
        help: t('direct_debit.phone_hint'),
      })}
      <section
        className="border rounded p-3 mb-3 small bg-body-tertiary"
        aria-labelledby="dd-mandate"
      >
        <h3 id="dd-mandate" className="h6 fw-bold">
          {t('direct_debit.mandate_title')}
        </h3>
        <p className="mb-0">{t('direct_debit.mandate', params)}</p>
      </section>
      <div className="form-check mb-3">
        <input
          id="dd-authorised"
          name="authorised"
          type="checkbox"
          className={`form-check-input${authorisedError ? ' is-invalid' : ''}`}
          required
          aria-invalid={authorisedError ? true : undefined}
          aria-describedby={authorisedError ? 'dd-authorised-error' : undefined}
        />
        <label className="form-check-label" htmlFor="dd-authorised">
          {t('direct_debit.authorise', params)}
        </label>
        {authorisedError && (
          <div id="dd-authorised-error" className="invalid-feedback d-block">
            {authorisedError}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-brand rounded-pill px-4" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('direct_debit.submit')}
      </button>
    </form>
  );
}
