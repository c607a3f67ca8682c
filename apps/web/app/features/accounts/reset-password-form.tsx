import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ZPasswordResetInput } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

/** Sets a new password from the link in the reset mail; then the member is logged in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const form = useFormErrors();
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [expired, setExpired] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZPasswordResetInput.safeParse({ token, ...values });
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    try {
      await api.post('/api/password-reset-do.php', parsed.data);
      await revalidator.revalidate();
      navigate('/members', { state: { notice: 'reset.password_changed' } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'token_invalid') setExpired(true);
      form.fromError(error);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormAlert message={form.formError}>
        {expired && (
          <>
            {' '}
            <Link to="/reset-password" className="alert-link">
              {t('reset_do.request_new')}
            </Link>
          </>
        )}
      </FormAlert>
      <TextField
        label={t('reset_do.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        revealable
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={form.errors.password}
        help={t('signup.password_help')}
      />
      <TextField
        label={t('reset_do.confirm')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        value={values.password_confirm}
        onChange={(e) => setValues((v) => ({ ...v, password_confirm: e.target.value }))}
        error={form.errors.password_confirm}
      />
      <button type="submit" className="btn btn-brand w-100 rounded-pill" disabled={!hydrated}>
        {t('reset_do.submit')}
      </button>
    </form>
  );
}
