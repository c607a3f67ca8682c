import { useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useDismissal } from '../../lib/dismissal.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { usePush } from '../../lib/push.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { MemberAlert } from '../../ui/member-alert.tsx';

/** Spec section 2: not on these pages. */
// The sign-up's last step (spec section 4: 'complete (check e-mail)') is part of the sign-up.
const HIDDEN_ON = new Set([
  'signup',
  'complete-signup',
  'notifications',
  'activate-done',
  'directdebit',
  'premium',
]);

/**
 * The push-notification alert (spec section 2): a logged-in member whose browser can take
 * pushes but is not subscribed gets an enable button; dismissing stores a timestamp under
 * hide-push-notification-alert and the alert stays away.
 *
 * Only the browser finds out whether it can take pushes, a moment after the page runs; an alert
 * appearing then would push the page down under the member's finger. So the server draws it
 * from what the browser found out before (its cookie), or, in a browser it has not heard from,
 * as most browsers will have it (offered). What a page finds out that would add the alert shows
 * from the next page on; what takes it away (pushes enabled, or a browser without them) at once.
 */
export function PushAlert() {
  const { t } = useI18n();
  const { user, pushAlert: offeredBefore } = useSite();
  const push = usePush();
  const matches = useMatches();
  const { key } = useLocation();
  const { dismissed, dismiss } = useDismissal('hide-push-notification-alert');
  const [busy, setBusy] = useState(false);
  // The browser may refuse the subscription (its push service unreachable): the member is told,
  // and may try again.
  const [failed, setFailed] = useState(false);
  const offered =
    push.learnedOn === null
      ? offeredBefore
      : push.capable && push.subscribed === false && (offeredBefore || push.learnedOn !== key);
  if (!user || !offered || dismissed) return null;
  if (matches.some((m) => HIDDEN_ON.has(m.id))) return null;
  return (
    <MemberAlert
      tone="info"
      testId="push-alert"
      dismiss={{ label: t('push.alert_dismiss'), onDismiss: dismiss }}
    >
      <span className="me-auto">
        {t('push.alert_text')}
        {failed && (
          <span role="alert" className="d-block fw-semibold">
            {t('push.alert_failed')}
          </span>
        )}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-brand rounded-pill"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          void push
            .enable()
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        {t('push.alert_enable')}
      </button>
    </MemberAlert>
  );
}
