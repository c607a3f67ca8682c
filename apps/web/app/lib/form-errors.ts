import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './http-client.ts';
import { useI18n } from './i18n.tsx';

export type TFieldErrors = Record<string, string>;

/**
 * Field and form errors of a form, from the contract schema's issues (checked in the browser
 * first) or from the API's error shape, in the member's language.
 */
export function useFormErrors() {
  const { t, isMessageKey } = useI18n();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fromIssues = useCallback(
    (issues: z.core.$ZodIssue[], params: Record<string, string | number> = {}) => {
      const fields: TFieldErrors = {};
      for (const issue of issues) {
        const name = issue.path.join('.') || 'form';
        const key = `field.${issue.message}`;
        fields[name] ??= t(isMessageKey(key) ? key : 'field.invalid', params);
      }
      setErrors(fields);
      setFormError(null);
      return fields;
    },
    [t, isMessageKey],
  );

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

  return { errors, formError, fromIssues, fromError, clear, setFormError };
}
