import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CallForm, useCallForm } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** Sets a new password from the link in the reset mail; then the member is logged in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [values, setValues] = useState({ password: '', password_confirm: '' });
  const [expired, setExpired] = useState(false);

  return (
    <CallForm
      call="POST /api/password-reset-do.php"
      ownAlert
      next="/members"
      notice="reset.password_changed"
      onDone={() => revalidator.revalidate()}
      onError={(error) => {
        if (error.code === 'token_invalid' || error.fields?.token) setExpired(true);
        return false;
      }}
    >
      <ResetAlert expired={expired} />
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t('reset_do.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        revealable
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        help={t('signup.password_help')}
      />
      <TextField
        label={t('reset_do.confirm')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        value={values.password_confirm}
        onChange={(e) => setValues((v) => ({ ...v, password_confirm: e.target.value }))}
      />
      <SubmitButton>{t('reset_do.submit')}</SubmitButton>
    </CallForm>
  );
}

/** The form's error, with the way to a new link when this one is spent or malformed. */
function ResetAlert({ expired }: { expired: boolean }) {
  const { t } = useI18n();
  const { formError, errors } = useCallForm();
  // The token is no field: a malformed link's error is the form's.
  return (
    <FormAlert message={errors.token ?? formError}>
      {expired && (
        <>
          {' '}
          <Link to="/reset-password" className="alert-link">
            {t('reset_do.request_new')}
          </Link>
        </>
      )}
    </FormAlert>
  );
}
