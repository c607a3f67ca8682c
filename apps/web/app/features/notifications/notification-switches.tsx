import { useId, useState } from 'react';
import {
  NOTIFICATION_TYPES,
  type TNotificationSettings,
  type TNotificationType,
} from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSite } from '../../lib/use-root-data.ts';
import { typeLabel } from './type-label.ts';

/**
 * One switch per e-mail notification type (spec section 3), each saved as soon as it changes,
 * with a confirmation that says what was saved (or that it was not, and the switch goes back).
 * A switch that is saving keeps its focus and ignores changes until the answer is in.
 */
export function NotificationSwitches({
  types,
  onSaved,
}: {
  types: TNotificationSettings['types'];
  /** The settings as the server saved them (its disabled reasons may have changed). */
  onSaved?: (settings: TNotificationSettings) => void;
}) {
  const { t } = useI18n();
  const { settings } = useSite();
  const id = useId();
  const [state, setState] = useState(types);
  const [busy, setBusy] = useState<TNotificationType | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

  async function save(type: TNotificationType, enabled: boolean) {
    const before = state;
    setState({ ...state, [type]: enabled });
    setBusy(type);
    const label = typeLabel(t, type, settings.name);
    try {
      const saved = await call('PUT /api/notifications.php', { body: { type, enabled } });
      if (saved) {
        setState(saved.types);
        onSaved?.(saved);
      }
      setNotice({
        text: t(enabled ? 'notifications.saved_on' : 'notifications.saved_off', { type: label }),
        failed: false,
      });
    } catch {
      setState(before);
      setNotice({ text: t('notifications.save_failed'), failed: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <fieldset>
      <legend className="visually-hidden">{t('notifications.title')}</legend>
      <ul className="list-unstyled mb-3">
        {NOTIFICATION_TYPES.map((type) => (
          <li key={type} className="form-check form-switch py-2 border-bottom">
            <input
              id={`${id}-${type}`}
              className="form-check-input"
              type="checkbox"
              role="switch"
              name={type}
              checked={state[type]}
              // Not `disabled`: that would drop the keyboard focus while it saves. A change
              // meanwhile is ignored (the switch stays as it is shown).
              aria-disabled={busy === type}
              onChange={(e) => {
                if (busy !== type) void save(type, e.target.checked);
              }}
            />
            <label className="form-check-label" htmlFor={`${id}-${type}`}>
              {typeLabel(t, type, settings.name)}
            </label>
          </li>
        ))}
      </ul>
      <p
        role={notice?.failed ? 'alert' : 'status'}
        className={`small mb-0 ${notice?.failed ? 'text-danger' : 'text-success'}`}
        data-testid="notifications-saved"
      >
        {notice?.text}
      </p>
    </fieldset>
  );
}
