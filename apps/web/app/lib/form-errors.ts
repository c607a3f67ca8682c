import { useCallback, useState } from 'react';
import { ApiError } from './http-client.ts';
import { useI18n } from './i18n.tsx';

export type TFieldErrors = Record<string, string>;

/** Field and form errors of a form, from the API's error shape (in the member's language). */
export function useFormErrors() {
  const { t } = useI18n();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fromError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        // A message the field already shows is said once, at the field.
        setFormError(Object.values(error.fields).includes(error.message) ? null : error.message);
      } else {
        setErrors({});
        setFormError(t('error.try_again_later'));
      }
    },
    [t],
  );

  const clear = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return { errors, formError, fromError, clear };
}
