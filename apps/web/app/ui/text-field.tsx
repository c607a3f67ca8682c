import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldError } from './call-form.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

type TProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  /** Adds a show/hide button for passwords. */
  revealable?: boolean;
};

/**
 * A labelled input with its help text and error, wired for assistive technology. Inside a
 * `CallForm` the error is the form's for the field's name unless one is given.
 */
export function TextField({
  label,
  error: givenError,
  help,
  revealable,
  type = 'text',
  className,
  ...input
}: TProps) {
  const id = useId();
  const { t } = useI18n();
  const formError = useFieldError(input.name);
  const error = givenError ?? formError;
  const [shown, setShown] = useState(false);
  const reveal = shown ? t('common.hide_password') : t('common.show_password');
  const describedBy =
    [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  const control = (
    <input
      id={id}
      type={revealable && shown ? 'text' : type}
      className={`form-control${error ? ' is-invalid' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {revealable ? (
        <div className="input-group has-validation">
          {control}
          {/* An eye, its words for assistive technology and on hover: a phone keeps the field
              wide. (Words in the button, not an aria-label: the field alone answers to its label.) */}
          <button
            type="button"
            className="btn btn-outline-secondary d-inline-flex align-items-center"
            aria-pressed={shown}
            title={reveal}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
            <span className="visually-hidden">{reveal}</span>
          </button>
        </div>
      ) : (
        control
      )}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
