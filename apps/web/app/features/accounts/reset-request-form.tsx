import { useState, type FormEvent } from 'react';
import { ZEmailInput } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

/** Asks for a password-reset mail (spec section 5 messages come from the API). */
export function ResetRequestForm() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const form = useFormErrors();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEmailInput.safeParse({ email });
    if (!parsed.success) return void form.fromIssues(parsed.error.issues);
    setBusy(true);
    try {
      await api.post('/api/password-reset.php', parsed.data);
      form.clear();
      setSentTo(parsed.data.email);
    } catch (error) {
      form.fromError(error);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo)
    return (
      <div className="alert alert-success" role="status">
        {t('reset.sent', { email: sentTo })}
      </div>
    );
  return (
    <form noValidate onSubmit={submit}>
      <p>{t('reset.intro')}</p>
      <FormAlert message={form.formError} />
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors.email}
      />
      <button
        type="submit"
        className="btn btn-brand w-100 rounded-pill"
        disabled={busy || !hydrated}
      >
        {t('reset.submit')}
      </button>
    </form>
  );
}
