import { useCallback, useState } from 'react';
import { useMatches } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { DESKTOP_QUERY } from '../../lib/signup-modal.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { MemberAlert } from '../../ui/member-alert.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ResendActivation } from '../../ui/resend-activation.tsx';

const HIDDEN_ON = new Set([
  'signup',
  'complete-signup',
  // The failed activation's page offers the new mail itself.
  'activate-error',
  'settings',
  'settings-delete',
  'notifications',
]);
/** Set when a phone's sign-up is complete (api_signup_complete), until the modal is closed. */
const MODAL_KEY = 'activation-reminder-modal';

/**
 * The sign-up is complete (spec section 2's api_signup_complete: the member leaves its last
 * step, 'check your e-mail'): on a smartphone the activation reminder is a modal the first time
 * it shows after this, in this tab.
 */
export function activationModalAfterSignup() {
  if (!window.matchMedia(DESKTOP_QUERY).matches) window.sessionStorage.setItem(MODAL_KEY, '1');
}

/**
 * The activation reminder (spec section 2): a logged-in member whose e-mail is not confirmed
 * and whose profile is still disabled, outside sign-up and settings, with a way to resend. After
 * a sign-up on a smartphone it opens as a modal (once); otherwise it is an alert.
 */
export function ActivationReminder() {
  const { t } = useI18n();
  const { user } = useSite();
  const matches = useMatches();
  const hydrated = useHydrated();
  const [, setClosed] = useState(false);
  const close = useCallback(() => {
    window.sessionStorage.removeItem(MODAL_KEY);
    setClosed(true);
  }, []);
  if (
    !user ||
    user.status !== 'not_confirmed' ||
    user.profile.status !== 'disabled' ||
    user.notifications_disabled.length > 0 ||
    matches.some((m) => HIDDEN_ON.has(m.id))
  ) {
    return null;
  }
  const text = t('activation.reminder', { email: user.email });
  if (hydrated && window.sessionStorage.getItem(MODAL_KEY)) {
    return (
      <Modal
        title={t('notifications.activation_modal_title')}
        id="activation-reminder"
        onEscape={close}
        footer={
          <button type="button" className="btn btn-brand rounded-pill px-4" onClick={close}>
            {t('common.close')}
          </button>
        }
      >
        <p className="text-break">{text}</p>
        <ResendActivation buttonClassName="btn btn-outline-secondary rounded-pill" />
      </Modal>
    );
  }
  return (
    <MemberAlert tone="warning" role="status">
      <span className="me-auto">{text}</span>
      <ResendActivation buttonClassName="btn btn-sm btn-outline-dark" />
    </MemberAlert>
  );
}
