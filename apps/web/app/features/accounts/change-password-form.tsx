import { useId, useState, type FormEvent } from 'react';
import { ZPasswordChangeInput } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

const EMPTY = { old_password: '', password: '', password_confirm: '' };

/** Changes the password (spec section 5 messages) and offers to end the other sessions. */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const form = useFormErrors();
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(true);
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = ZPasswordChangeInput.safeParse({ ...values, end_other_sessions: endOthers });
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    try {
      await api.put('/api/password.php', parsed.data);
      form.clear();
      setSaved(true);
      setValues(EMPTY);
    } catch (error) {
      form.fromError(error);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title" className="h5">
        {t('settings.password_title')}
      </h2>
      {saved && (
        <div className="alert alert-success" role="status">
          {t('settings.password_saved')}
        </div>
      )}
      <FormAlert message={form.formError} />
      <TextField
        label={t('settings.current_password')}
        name="old_password"
        type="password"
        autoComplete="current-password"
        value={values.old_password}
        onChange={set('old_password')}
        error={form.errors.old_password}
      />
      <TextField
        label={t('settings.new_password')}
        name="password"
        type="password"
        autoComplete="new-password"
        revealable
        value={values.password}
        onChange={set('password')}
        error={form.errors.password}
        help={t('signup.password_help')}
      />
      <TextField
        label={t('settings.confirm_password')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        value={values.password_confirm}
        onChange={set('password_confirm')}
        error={form.errors.password_confirm}
      />
      <div className="form-check mb-3">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={endOthers}
          onChange={(e) => setEndOthers(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {t('settings.end_sessions')}
        </label>
      </div>
      <button type="submit" className="btn btn-outline-brand rounded-pill" disabled={!hydrated}>
        {t('settings.password_submit')}
      </button>
    </form>
  );
}
