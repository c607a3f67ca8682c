import { useId } from 'react';
import { useFieldError } from './call-form.tsx';
import { useI18n } from '../lib/i18n.tsx';

/**
 * The consent to store sexuality in a `CallForm` (special-category data), sent as given: a
 * hidden "false" when not ticked.
 */
export function SexualityConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const error = useFieldError('sexuality_consent');
  return (
    <div className="form-check mb-3">
      <input type="hidden" name="sexuality_consent" value="false" />
      <input
        id={id}
        type="checkbox"
        name="sexuality_consent"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className="form-check-label small" htmlFor={id}>
        {t('profile.sexuality_consent')}
      </label>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
