import { useState } from 'react';
import { useDismissal } from '../../lib/dismissal.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { usePush, type TPush } from '../../lib/push.tsx';

/** What this browser can do about pushes, once known: the step's text follows it. */
function pushCase(push: TPush): 'ask' | 'unsupported' | 'denied' | 'on' {
  if (push.learnedOn === null) return 'ask';
  if (!push.capable) return 'unsupported';
  if (push.subscribed === 'denied') return 'denied';
  return push.subscribed ? 'on' : 'ask';
}

const TEXT = {
  ask: 'push.step_text',
  unsupported: 'push.step_text_unsupported',
  denied: 'push.step_text_denied',
  on: 'push.step_text_on',
} as const;

/**
 * The sign-up's push-permission step (spec section 4): allow notifications, or skip with none.
 * Every sign-up passes it, so the flow has the same steps everywhere. The allow button shows only
 * where the browser can take pushes and has not decided yet; where it cannot, or has blocked
 * them, the step says so (and points to the e-mails) and keeps its Skip button; where they are
 * on already, it says so and goes on (the subscription reaches the new account once it logs in).
 * Allowing that fails (the browser blocks them, or its push service refuses) stays on the step,
 * says so, and the member continues without. Skipping is the push alert's "Not now" too: the
 * alert does not ask again right after (hide-push-notification-alert).
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useI18n();
  const push = usePush();
  const { dismiss } = useDismissal('hide-push-notification-alert');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'failed' | 'denied' | null>(null);
  const known = pushCase(push);
  const undecided = push.capable && push.subscribed === false;
  async function allow() {
    setBusy(true);
    setOutcome(null);
    try {
      const state = await push.enable({ signedUp: true });
      if (state && state !== 'denied') return onNext();
      // Blocked: the step's text says so. Dismissed (the browser asked, no answer): ask again.
      if (state === 'denied') setOutcome('denied');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <h2 className="h5">{t('push.step_title')}</h2>
      <p className="text-secondary" aria-live="polite">
        {t(TEXT[known])}
      </p>
      {outcome === 'failed' && (
        <p role="alert" className="text-danger fw-semibold">
          {t('push.step_failed')}
        </p>
      )}
      <div className="d-flex flex-column gap-2 mt-3">
        {undecided && (
          <button
            type="button"
            className="btn btn-brand rounded-pill"
            disabled={busy}
            onClick={() => void allow()}
          >
            {t('push.step_enable')}
          </button>
        )}
        {known === 'on' || outcome ? (
          <button
            type="button"
            className={`btn rounded-pill ${undecided ? 'btn-outline-secondary' : 'btn-brand'}`}
            onClick={onNext}
          >
            {t('push.step_continue')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-link text-secondary"
            onClick={() => {
              dismiss();
              onNext();
            }}
          >
            {t('push.step_skip')}
          </button>
        )}
      </div>
    </div>
  );
}
