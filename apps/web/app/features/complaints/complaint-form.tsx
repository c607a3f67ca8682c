import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { COMPLAINT_CATEGORIES, ZComplaintInput, type TComplaintInput } from '@cupido/contract';
import type { TMessageKey } from '@cupido/i18n';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';

type TFields = Record<string, string>;
const EMPTY = { name: '', email: '', category: '', message: '' };
const noop = () => () => {};

/**
 * The complaints form: checked in the browser with the same contract schema as the server, then
 * stored by POST /api/complaints.php; the server's field errors are shown the same way.
 */
export function ComplaintForm() {
  const { t, isMessageKey } = useI18n();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ reference: string; email: string } | null>(null);
  // Until the page is interactive the form cannot validate or send: keep its button disabled.
  const isHydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = ZComplaintInput.safeParse(values);
    if (!parsed.success) {
      const fields: TFields = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        const key = `field.${issue.message}`;
        fields[name] ??= t(
          isMessageKey(key)
            ? key
            : values[name as keyof typeof values] === ''
              ? 'field.required'
              : 'field.invalid',
        );
      }
      setErrors(fields);
      document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await api.post<{ complaint: { reference: string } }>(
        '/api/complaints.php',
        parsed.data satisfies TComplaintInput,
      );
      if (answer) setDone({ reference: answer.complaint.reference, email: parsed.data.email });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setFormError(error.message);
      } else {
        setFormError(t('error.try_again_later'));
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <div className="alert alert-success" role="status">
        <h2 className="h5">{t('complaints.done_title')}</h2>
        <p>{t('complaints.done_body', { reference: done.reference, email: done.email })}</p>
        <button
          type="button"
          className="btn btn-outline-success btn-sm"
          onClick={() => {
            setDone(null);
            setValues(EMPTY);
          }}
        >
          {t('complaints.another')}
        </button>
      </div>
    );
  }

  const field = (name: keyof typeof EMPTY) => ({
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
    <form noValidate onSubmit={submit} className="card card-soft p-3 p-md-4">
      {formError && (
        <div className="alert alert-danger" role="alert">
          {formError}
        </div>
      )}
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
                {t(`complaints.category_${c}` as TMessageKey)}
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
          <button
            type="submit"
            className="btn btn-brand rounded-pill px-4"
            disabled={sending || !isHydrated}
          >
            {sending ? t('complaints.sending') : t('complaints.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
