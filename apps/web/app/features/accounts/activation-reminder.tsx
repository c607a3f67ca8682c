import { useState } from 'react';
import { useMatches } from 'react-router';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';

const HIDDEN_ON = new Set(['signup', 'complete-signup', 'settings', 'notifications']);

/**
 * The activation reminder (spec section 2): a logged-in member whose e-mail is not confirmed
 * and whose profile is still disabled, outside sign-up and settings, with a way to resend.
 */
export function ActivationReminder() {
  const { t } = useI18n();
  const { user } = useSite();
  const matches = useMatches();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (
    !user ||
    user.status !== 'not_confirmed' ||
    user.profile.status !== 'disabled' ||
    user.notifications_disabled.length > 0 ||
    matches.some((m) => HIDDEN_ON.has(m.id))
  ) {
    return null;
  }
  return (
    <div className="container mt-3">
      <div
        className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0"
        role="status"
      >
        <span className="me-auto">{t('activation.reminder', { email: user.email })}</span>
        {state === 'sent' ? (
          <strong>{t('activation.sent')}</strong>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-dark"
            disabled={state === 'sending'}
            onClick={async () => {
              setState('sending');
              try {
                await api.post('/api/activation-mail.php');
                setState('sent');
              } catch {
                setState('failed');
              }
            }}
          >
            {t('activation.resend')}
          </button>
        )}
        {state === 'failed' && <span role="alert">{t('error.try_again_later')}</span>}
      </div>
    </div>
  );
}
