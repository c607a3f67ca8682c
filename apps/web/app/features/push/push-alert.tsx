import { useState } from 'react';
import { useMatches } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { usePush } from '../../lib/push.tsx';
import { useSite } from '../../lib/use-root-data.ts';

const KEY = 'hide-push-notification-alert';
/** Spec section 2: not on these pages. */
const HIDDEN_ON = new Set(['signup', 'notifications', 'activate-done', 'directdebit', 'premium']);

/**
 * The push-notification alert (spec section 2): a logged-in member whose browser can take
 * pushes but is not subscribed gets an enable button; dismissing stores a timestamp under
 * hide-push-notification-alert and the alert stays away.
 */
export function PushAlert() {
  const { t } = useI18n();
  const { user } = useSite();
  const push = usePush();
  const matches = useMatches();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user || !hydrated || !push.capable || push.subscribed !== false) return null;
  if (dismissed || window.localStorage.getItem(KEY)) return null;
  if (matches.some((m) => HIDDEN_ON.has(m.id))) return null;
  return (
    <div className="container mt-3">
      <div
        className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0"
        data-testid="push-alert"
      >
        <span className="me-auto">{t('push.alert_text')}</span>
        <button
          type="button"
          className="btn btn-sm btn-brand rounded-pill"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void push.enable().finally(() => setBusy(false));
          }}
        >
          {t('push.alert_enable')}
        </button>
        <button
          type="button"
          className="btn-close"
          aria-label={t('push.alert_dismiss')}
          onClick={() => {
            window.localStorage.setItem(KEY, String(Math.floor(Date.now() / 1000)));
            setDismissed(true);
          }}
        />
      </div>
    </div>
  );
}
