import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { call } from '../../lib/api.ts';
import type { TMessageKey } from '@cupido/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import { useToast } from '../../ui/toast.tsx';

/** What a toast says once a switch is saved. */
function confirmation(change: {
  invisible?: boolean;
  privacy_mode?: boolean;
  read_receipts?: boolean;
}): TMessageKey {
  if (change.invisible !== undefined)
    return change.invisible ? 'privacy.invisible_on' : 'privacy.invisible_off';
  if (change.privacy_mode !== undefined)
    return change.privacy_mode ? 'privacy.private_on' : 'privacy.private_off';
  return change.read_receipts ? 'privacy.receipts_on' : 'privacy.receipts_off';
}

/**
 * Invisible mode and privacy mode (spec section 4) and read receipts (shown only while both
 * members share them), saved as soon as they change.
 */
export function PrivacyToggles({
  invisible,
  privacyMode,
  readReceipts,
}: {
  invisible: boolean;
  privacyMode: boolean;
  readReceipts: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // Shown at once; put back if the server refuses.
  const [state, setState] = useState({
    invisible,
    privacy_mode: privacyMode,
    read_receipts: readReceipts,
  });
  async function save(change: Partial<typeof state>) {
    const before = state;
    setState({ ...state, ...change });
    setBusy(true);
    try {
      await call('PUT /api/privacy.php', { body: change });
      await revalidator.revalidate();
      toast(t(confirmation(change)));
    } catch {
      setState(before);
      toast(t('error.try_again_later'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4" id="privacy">
      <h2 id={`${id}-title`} className="h5">
        {t('my_profile.privacy_title')}
      </h2>
      <div className="form-check form-switch mb-2">
        <input
          id={`${id}-inv`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={state.invisible}
          disabled={busy}
          aria-describedby={`${id}-inv-help`}
          onChange={(e) => void save({ invisible: e.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-inv`}>
          {t('my_profile.invisible')}
        </label>
        <div id={`${id}-inv-help`} className="form-text">
          {t('my_profile.invisible_help')}
        </div>
      </div>
      <div className="form-check form-switch mb-2">
        <input
          id={`${id}-priv`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={state.privacy_mode}
          disabled={busy}
          aria-describedby={`${id}-priv-help`}
          onChange={(e) => void save({ privacy_mode: e.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-priv`}>
          {t('my_profile.privacy_mode')}
        </label>
        <div id={`${id}-priv-help`} className="form-text">
          {t('my_profile.privacy_mode_help')}
        </div>
      </div>
      <div className="form-check form-switch">
        <input
          id={`${id}-read`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={state.read_receipts}
          disabled={busy}
          aria-describedby={`${id}-read-help`}
          onChange={(e) => void save({ read_receipts: e.target.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-read`}>
          {t('my_profile.read_receipts')}
        </label>
        <div id={`${id}-read-help`} className="form-text">
          {t('my_profile.read_receipts_help')}
        </div>
      </div>
    </section>
  );
}
