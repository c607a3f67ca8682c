import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { DELETE_REASONS } from '@cupido/contract/browser';
import { CallForm, useCallForm } from '../../ui/call-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { expectSessionEnd } from '../../lib/session-end.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';

const COUNTDOWN_S = 5;

/**
 * Account deletion (spec section 4): alternatives first (another e-mail address, privacy mode
 * unless it is on already, and `offers`: the trial package and the deletion discount, from the
 * offers feature, when they exist), then a reason, the confirmation and the current password,
 * then a countdown before the member is taken on: to the operator's partner site when it
 * resells (`partner_url`), otherwise to the account-deleted page.
 */
export function DeleteAccountFlow({ offers }: { offers?: ReactNode }) {
  const { t } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const { settings, user } = useSite();
  const partner = settings.partner_url;
  const revalidator = useRevalidator();
  const [step, setStep] = useState<'alternatives' | 'reason' | 'done'>('alternatives');
  const [seconds, setSeconds] = useState(COUNTDOWN_S);

  useEffect(() => {
    if (step !== 'done') return;
    if (seconds === 0) {
      if (partner) window.location.assign(partner);
      else navigate('/account-deleted');
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [step, seconds, navigate, partner]);

  if (step === 'alternatives') {
    return (
      <section aria-labelledby={`${id}-alt`}>
        <h2 id={`${id}-alt`} className="h5">
          {t('delete.alternatives_title')}
        </h2>
        <Alternative
          text={t('delete.alt_email')}
          to="/settings#email-title"
          link={t('delete.alt_email_link')}
        />
        {!user?.privacy_mode && (
          <Alternative
            text={t('delete.alt_privacy')}
            to="/profile#privacy"
            link={t('delete.alt_privacy_link')}
          />
        )}
        {offers}
        <div className="delete-actions d-flex flex-wrap gap-2">
          <Link to="/members" className="btn btn-brand rounded-pill">
            {t('delete.cancel')}
          </Link>
          <button
            type="button"
            className="btn btn-outline-secondary rounded-pill"
            onClick={() => setStep('reason')}
          >
            {t('delete.continue')}
          </button>
        </div>
      </section>
    );
  }
  if (step === 'done') {
    return (
      <div className="alert alert-info" role="status">
        {t('delete.countdown', { seconds })}
      </div>
    );
  }
  return (
    <CallForm
      call="POST /api/delete-account.php"
      onDone={() => {
        setStep('done');
        // The session has ended: the top bar says so at once, while the countdown goes on.
        void revalidator.revalidate();
      }}
    >
      <ReasonFields />
    </CallForm>
  );
}

/** An alternative to leaving: what it offers, and a link to where the member gets it. */
function Alternative({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <div className="card card-soft p-3 mb-3">
      <p className="mb-2">{text}</p>
      <Link to={to} className="btn btn-outline-brand btn-sm rounded-pill align-self-start">
        {link}
      </Link>
    </div>
  );
}

/** The reason, the confirmation and the current password, with the API's errors at each. */
function ReasonFields() {
  const { t } = useI18n();
  const id = useId();
  const { errors, busy } = useCallForm();
  const [reason, setReason] = useState('');
  const [remarks, setRemarks] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');

  // The deletion ends the session; the countdown takes the member on. Said as the form goes,
  // before the live channel could tell of the session's end.
  useEffect(() => {
    if (busy) expectSessionEnd();
  }, [busy]);

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">{t('delete.reason_title')}</legend>
        {DELETE_REASONS.map((r) => (
          <div className="form-check" key={r}>
            <input
              className={`form-check-input${errors.reason ? ' is-invalid' : ''}`}
              type="radio"
              name="reason"
              id={`${id}-${r}`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            <label className="form-check-label" htmlFor={`${id}-${r}`}>
              {t(`delete.reason.${r}`)}
            </label>
          </div>
        ))}
        {errors.reason && <div className="invalid-feedback d-block">{errors.reason}</div>}
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-remarks`}>
          {t('delete.remarks')}
        </label>
        <textarea
          id={`${id}-remarks`}
          name="remarks"
          className="form-control"
          rows={3}
          maxLength={1000}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
        />
      </div>
      <div className="form-check mb-3">
        <input
          id={`${id}-confirm`}
          name="confirm"
          className={`form-check-input${errors.confirm ? ' is-invalid' : ''}`}
          type="checkbox"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
          aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
        />
        <label className="form-check-label" htmlFor={`${id}-confirm`}>
          {t('delete.confirm')}
        </label>
        {errors.confirm && (
          <div id={`${id}-confirm-error`} className="invalid-feedback d-block">
            {errors.confirm}
          </div>
        )}
      </div>
      <TextField
        label={t('delete.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton className="btn btn-danger rounded-pill">{t('delete.submit')}</SubmitButton>
        <Link to="/members" className="btn btn-outline-secondary rounded-pill">
          {t('delete.cancel')}
        </Link>
      </div>
    </>
  );
}
