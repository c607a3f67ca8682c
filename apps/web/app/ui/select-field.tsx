import { useId } from 'react';
import type { TMessageKey } from '@cupido/i18n';
import { useEarlyInput } from '../lib/use-early-input.ts';
import { useI18n } from '../lib/i18n.tsx';

export type TOption = { value: string; label: string };

/** A labelled select with an empty "Choose…" option and its error. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: TOption[];
  error?: string | undefined;
}) {
  const id = useId();
  const { t } = useI18n();
  const ref = useEarlyInput<HTMLSelectElement>(value, onChange);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
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

/** Options for a profile field's values, labelled from the catalog (`profile.<field>.<value>`). */
export function fieldOptions(
  values: readonly string[],
  field: string,
  t: (k: TMessageKey) => string,
): TOption[] {
  return values.map((v) => ({ value: v, label: t(`profile.${field}.${v}` as TMessageKey) }));
}
