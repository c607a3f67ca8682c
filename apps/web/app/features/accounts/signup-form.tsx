import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { run as suggestEmail } from '@zootools/email-spell-checker';
import { ZSignupInput, ZTimeZone, type TUser } from '@cupido/contract';
import { api } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { richText } from '../../lib/rich-text.tsx';
import { readTracking } from '../../lib/tracking.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useEarlyInput } from '../../lib/use-early-input.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { TextField } from '../../ui/text-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';

const EMPTY = { email: '', name: '', password: '', date_of_birth: '', signup_message: '' };

/** The latest date of birth that is old enough today (the member's own date), as YYYY-MM-DD. */
function latestBirthDate(minimumAge: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - minimumAge);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The browser's time zone, when it names one: the server checks the age on that date. */
function browserTimeZone(): string | undefined {
  return ZTimeZone.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone).data;
}

/**
 * Step 0 of sign-up (spec sections 3 and 5): e-mail with a 'Did you mean' suggestion, name,
 * password, date of birth and an optional message. Terms and privacy are accepted by signing up.
 */
export function SignupForm({
  firstContact,
  onSubmitting,
  onDone,
  onFailed,
  onLoginLink,
}: {
  firstContact?: number;
  onSubmitting: () => void;
  onDone: (user: TUser) => void;
  onFailed: () => void;
  /** Following 'Log in now' leaves the sign-up (the modal closes: spec section 4, redirectedToLogin). */
  onLoginLink?: () => void;
}) {
  const { t } = useI18n();
  const { settings } = useSite();
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [conflict, setConflict] = useState<'account_exists' | 'account_pending_deletion' | null>(
    null,
  );
  const form = useFormErrors();
  const params = { min_age: settings.minimum_age };

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const messageRef = useEarlyInput<HTMLTextAreaElement>(values.signup_message, (message) =>
    setValues((v) => ({ ...v, signup_message: message })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setConflict(null);
    const input = {
      ...values,
      ...(values.signup_message.trim() ? {} : { signup_message: undefined }),
      tracking: readTracking(window.localStorage),
      time_zone: browserTimeZone(),
      ...(firstContact ? { first_contact: firstContact } : {}),
    };
    const parsed = ZSignupInput.safeParse(input);
    if (!parsed.success) {
      const fields = form.fromIssues(parsed.error.issues, params);
      document.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
      return;
    }
    form.clear();
    onSubmitting();
    try {
      const answer = await api.post<{ user: TUser }>('/api/signup.php', parsed.data);
      if (answer) onDone(answer.user);
    } catch (error) {
      onFailed();
      if (
        error instanceof ApiError &&
        (error.code === 'account_exists' || error.code === 'account_pending_deletion')
      ) {
        setConflict(error.code);
      }
      form.fromError(error);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormAlert message={form.formError}>
        {conflict === 'account_exists' && (
          <>
            {' '}
            <Link to="/login" className="alert-link" onClick={onLoginLink}>
              {t('signup.login_instead')}
            </Link>
          </>
        )}
      </FormAlert>
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        onBlur={() => setSuggestion(suggestEmail({ email: values.email.trim() })?.full ?? null)}
        error={form.errors.email}
        help={
          suggestion ? (
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => {
                setValues((v) => ({ ...v, email: suggestion }));
                setSuggestion(null);
              }}
            >
              {t('signup.did_you_mean', { suggestion })}
            </button>
          ) : undefined
        }
      />
      <TextField
        label={t('signup.name')}
        name="name"
        autoComplete="nickname"
        maxLength={30}
        value={values.name}
        onChange={set('name')}
        error={form.errors.name}
        help={t('signup.name_help')}
      />
      <TextField
        label={t('signup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        revealable
        value={values.password}
        onChange={set('password')}
        error={form.errors.password}
        help={t('signup.password_help')}
      />
      <TextField
        label={t('signup.dob')}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        max={latestBirthDate(settings.minimum_age)}
        min="1900-01-01"
        value={values.date_of_birth}
        onChange={set('date_of_birth')}
        error={form.errors.date_of_birth}
      />
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-message">
          {t('signup.message')}
        </label>
        <textarea
          ref={messageRef}
          id="signup-message"
          name="signup_message"
          className={`form-control${form.errors.signup_message ? ' is-invalid' : ''}`}
          rows={2}
          maxLength={500}
          value={values.signup_message}
          onChange={set('signup_message')}
        />
      </div>
      <p className="small text-secondary">
        {richText(t('signup.accept', { terms: '{terms}', privacy: '{privacy}' }), {
          terms: (
            <Link to="/pages/terms" target="_blank">
              {t('footer.terms')}
            </Link>
          ),
          privacy: (
            <Link to="/pages/privacy" target="_blank">
              {t('footer.privacy')}
            </Link>
          ),
        })}
      </p>
      <button
        type="submit"
        className="btn btn-brand btn-lg w-100 rounded-pill"
        disabled={!hydrated}
      >
        {t('signup.submit')}
      </button>
    </form>
  );
}
