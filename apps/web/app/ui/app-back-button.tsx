import { useSyncExternalStore } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { ArrowLeftIcon } from './icons.tsx';

/** Spec section 2: the pages that get a Back button in the installed app. */
const BACK_ON = new Set([
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
]);

const STANDALONE = '(display-mode: standalone)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True in an installed app (standalone display), which has no browser Back button. */
export function useStandalone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(STANDALONE).matches,
    () => false,
  );
}

/**
 * The installed app's Back button (spec section 2): on the pages listed, in standalone display,
 * when there is history to go back to.
 */
export function AppBackButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const matches = useMatches();
  const standalone = useStandalone();
  if (!standalone || window.history.length <= 1) return null;
  if (!matches.some((m) => BACK_ON.has(m.id))) return null;
  return (
    <button
      type="button"
      className="btn btn-link text-reset p-1 d-inline-flex align-items-center"
      aria-label={t('push.back')}
      onClick={() => void navigate(-1)}
    >
      <ArrowLeftIcon />
    </button>
  );
}
