import { useId } from 'react';
import { useFieldError } from './call-form.tsx';
import { useI18n } from '../lib/i18n.tsx';

/** The profile's about-me text in a `CallForm`, with its error linked to it. */
export function AboutField({
  value,
  onChange,
  className = 'mb-3',
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const error = useFieldError('about');
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {t('profile.about')}
      </label>
      <textarea
        id={id}
        name="about"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={5}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
