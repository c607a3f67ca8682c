import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../lib/i18n.tsx';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** The online/offline indicator: a notice while offline, and briefly when back online. */
export function NetworkStatus() {
  const { t } = useI18n();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const wasOffline = useRef(false);
  const [showBack, setShowBack] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setShowBack(true);
    const timer = setTimeout(() => setShowBack(false), 3000);
    return () => clearTimeout(timer);
  }, [online]);

  if (online && !showBack) return null;
  return (
    <div
      className={`network-status alert ${online ? 'alert-success' : 'alert-warning'} shadow py-2 px-3 mb-0`}
      role="status"
      aria-live="polite"
    >
      {online ? t('network.online') : t('network.offline')}
    </div>
  );
}
