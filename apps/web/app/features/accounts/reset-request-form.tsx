import { useState } from 'react';
import { CallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDidYouMean } from './did-you-mean.tsx';

/** Asks for a password-reset mail (spec section 5 messages come from the API). */
export function ResetRequestForm() {
  const { t } = useI18n();
  const sent = useSentValues('POST /api/password-reset.php');
  const [email, setEmail] = useState(sent.email ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const didYouMean = useDidYouMean(email, setEmail);

  if (sentTo)
    return (
      <div className="alert alert-success" role="status">
        {t('reset.sent', { email: sentTo })}
      </div>
    );
  return (
    <>
      <p>{t('reset.intro')}</p>
      <CallForm
        call="POST /api/password-reset.php"
        onDone={(_, values) => setSentTo((values.email ?? '').trim())}
      >
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={didYouMean.onBlur}
          help={didYouMean.help}
        />
        <SubmitButton>{t('reset.submit')}</SubmitButton>
      </CallForm>
    </>
  );
}
