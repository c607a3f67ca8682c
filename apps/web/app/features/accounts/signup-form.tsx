import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { TUser } from '@cupido/contract/browser';
import { CallForm, useCallForm, useSentValues } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { richText } from '../../lib/rich-text.tsx';
import { readTracking } from '../../lib/tracking.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSite } from '../../lib/use-root-data.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDidYouMean } from './did-you-mean.tsx';

const CALL = 'POST /api/signup.php';

/** What a visitor has typed into step 0, but the password: kept while the modal is closed. */
export type TSignupDraft = {
  email: string;
  name: string;
  date_of_birth: string;
  signup_message: string;
};

/** The 'check your e-mail' page of spec section 2, complete-signup (with the first contact). */
export const completeSignupPath = (firstContact?: number) =>
  `/complete-signup${firstContact ? `?with=${firstContact}` : ''}`;

/** The latest date of birth that is old enough today (the member's own date), as YYYY-MM-DD. */
function latestBirthDate(minimumAge: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - minimumAge);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Step 0 of sign-up (spec sections 3 and 5): e-mail with a 'Did you mean' suggestion, name,
 * password, date of birth and an optional message. Terms and privacy are accepted by signing up.
 * Works before the scripts run (decision 40): the new member then goes on to complete-signup.
 */
export function SignupForm({
  firstContact,
  onSubmitting,
  onDone,
  onFailed,
  onLoginLink,
  draft,
  onDraft,
}: {
  firstContact?: number;
  /** The modal's: what was typed before it was closed comes back when it opens again. */
  draft?: TSignupDraft | null;
  onDraft?: (typed: TSignupDraft | null) => void;
  onSubmitting: () => void;
  onDone: (user: TUser) => void;
  onFailed: () => void;
  /** Following 'Log in now' leaves the sign-up (the modal closes: spec section 4, redirectedToLogin). */
  onLoginLink?: () => void;
}) {
  const { t } = useI18n();
  const { settings } = useSite();
  const hydrated = useHydrated();
  const sent = useSentValues(CALL);
  const kept = draft;
  const [values, setValues] = useState({
    email: sent.email ?? kept?.email ?? '',
    name: sent.name ?? kept?.name ?? '',
    password: '',
    date_of_birth: sent.date_of_birth ?? kept?.date_of_birth ?? '',
    signup_message: sent.signup_message ?? kept?.signup_message ?? '',
  });
  const didYouMean = useDidYouMean(values.email, (email) => setValues((v) => ({ ...v, email })));
  const [conflict, setConflict] = useState<'account_exists' | 'account_pending_deletion' | null>(
    null,
  );
  const created = useRef(false);
  useEffect(() => {
    if (!onDraft || created.current) return;
    const { password: _password, ...typed } = values;
    onDraft(typed);
  }, [onDraft, values]);

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const messageRef = useRef<HTMLTextAreaElement>(null);

  return (
    <CallForm
      call={CALL}
      ownAlert
      onDone={(answer) => {
        created.current = true;
        onDraft?.(null);
        if (answer.user) onDone(answer.user);
      }}
      onError={(error) => {
        // The form shows again with its errors (one render), so the first one can take focus.
        onFailed();
        if (error.code === 'account_exists' || error.code === 'account_pending_deletion')
          setConflict(error.code);
        return false;
      }}
    >
      <SignupAlert conflict={conflict} email={values.email.trim()} onLoginLink={onLoginLink} />
      <SendingSignal
        onSending={() => {
          setConflict(null);
          onSubmitting();
        }}
        onBack={() => {
          // Not created (the API unreachable, the session gone): the form again.
          if (!created.current) onFailed();
        }}
      />
      <FocusFirstError field={messageRef} />
      {/* Without scripts the profile steps cannot follow: the new member goes on to check
          their e-mail. With them the action answers the call itself and the steps follow here. */}
      <input type="hidden" name="_next" value={completeSignupPath(firstContact)} />
      {firstContact ? <input type="hidden" name="first_contact" value={firstContact} /> : null}
      {hydrated && <BrowserFields />}
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        onBlur={didYouMean.onBlur}
        help={didYouMean.help}
      />
      <TextField
        label={t('signup.name')}
        name="name"
        autoComplete="nickname"
        maxLength={30}
        value={values.name}
        onChange={set('name')}
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
      />
      <MessageField
        fieldRef={messageRef}
        value={values.signup_message}
        onChange={set('signup_message')}
      />
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
      <SubmitButton className="btn btn-brand btn-lg w-100 rounded-pill">
        {t('signup.submit')}
      </SubmitButton>
    </CallForm>
  );
}

/** The form's own error; an address that already has an account may log in instead. */
function SignupAlert({
  conflict,
  email,
  onLoginLink,
}: {
  conflict: 'account_exists' | 'account_pending_deletion' | null;
  /** Filled in on the login form (in the page's state, never in the address). */
  email: string;
  onLoginLink: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const { formError } = useCallForm();
  return (
    <FormAlert message={formError}>
      {conflict === 'account_exists' && (
        <>
          {' '}
          <Link to="/login" state={{ email }} className="alert-link" onClick={onLoginLink}>
            {t('signup.login_instead')}
          </Link>
        </>
      )}
    </FormAlert>
  );
}

/** Tells the flow when the form goes out (the progress view) and when it is back. */
function SendingSignal({ onSending, onBack }: { onSending: () => void; onBack: () => void }) {
  const { busy } = useCallForm();
  const was = useRef(false);
  useEffect(() => {
    if (busy === was.current) return;
    was.current = busy;
    if (busy) onSending();
    else onBack();
  }, [busy, onSending, onBack]);
  return null;
}

/** The first field the API refused takes the focus (the form is found from one of its fields). */
function FocusFirstError({ field }: { field: RefObject<HTMLTextAreaElement | null> }) {
  const { errors } = useCallForm();
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) field.current?.form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors, field]);
  return null;
}

/**
 * What only the browser knows, once the scripts run: the visit's tracking (spec section 9) and
 * the time zone, in which the server checks the age on the member's own date. Read as the form
 * is drawn, which it is again at each key typed, so the tracking stored on arrival is in.
 */
function BrowserFields() {
  const tracking = readTracking(window.localStorage);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      {timeZone && <input type="hidden" name="time_zone" value={timeZone} />}
      {Object.entries(tracking).map(([name, value]) => (
        <input key={name} type="hidden" name={`tracking.${name}`} value={value} />
      ))}
    </>
  );
}

/** The optional introduction, marked when the API refused it. */
function MessageField({
  fieldRef,
  value,
  onChange,
}: {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { t } = useI18n();
  const { errors } = useCallForm();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="signup-message">
        {t('signup.message')}
      </label>
      <textarea
        ref={fieldRef}
        id="signup-message"
        name="signup_message"
        className={`form-control${errors.signup_message ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={500}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
