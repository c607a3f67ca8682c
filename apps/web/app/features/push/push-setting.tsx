import { useState } from 'react';
import { useDismissal } from '../../lib/dismissal.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { usePush } from '../../lib/push.tsx';

/**
 * The notification settings' part for this device (spec section 7): whether this browser gets
 * push notices, and the way to turn them on or off at any time, also after 'Not now' on the
 * alert or skipping the sign-up's step. Turning them off here also keeps the alert away.
 */
export function PushSetting() {
  const { t } = useI18n();
  const push = usePush();
  const { dismiss } = useDismissal('hide-push-notification-alert');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Only the browser knows; until it has said, nothing is drawn.
  if (push.learnedOn === null) return null;

  const run = (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    void action()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const subscribed = typeof push.subscribed === 'object' && push.subscribed !== null;
  let text: string;
  if (!push.capable) text = t('push.setting_unsupported');
  else if (push.subscribed === 'denied') text = t('push.step_text_denied');
  else if (subscribed) text = t('push.step_text_on');
  else text = t('push.alert_text');

  return (
    <section className="mt-4" aria-labelledby="push-setting-title" data-testid="push-setting">
      <h2 id="push-setting-title" className="h5">
        {t('push.setting_title')}
      </h2>
      <p className="text-secondary" role="status">
        {text}
      </p>
      {failed && (
        <p className="alert alert-danger py-2" role="alert">
          {subscribed ? t('error.try_again_later') : t('push.alert_failed')}
        </p>
      )}
      {push.capable && push.subscribed === false && (
        <button
          type="button"
          className="btn btn-brand rounded-pill"
          aria-disabled={busy || undefined}
          onClick={() => run(() => push.enable())}
        >
          {t('push.alert_enable')}
        </button>
      )}
      {subscribed && (
        <button
          type="button"
          className="btn btn-outline-secondary rounded-pill"
          aria-disabled={busy || undefined}
          onClick={() =>
            run(async () => {
              await push.disable();
              dismiss();
            })
          }
        >
          {t('push.setting_disable')}
        </button>
      )}
    </section>
  );
}
