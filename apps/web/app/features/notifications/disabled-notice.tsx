import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { TMailDisabledReason } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The reason that matters most: a bounce needs a new address, a spam report an explicit yes. */
const ORDER: TMailDisabledReason[] = ['bounce', 'fbl', 'listunsubscribe'];

export function mainReason(reasons: readonly string[]): TMailDisabledReason | null {
  return ORDER.find((reason) => reasons.includes(reason)) ?? null;
}

/**
 * Why notification mail stopped (spec section 3's disabled reasons), in words, with the way
 * back: a new address after a bounce, an explicit "send me e-mails again" after a spam report,
 * the settings after an unsubscribe (unless it is shown on the settings page itself:
 * `isOnSettingsPage`).
 */
export function DisabledNotice({
  reason,
  email,
  onResumed,
  isOnSettingsPage = false,
}: {
  reason: TMailDisabledReason;
  email: string;
  onResumed?: () => void;
  isOnSettingsPage?: boolean;
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function resume() {
    setBusy(true);
    setFailed(false);
    try {
      await call('PUT /api/notifications.php', { body: { resume: true } });
      onResumed?.();
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <span className="me-auto">{t(`notifications.disabled.${reason}`, { email })}</span>
      {reason === 'bounce' && (
        <Link to="/settings" className="btn btn-sm btn-brand rounded-pill">
          {t('notifications.change_email')}
        </Link>
      )}
      {reason === 'fbl' && (
        <button
          type="button"
          className="btn btn-sm btn-brand rounded-pill"
          disabled={busy}
          onClick={() => void resume()}
        >
          {t('notifications.resume')}
        </button>
      )}
      {reason === 'listunsubscribe' && !isOnSettingsPage && (
        <Link to="/notifications" className="btn btn-sm btn-brand rounded-pill">
          {t('notifications.manage')}
        </Link>
      )}
      {failed && (
        <span role="alert" className="w-100 small text-danger">
          {t('notifications.save_failed')}
        </span>
      )}
    </>
  );
}
