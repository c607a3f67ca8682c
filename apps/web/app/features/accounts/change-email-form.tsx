import { useState, type FormEvent } from 'react';
import { ZEmailChangeInput } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

/** Changes the e-mail address: needs the current password; confirmed through the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const form = useFormErrors();
  const [values, setValues] = useState({ new_email: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEmailChangeInput.safeParse(values);
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    try {
      await api.post('/api/email-change.php', parsed.data);
      form.clear();
      setSentTo(parsed.data.new_email);
      setValues({ new_email: '', password: '' });
    } catch (error) {
      form.fromError(error);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="email-title">
      <h2 id="email-title" className="h5">
        {t('settings.email_title')}
      </h2>
      <p className="text-secondary">{t('settings.current_email', { email: currentEmail })}</p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('settings.email_sent', { email: sentTo })}
        </div>
      )}
      <FormAlert message={form.formError} />
      <TextField
        label={t('settings.new_email')}
        name="new_email"
        type="email"
        autoComplete="email"
        value={values.new_email}
        onChange={(e) => setValues((v) => ({ ...v, new_email: e.target.value }))}
        error={form.errors.new_email}
      />
      <TextField
        label={t('settings.current_password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={form.errors.password}
      />
      <button type="submit" className="btn btn-outline-brand rounded-pill" disabled={!hydrated}>
        {t('settings.email_submit')}
      </button>
    </form>
  );
}
