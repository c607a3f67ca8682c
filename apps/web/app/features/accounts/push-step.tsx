import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { usePush } from '../../lib/push.tsx';

/**
 * The sign-up's push-permission step (spec section 4): allow notifications, or skip with none.
 * Every sign-up passes it, so the flow has the same steps everywhere; the allow button shows only
 * where the browser can take pushes and has not decided yet.
 */
export function PushStep({ onNext }: { onNext: () => void }) {
  const { t } = useI18n();
  const push = usePush();
  const [busy, setBusy] = useState(false);
  const undecided = push.capable && push.subscribed === false;
  return (
    <div>
      <h2 className="h5">{t('push.step_title')}</h2>
      <p className="text-secondary">{t('push.step_text')}</p>
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
        <button type="button" className="btn btn-link text-secondary" onClick={onNext}>
          {t('push.step_skip')}
        </button>
      </div>
    </div>
  );
}
