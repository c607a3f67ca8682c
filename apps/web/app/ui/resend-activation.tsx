import { useState } from 'react';
import { call } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';

/**
 * 'Send the e-mail again' for a member whose address is not confirmed: the button, then
 * 'sent', or a failure in an alert. Used by the activation reminder and the chat's notice.
 */
export function ResendActivation({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  return (
    <>
      {state === 'sent' ? (
        <strong>{t('activation.sent')}</strong>
      ) : (
        <button
          type="button"
          className={buttonClassName}
          disabled={state === 'sending'}
          onClick={async () => {
            setState('sending');
            try {
              await call('POST /api/activation-mail.php');
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
    </>
  );
}
