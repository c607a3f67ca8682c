import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

const STEPS = [
  'signup.progress_checking',
  'signup.progress_creating',
  'signup.progress_matches',
  'signup.progress_mail',
] as const;
const STEP_MS = 600;

/** The progress view while the account is created (spec section 4). */
export function SignupProgress() {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="py-3">
      <h2 className="h5 mb-3">{t('signup.progress_title')}</h2>
      <ul className="list-unstyled mb-0">
        {STEPS.map((key, i) => (
          <li
            key={key}
            className={`d-flex align-items-center gap-2 mb-2${i > step ? ' text-secondary' : ''}`}
          >
            {i < step ? (
              <span className="text-success" aria-hidden="true">
                ✓
              </span>
            ) : i === step ? (
              <span className="spinner-border spinner-border-sm text-brand" aria-hidden="true" />
            ) : (
              <span aria-hidden="true">○</span>
            )}
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Resolves after the progress view had time to show its steps. */
export const PROGRESS_MIN_MS = STEP_MS * STEPS.length;
