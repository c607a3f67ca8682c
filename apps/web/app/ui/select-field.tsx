import { useId } from 'react';
import { useFieldError } from './call-form.tsx';
import { useI18n } from '../lib/i18n.tsx';

export type TOption = { value: string; label: string };

/**
 * A labelled select with an empty "Choose…" option and its error (inside a `CallForm`, the
 * form's for its name unless one is given).
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error: givenError,
}: {
  label: string;
  /** The body field it sends in a form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: TOption[];
  error?: string | undefined;
}) {
  const id = useId();
  const formError = useFieldError(name);
  const error = givenError ?? formError;
  const { t } = useI18n();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
      >
        <option value="">{t('profile.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-e`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Options for a profile field's values, labelled from the catalog (`profile.<field>.<value>`):
 * passing `t` checks that the catalog has a label for every value.
 */
export function fieldOptions<F extends string, V extends string>(
  values: readonly V[],
  field: F,
  t: (key: `profile.${F}.${V}`) => string,
): TOption[] {
  return values.map((v) => ({ value: v, label: t(`profile.${field}.${v}`) }));
}
