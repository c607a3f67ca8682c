import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { ZCredentials, type TUser } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { returnPath } from '../../lib/return-path.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

/**
 * Login (spec section 7: POST /api/user.php); afterwards the member goes to members, or back to
 * the page that asked them to log in (`?next=`).
 */
export function LoginForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const form = useFormErrors();
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCredentials.safeParse(values);
    if (!parsed.success) {
      form.fromIssues(parsed.error.issues);
      return;
    }
    setBusy(true);
    try {
      await api.post<{ user: TUser }>('/api/user.php', parsed.data);
      form.clear();
      await revalidator.revalidate();
      navigate(returnPath(search.get('next')));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_banned') {
        navigate('/pages/blocked');
        return;
      }
      form.fromError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormAlert message={form.formError} />
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={form.errors.email}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        revealable
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={form.errors.password}
      />
      <button
        type="submit"
        className="btn btn-brand btn-lg w-100 rounded-pill"
        disabled={busy || !hydrated}
      >
        {t('login.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
    </form>
  );
}
