import { useId, useState } from 'react';
import { CallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';

const EMPTY = { old_password: '', password: '', password_confirm: '' };

/** Changes the password (spec section 5 messages) and offers to end the other sessions. */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const id = useId();
  const sent = useSentValues('PUT /api/password.php');
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(
    sent.end_other_sessions === undefined || sent.end_other_sessions === 'on',
  );
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title" className="h5">
        {t('settings.password_title')}
      </h2>
      {saved && (
        <div className="alert alert-success" role="status">
          {t('settings.password_saved')}
        </div>
      )}
      <CallForm
        call="PUT /api/password.php"
        onDone={() => {
          setSaved(true);
          setValues(EMPTY);
        }}
        onError={() => setSaved(false)}
      >
        <TextField
          label={t('settings.current_password')}
          name="old_password"
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={set('old_password')}
        />
        <TextField
          label={t('settings.new_password')}
          name="password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.password}
          onChange={set('password')}
          help={t('signup.password_help')}
        />
        <TextField
          label={t('settings.confirm_password')}
          name="password_confirm"
          type="password"
          autoComplete="new-password"
          value={values.password_confirm}
          onChange={set('password_confirm')}
        />
        <div className="form-check mb-3">
          {/* Unticked, the box sends nothing: this says so, and keeps the choice when refused. */}
          <input type="hidden" name="end_other_sessions" value="false" />
          <input
            id={id}
            name="end_other_sessions"
            className="form-check-input"
            type="checkbox"
            checked={endOthers}
            onChange={(e) => setEndOthers(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {t('settings.end_sessions')}
          </label>
        </div>
        <SubmitButton className="btn btn-outline-brand rounded-pill">
          {t('settings.password_submit')}
        </SubmitButton>
      </CallForm>
    </section>
  );
}
