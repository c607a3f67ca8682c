import { useState, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { entryWarningEnabled, SITE_ENTRY_STORAGE_KEY } from '@cupido/contract';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { Modal } from './modal.tsx';

/** Routes on which the warning never shows (spec section 2). */
const HIDDEN_ON = new Set(['complete-signup', 'reset-password', 'reset-password-do']);

const noop = () => () => {};

function isInstalledApp(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * The site-entry warning (spec section 2): for logged-out visitors in a browser (not the
 * installed app), when the site enables it for the selected country and it was not dismissed.
 * Dismissal stores a unix timestamp. `onlyCountries` narrows it (chat, lander and empty
 * layouts show it only for NL and DE).
 */
export function EntryWarning({ onlyCountries }: { onlyCountries?: string[] }) {
  const { t } = useI18n();
  const { settings, user } = useSite();
  const matches = useMatches();
  const [dismissed, setDismissed] = useState(false);
  // Storage and display mode exist only in the browser: decided after hydration.
  const isBrowser = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const country = settings.geoip_selected_country;
  const applies =
    !user &&
    entryWarningEnabled(settings.enable_site_entry_popup, country) &&
    (!onlyCountries || onlyCountries.includes(country)) &&
    !matches.some((m) => HIDDEN_ON.has(m.id));

  const open =
    applies &&
    isBrowser &&
    !dismissed &&
    !isInstalledApp() &&
    !window.localStorage.getItem(SITE_ENTRY_STORAGE_KEY);
  if (!open) return null;
  const params = {
    site_name: settings.name,
    min_age: settings.minimum_age,
    fictional_plural: settings.fictional_plural,
    fictional_icon: settings.fictional_icon,
  };
  return (
    <Modal
      id="site-entry-warning"
      title={t('entry.title')}
      footer={
        <>
          <a
            className="btn btn-outline-secondary rounded-pill"
            href="https://www.google.com"
            rel="noreferrer"
          >
            {t('entry.leave')}
          </a>
          <button
            type="button"
            className="btn btn-brand rounded-pill px-4"
            onClick={() => {
              window.localStorage.setItem(
                SITE_ENTRY_STORAGE_KEY,
                String(Math.floor(Date.now() / 1000)),
              );
              setDismissed(true);
            }}
          >
            {t('entry.enter', params)}
          </button>
        </>
      }
    >
      <p>{t('entry.body', params)}</p>
      <p className="mb-0 small text-secondary">{t('entry.fictional', params)}</p>
    </Modal>
  );
}
