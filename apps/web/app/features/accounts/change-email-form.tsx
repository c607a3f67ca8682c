import { useState } from 'react';
import { CallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDidYouMean } from './did-you-mean.tsx';

/** Changes the e-mail address: needs the current password; confirmed through the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useI18n();
  const sent = useSentValues('POST /api/email-change.php');
  const [values, setValues] = useState({ new_email: sent.new_email ?? '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const didYouMean = useDidYouMean(values.new_email, (new_email) =>
    setValues((v) => ({ ...v, new_email })),
  );

  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title" className="h5">
        {t('settings.email_title')}
      </h2>
      <p className="text-secondary">{t('settings.current_email', { email: currentEmail })}</p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('settings.email_sent', { email: sentTo })}
        </div>
      )}
      <CallForm
        call="POST /api/email-change.php"
        onDone={(_, sentValues) => {
          setSentTo((sentValues.new_email ?? '').trim());
          setValues({ new_email: '', password: '' });
          didYouMean.clear();
        }}
        // A later try that fails is not said beside the earlier one's 'we sent a link'.
        onError={() => {
          setSentTo(null);
          return false;
        }}
      >
        <TextField
          label={t('settings.new_email')}
          name="new_email"
          type="email"
          autoComplete="email"
          value={values.new_email}
          onChange={(e) => setValues((v) => ({ ...v, new_email: e.target.value }))}
          onBlur={didYouMean.onBlur}
          help={didYouMean.help}
        />
        <TextField
          label={t('settings.current_password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <SubmitButton className="btn btn-outline-brand rounded-pill">
          {t('settings.email_submit')}
        </SubmitButton>
      </CallForm>
    </section>
  );
}
