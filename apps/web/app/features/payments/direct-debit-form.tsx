import { useState } from 'react';
import {
  normaliseMobile,
  type TCreditBundle,
  type TDirectDebitOrder,
} from '@cupido/contract/browser';
import {
  CallForm,
  CallFormAlert,
  useCallForm,
  useFieldError,
  useSentValues,
} from '../../ui/call-form.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
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

function Spinner() {
  const { busy } = useCallForm();
  return busy ? (
    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
  ) : null;
}

/** The required authorisation checkbox, with its error unless changed since. */
function Authorised({
  label,
  edited,
  checked,
  onChange,
}: {
  label: string;
  edited: boolean;
  checked: boolean;
  onChange: () => void;
}) {
  const formError = useFieldError('authorised');
  const error = edited ? undefined : formError;
  return (
    <div className="form-check mb-3">
      <input
        id="dd-authorised"
        name="authorised"
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        defaultChecked={checked}
        onChange={onChange}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'dd-authorised-error' : undefined}
      />
      <label className="form-check-label" htmlFor="dd-authorised">
        {label}
      </label>
      {error && (
        <div id="dd-authorised-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The direct-debit form of spec section 3: account holder, IBAN, address and mobile number, the
 * mandate text with the site's company, and the required authorisation. The API checks it (IBAN
 * checksum and country, a mobile number) and sends the SMS code (decision 40).
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
  const sent = useSentValues('POST /api/directdebit.php');
  // Fields changed since the last check no longer show its error.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const edit = (name: string) => {
    if (!edited.has(name)) setEdited((s) => new Set(s).add(name));
  };
  // The API checks the mobile number against the bundle's country only once the rest is valid;
  // checked here too, so that it is named with the other fields at once.
  const [phoneError, setPhoneError] = useState<string>();
  // One key per visit of the form: a double click answers the same order (and one SMS).
  const [key] = useState(onceKey);
  const params = { company_name: company.name, amount: money(amount, bundle.currency) };

  const field = (name: TField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`direct_debit.${name}`)}
      name={name}
      defaultValue={sent[name]}
      onChange={() => edit(name)}
      // '' shows no error; undefined shows the form's for the field.
      error={edited.has(name) ? '' : name === 'phone' ? phoneError : undefined}
      required
      {...extra}
    />
  );

  return (
    <CallForm
      call="POST /api/directdebit.php"
      aria-labelledby="dd-heading"
      className="card card-soft p-3 p-md-4"
      ownAlert
      onDone={(answer) => onStarted(answer.order)}
      onError={(error) => {
        const fields = { ...error.fields };
        const phone = document.getElementsByName('phone')[0] as HTMLInputElement | undefined;
        if (error.fields && !fields.phone && !normaliseMobile(phone?.value ?? '', country))
          fields.phone = t('field.phone_invalid');
        setPhoneError(error.fields?.phone ? undefined : fields.phone);
        setEdited(new Set());
        const first = [...FIELDS, 'authorised'].find((f) => fields[f]);
        if (first) document.getElementsByName(first)[0]?.focus();
        return false;
      }}
    >
      <input type="hidden" name="bundle_id" value={bundle.id} />
      <input type="hidden" name="idempotency_key" value={key} />
      {next && <input type="hidden" name="return_path" value={next} />}
      {code && <input type="hidden" name="discount_code" value={code} />}
      <h2 id="dd-heading" className="h5 fw-bold">
        {t('payments.method_sdd')}
      </h2>
      <p>{t('direct_debit.intro')}</p>
      <CallFormAlert />
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
          className: 'col-7 col-sm-8 mb-3',
        })}
        {field('house_number', { maxLength: 20, className: 'col-5 col-sm-4 mb-3' })}
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
      <Authorised
        label={t('direct_debit.authorise', params)}
        edited={edited.has('authorised')}
        checked={sent.authorised === 'on'}
        onChange={() => edit('authorised')}
      />
      <SubmitButton className="btn btn-brand rounded-pill px-4">
        <Spinner />
        {t('direct_debit.submit')}
      </SubmitButton>
    </CallForm>
  );
}
