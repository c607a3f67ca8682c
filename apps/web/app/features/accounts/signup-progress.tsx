import { useI18n } from '../../lib/i18n.tsx';

const STEPS = [
  'signup.progress_checking',
  'signup.progress_creating',
  'signup.progress_matches',
  'signup.progress_mail',
] as const;

/**
 * The progress view while the account is created (spec section 4). It shows the work as it
 * happens, with no wait of its own: `step` is the index of the step under way (STEPS.length
 * when all are done). The sign-up flow moves it: the form's own checks, the sign-up request
 * (which creates the account and queues the activation e-mail), then the first search.
 */
export function SignupProgress({ step }: { step: number }) {
  const { t } = useI18n();
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

/** The steps of the view, in order: the flow's positions in it. */
export const PROGRESS = { creating: 1, matches: 2, done: STEPS.length } as const;
