import { useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { TUser } from '@cupido/contract';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { PROFILE_STEPS } from './profile-steps.tsx';
import { SignupForm } from './signup-form.tsx';
import { PROGRESS_MIN_MS, SignupProgress } from './signup-progress.tsx';

export type TSignupPhase = 'form' | 'progress' | 'steps' | 'complete';

/**
 * The sign-up flow (spec section 4): step 0, the progress view, the profile steps (each can be
 * skipped), then 'complete' (check your e-mail).
 */
export function SignupFlow({
  onPhase,
  onClose,
}: {
  onPhase?: (phase: TSignupPhase) => void;
  onClose?: () => void;
}) {
  const { t } = useI18n();
  const { settings } = useSite();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<TSignupPhase>('form');
  const [user, setUser] = useState<TUser | null>(null);
  const [step, setStep] = useState(0);
  const started = useRef(0);
  const go = (next: TSignupPhase) => {
    setPhase(next);
    onPhase?.(next);
  };

  // Spec section 2: closed or invite-only sites say so before anyone fills in the form.
  const closed =
    settings.signups === 'none'
      ? 'api.signups_closed'
      : settings.signups === 'invite_only'
        ? 'api.invite_only'
        : null;
  if (closed) {
    return (
      <div className="alert alert-info mb-0" role="status">
        {t(closed, { site_name: settings.name })}
      </div>
    );
  }

  if (phase === 'steps' && user) {
    const Step = PROFILE_STEPS[step]!;
    return (
      <>
        <p className="small text-secondary mb-2">
          {t('steps.progress', { step: step + 1, total: PROFILE_STEPS.length })}
        </p>
        <Step
          key={step}
          user={user}
          onNext={() => (step + 1 < PROFILE_STEPS.length ? setStep(step + 1) : go('complete'))}
        />
      </>
    );
  }

  if (phase === 'complete' && user) {
    return (
      <div className="text-center py-2">
        <p className="display-6" aria-hidden="true">
          ✉️
        </p>
        <h2 className="h4">{t('signup.complete_title')}</h2>
        <p>{t('signup.complete_body', { email: user.email })}</p>
        <button
          type="button"
          className="btn btn-brand rounded-pill px-4"
          onClick={async () => {
            // The page's data learns about the new member only now, so this view is not replaced.
            await revalidator.revalidate();
            onClose?.();
            navigate('/members');
          }}
        >
          {t('signup.complete_continue')}
        </button>
      </div>
    );
  }
  return (
    <>
      {phase === 'progress' && <SignupProgress />}
      <div hidden={phase === 'progress'}>
        <SignupForm
          onSubmitting={() => {
            started.current = Date.now();
            go('progress');
          }}
          onFailed={() => go('form')}
          onDone={(created) => {
            const wait = Math.max(0, PROGRESS_MIN_MS - (Date.now() - started.current));
            setTimeout(() => {
              setUser(created);
              go('steps');
            }, wait);
          }}
        />
        <p className="text-center small mt-3 mb-0">
          {t('signup.have_account')}{' '}
          <Link to="/login" onClick={onClose}>
            {t('login.submit')}
          </Link>
        </p>
      </div>
    </>
  );
}
