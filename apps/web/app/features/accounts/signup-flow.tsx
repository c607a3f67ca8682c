import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TUser } from '@cupido/contract/browser';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { PROFILE_STEPS } from './profile-steps.tsx';
import { SignupComplete } from './signup-complete.tsx';
import { completeSignupPath, SignupForm, type TSignupDraft } from './signup-form.tsx';
import { call } from '../../lib/api.ts';
import { PROGRESS, SignupProgress } from './signup-progress.tsx';

export type TSignupPhase = 'form' | 'progress' | 'steps' | 'complete';

/**
 * The sign-up flow (spec section 4): step 0, the progress view, the profile steps (each can be
 * skipped), then 'complete' (check your e-mail).
 */
export function SignupFlow({
  onPhase,
  onClose,
  firstContact,
  draft,
  onDraft,
}: {
  onPhase?: (phase: TSignupPhase) => void;
  /** The modal's: step 0's typing survives closing it (Escape, Close) and opening it again. */
  draft?: TSignupDraft | null;
  onDraft?: (typed: TSignupDraft | null) => void;
  /** Given in the modal; without it (the sign-up page) 'complete' is the complete-signup page. */
  onClose?: () => void;
  /** members-id-signup: the member the new account will talk to first. */
  firstContact?: number;
}) {
  const { t } = useI18n();
  const { settings, trackingSource } = useSite();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<TSignupPhase>('form');
  const [user, setUser] = useState<TUser | null>(null);
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<number>(PROGRESS.creating);
  const go = (next: TSignupPhase) => {
    if (next === 'complete' && !onClose) {
      // The 'check your e-mail' step is a page of its own (spec section 2, complete-signup).
      navigate(completeSignupPath(firstContact), { replace: true });
      return;
    }
    setPhase(next);
    onPhase?.(next);
  };

  // Spec section 2: closed or invite-only sites say so before anyone fills in the form, and so do
  // sites open to ad traffic only ('with_trafficsource') to a visit that did not come by an ad.
  const closed =
    settings.signups === 'none' || (settings.signups === 'with_trafficsource' && !trackingSource)
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
      <SignupComplete
        email={user.email}
        firstContact={firstContact}
        headingLevel={2}
        onLeave={onClose}
      />
    );
  }
  return (
    <>
      {phase === 'progress' && <SignupProgress step={progress} />}
      <div hidden={phase === 'progress'}>
        <SignupForm
          firstContact={firstContact}
          draft={draft}
          onDraft={onDraft}
          onSubmitting={() => {
            // The form is on its way: the request checks it and creates the account.
            setProgress(PROGRESS.creating);
            go('progress');
          }}
          onFailed={() => go('form')}
          onLoginLink={onClose}
          onDone={(created) => {
            // Account created and its activation e-mail queued by the same request; the first
            // search for the new member runs next, and the steps follow as soon as it answers
            // (no wait of the view's own).
            setProgress(PROGRESS.matches);
            void call('GET /api/search.php', { query: {} })
              .catch(() => undefined)
              .finally(() => {
                setProgress(PROGRESS.done);
                setUser(created);
                go('steps');
              });
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
