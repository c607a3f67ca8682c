import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  PUSH_ALERT_COOKIE,
  PUSH_WORKER_URL,
  type TPageWorkerMessage,
  type TPushSubscription,
  type TPushWorkerMessage,
} from '@cupido/contract/browser';
import { call } from './api.ts';
import { yearCookie } from './cookies.ts';

/** Spec section 4: unknown (null), not subscribed (false), subscribed, or denied. */
export type TPushState = null | false | TPushSubscription | 'denied';

export type TPush = {
  /** The browser can receive pushes (service worker, Push API, notifications, a server key). */
  capable: boolean;
  subscribed: TPushState;
  /**
   * The location key of the page on which this browser's state became known (null: not yet).
   * What is learned while a page is on screen changes later pages, not that one (no shift).
   */
  learnedOn: string | null;
  /**
   * Asks for the permission and subscribes; resolves to the new state. `signedUp`: the page's
   * data does not know the member yet (the sign-up flow), the subscription is saved all the same.
   * Rejects when the browser cannot subscribe (its push service refused or unreachable) or the
   * subscription could not be saved: the caller tells the member.
   */
  enable: (options?: { signedUp?: boolean }) => Promise<TPushState>;
  /**
   * Ends this browser's subscription: the server forgets it first (no notice reaches the browser
   * after the member turned them off), then the browser drops it. Rejects when the server could
   * not be told: the caller tells the member.
   */
  disable: () => Promise<void>;
};

const PushContext = createContext<TPush>({
  capable: false,
  subscribed: null,
  learnedOn: null,
  enable: async () => null,
  disable: async () => {},
});

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const asJson = (sub: PushSubscription) => sub.toJSON() as TPushSubscription;

/** Tells the server whether this browser is one the push alert offers pushes to (or not). */
function rememberOffer(offer: boolean) {
  document.cookie = yearCookie(PUSH_ALERT_COOKIE, offer ? '1' : '0');
}

/** The service worker of spec section 7; it also keeps the offline page, so every visitor gets it. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Tells the worker the page's language: it keeps its offline page in the same one. */
function keepOfflinePageInLanguage(reg: ServiceWorkerRegistration | null) {
  const message: TPageWorkerMessage = {
    type: 'OFFLINE_LANGUAGE',
    lang: document.documentElement.lang,
  };
  reg?.active?.postMessage(message);
}

/**
 * Web push in the page (spec sections 4 and 7): registers the service worker, knows whether this
 * browser is subscribed, and sends the subscription to the account when logged in: again on each
 * load, so a renewed subscription reaches the server, and whenever the page's member changes
 * (logging in or signing up without a load: logging out ended the session it was saved for).
 */
export function PushProvider({
  userId,
  publicKey,
  children,
}: {
  userId: number | null;
  publicKey: string | null;
  children: ReactNode;
}) {
  const [capable, setCapable] = useState(false);
  const [subscribed, setSubscribed] = useState<TPushState>(null);
  const [learnedOn, setLearnedOn] = useState<string | null>(null);
  const { key } = useLocation();
  const page = useRef(key);
  useEffect(() => {
    page.current = key;
  }, [key]);

  useEffect(() => {
    let cancelled = false;
    const settle = (able: boolean, state: TPushState) => {
      setCapable(able);
      setSubscribed(state);
      rememberOffer(able && state === false);
      setLearnedOn((on) => on ?? page.current);
    };
    void (async () => {
      const reg = await registration().catch(() => null);
      if (cancelled) return;
      keepOfflinePageInLanguage(reg);
      if (!reg || !supported() || !publicKey) return settle(false, null);
      if (Notification.permission === 'denied') return settle(true, 'denied');
      const sub = await reg.pushManager.getSubscription();
      if (cancelled) return;
      settle(true, sub ? asJson(sub) : false);
      if (sub && userId !== null) {
        const body = { subscription: asJson(sub) };
        await call('POST /api/user.php?push=1', { body }).catch(() => {});
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, publicKey]);

  const enable = useCallback(
    async ({ signedUp = false } = {}): Promise<TPushState> => {
      if (!supported() || !publicKey) return null;
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        const state = permission === 'denied' ? 'denied' : false;
        setSubscribed(state);
        rememberOffer(state === false);
        return state;
      }
      const reg = await registration();
      if (!reg) return null;
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = asJson(sub);
      if (userId !== null || signedUp)
        await call('POST /api/user.php?push=1', { body: { subscription: json } });
      setSubscribed(json);
      rememberOffer(false);
      return json;
    },
    [publicKey, userId],
  );

  const disable = useCallback(async () => {
    const reg = await registration();
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      await call('POST /api/user.php?push=1', {
        body: { subscription: false, endpoint: sub.endpoint },
      });
      await sub.unsubscribe().catch(() => false);
    }
    setSubscribed(false);
    rememberOffer(false);
  }, []);

  const value = useMemo(
    () => ({ capable, subscribed, learnedOn, enable, disable }),
    [capable, subscribed, learnedOn, enable, disable],
  );
  return <PushContext.Provider value={value}>{children}</PushContext.Provider>;
}

export function usePush(): TPush {
  return useContext(PushContext);
}

/**
 * The service worker's messages (spec section 7): a pushed notice reloads the user and the
 * chats; a click on a notice brings this tab to the page it names.
 */
export function usePushMessages(onPushed: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<TPushWorkerMessage>) => {
      const data = event.data;
      if (data?.type === 'NEW_PUSH_MESSAGE') onPushed();
      else if (data?.type === 'NEW_PUSH_CLICK' && data.openUrl.startsWith('/'))
        void navigate(data.openUrl);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate, onPushed]);
}
