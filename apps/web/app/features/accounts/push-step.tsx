import { useState } from 'react';
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
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useI18n();
  const push = usePush();
  const [busy, setBusy] = useState(false);
  const known = pushCase(push);
  const undecided = push.capable && push.subscribed === false;
  return (
    <div>
      <h2 className="h5">{t('push.step_title')}</h2>
      <p className="text-secondary" aria-live="polite">
        {t(TEXT[known])}
      </p>
      <div className="d-flex flex-column gap-2 mt-3">
        {undecided && (
          <button
            type="button"
            className="btn btn-brand rounded-pill"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void push
                .enable({ signedUp: true })
                .catch(() => null)
                .finally(onNext);
            }}
          >
            {t('push.step_enable')}
          </button>
        )}
        {known === 'on' ? (
          <button type="button" className="btn btn-brand rounded-pill" onClick={onNext}>
            {t('push.step_continue')}
          </button>
        ) : (
          <button type="button" className="btn btn-link text-secondary" onClick={onNext}>
            {t('push.step_skip')}
          </button>
        )}
      </div>
    </div>
  );
}
