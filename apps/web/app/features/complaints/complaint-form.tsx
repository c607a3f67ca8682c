import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { COMPLAINT_CATEGORIES } from '@cupido/contract/browser';
import { CallForm, useCallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';

const EMPTY = { name: '', email: '', category: '', message: '' };
type TValues = typeof EMPTY;

/**
 * The complaints form: stored by POST /api/complaints.php, which checks it with the contract
 * schema; its field errors are shown at the fields.
 */
export function ComplaintForm() {
  const { t } = useI18n();
  const { user } = useSite();
  // A member is not asked again for what the site knows: their name and e-mail address. A
  // profile's Report link (?profile=) names the profile and its category.
  const [params] = useSearchParams();
  const profile = /^[1-9]\d{0,9}$/.exec(params.get('profile') ?? '')?.[0];
  const start = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    category: profile ? 'profile' : '',
    message: profile ? t('complaints.about_profile', { id: profile }) : '',
  };
  const sent = useSentValues('POST /api/complaints.php');
  const [values, setValues] = useState<TValues>({
    name: sent.name ?? start.name,
    email: sent.email ?? start.email,
    category: sent.category ?? start.category,
    message: sent.message ?? start.message,
  });
  const [done, setDone] = useState<{ reference: string; email: string } | null>(null);
  // A complaint filed before the scripts ran is reported again when the form comes back.
  const dismissed = useRef<string | null>(null);

  if (done) {
    return (
      <div className="alert alert-success" role="status">
        <h2 className="h5">{t('complaints.done_title')}</h2>
        <p>{t('complaints.done_body', { reference: done.reference, email: done.email })}</p>
        <button
          type="button"
          className="btn btn-success btn-sm"
          onClick={() => {
            dismissed.current = done.reference;
            setDone(null);
            setValues(start);
          }}
        >
          {t('complaints.another')}
        </button>
      </div>
    );
  }

  return (
    <CallForm
      call="POST /api/complaints.php"
      className="card card-soft p-3 p-md-4"
      onDone={({ complaint }, sentValues) => {
        if (complaint.reference === dismissed.current) return;
        setDone({ reference: complaint.reference, email: (sentValues.email ?? '').trim() });
      }}
    >
      <ComplaintFields values={values} setValues={setValues} />
    </CallForm>
  );
}

function ComplaintFields({
  values,
  setValues,
}: {
  values: TValues;
  setValues: Dispatch<SetStateAction<TValues>>;
}) {
  const { t } = useI18n();
  const id = useId();
  const { errors, busy } = useCallForm();

  // The first field the API refused takes the focus, so the visitor lands on it.
  useEffect(() => {
    const first = Object.keys(EMPTY).find((name) => errors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [errors, id]);

  const field = (name: keyof TValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const error = (name: string) =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]}
      </div>
    ) : null;

  return (
    <div className="row g-3">
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}-name`}>
          {t('complaints.name')}
        </label>
        <input
          className={`form-control${errors.name ? ' is-invalid' : ''}`}
          autoComplete="name"
          maxLength={100}
          {...field('name')}
        />
        {error('name')}
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor={`${id}-email`}>
          {t('complaints.email')}
        </label>
        <input
          className={`form-control${errors.email ? ' is-invalid' : ''}`}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
        {error('email')}
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor={`${id}-category`}>
          {t('complaints.category')}
        </label>
        <select
          className={`form-select${errors.category ? ' is-invalid' : ''}`}
          {...field('category')}
        >
          <option value="">—</option>
          {COMPLAINT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`complaints.category_${c}`)}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor={`${id}-message`}>
          {t('complaints.message')}
        </label>
        <textarea
          className={`form-control${errors.message ? ' is-invalid' : ''}`}
          rows={6}
          maxLength={5000}
          {...field('message')}
          aria-describedby={[errors.message ? `${id}-message-error` : '', `${id}-message-help`]
            .filter(Boolean)
            .join(' ')}
        />
        <div id={`${id}-message-help`} className="form-text">
          {t('complaints.message_help')}
        </div>
        {error('message')}
      </div>
      <div className="col-12">
        <SubmitButton className="btn btn-brand rounded-pill px-4">
          {busy ? t('complaints.sending') : t('complaints.submit')}
        </SubmitButton>
      </div>
    </div>
  );
}
