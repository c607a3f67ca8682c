import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { entryWarningEnabled, SITE_ENTRY_STORAGE_KEY } from '@cupido/contract/browser';
import { rememberDismissal } from '../lib/dismissal.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { Modal } from './modal.tsx';

/**
 * Routes on which the warning never shows (spec section 2), and the unsubscribe page: a link in
 * a mail to the member, opened where nobody is logged in, must not be covered by it.
 */
const HIDDEN_ON = new Set([
  'complete-signup',
  'reset-password',
  'reset-password-do',
  'unsubscribe',
]);

/** The countries the chat, lander and empty layouts show the warning for (spec section 6). */
export const NARROW_WARNING_COUNTRIES = ['NL', 'DE'];

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
  const { settings, entryDismissed } = useSite();
  const applies = useEntryWarningApplies(onlyCountries);
  const [dismissed, setDismissed] = useState(entryDismissed);
  // The server draws the warning with the page (no flash); an installed app, or a dismissal kept
  // only in storage (from before the cookie), is known in the browser alone and hides it there.
  const hiddenInBrowser = useSyncExternalStore(
    noop,
    () => isInstalledApp() || window.localStorage.getItem(SITE_ENTRY_STORAGE_KEY) !== null,
    () => false,
  );
  useEffect(() => {
    if (hiddenInBrowser && !entryDismissed)
      rememberDismissal(
        SITE_ENTRY_STORAGE_KEY,
        window.localStorage.getItem(SITE_ENTRY_STORAGE_KEY) ??
          String(Math.floor(Date.now() / 1000)),
      );
  }, [hiddenInBrowser, entryDismissed]);
  const open = applies && !dismissed && !hiddenInBrowser;
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
        // Two even buttons; staying is the main action and has the focus, leaving is the way out.
        <div className="d-flex gap-2 w-100">
          <a
            className="btn btn-outline-secondary rounded-pill flex-fill w-50 d-flex align-items-center justify-content-center"
            href="https://www.google.com"
            rel="noreferrer"
          >
            {t('entry.leave')}
          </a>
          <button
            type="button"
            className="btn btn-brand rounded-pill flex-fill w-50"
            data-autofocus
            onClick={() => {
              rememberDismissal(SITE_ENTRY_STORAGE_KEY, String(Math.floor(Date.now() / 1000)));
              setDismissed(true);
            }}
          >
            {t('entry.enter', params)}
          </button>
        </div>
      }
    >
      <p>{t('entry.body', params)}</p>
      <p className="mb-0 small text-secondary">{t('entry.fictional', params)}</p>
    </Modal>
  );
}

/**
 * Whether this visitor is (or was) asked, on this page, to confirm their age by the warning:
 * shown now, or dismissed on an earlier visit. Known on the server too, so a page may rely on it
 * to not ask again (the adultonly lander's own 18+ gate).
 */
export function useEntryWarningApplies(onlyCountries?: string[]): boolean {
  const { settings, user } = useSite();
  const matches = useMatches();
  const country = settings.geoip_selected_country;
  return (
    !user &&
    entryWarningEnabled(settings.enable_site_entry_popup, country) &&
    (!onlyCountries || onlyCountries.includes(country)) &&
    !matches.some((m) => HIDDEN_ON.has(m.id))
  );
}
