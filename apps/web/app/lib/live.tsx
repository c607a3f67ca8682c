import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import {
  REFRESH_MS,
  type TChatsResponse,
  type TLiveEvent,
  type TLiveFrame,
  type TUser,
} from '@cupido/contract/browser';
import { call } from './api.ts';
import { ApiError } from './http-client.ts';
import type { TLiveSocket } from './live-socket.ts';
import { initialLiveState, liveReducer, type TLiveState } from './live-state.ts';
import { refreshWhileOffline } from './refresh-schedule.ts';
import { usePush, usePushMessages } from './push.tsx';
import { sessionEndExpected } from './session-end.ts';
import { useTitleCount } from './use-title-count.ts';
import { usePageVisibility } from './page-visibility.ts';

type TListener = (event: TLiveEvent) => void;

export type TLive = TLiveState & {
  /** Listens to the live events; returns the unsubscribe. */
  subscribe: (listener: TListener) => () => void;
  /** Sends a frame if the socket is open (false otherwise). */
  send: (frame: TLiveFrame) => boolean;
  /** Reloads the user and the chats (spec section 4, "Refresh"). */
  refresh: () => Promise<void>;
  /** The chats a page loaded with its data. */
  seedChats: (response: TChatsResponse) => void;
  /** Opening a chat sets its unread count to 0 (spec section 4). */
  markRead: (conversationId: number) => void;
  removeChat: (conversationId: number) => void;
  setCredits: (credits: number) => void;
};

const LiveContext = createContext<TLive | null>(null);

/**
 * The session ended elsewhere (logout in another tab, expiry, password change): like the HTTP
 * client, go to '/', which renders the visitor's view. Not when this tab ended it on purpose.
 */
const loggedOut = () => {
  if (!sessionEndExpected()) window.location.assign('/');
};

/**
 * The live channel of a logged-in member's tab: one WebSocket (reconnecting with backoff), the
 * refresh of spec section 4 (after a login and a reconnect; every 60 s, first after 5 s, only
 * while the socket is down), the badge counts and credits, and the '(n)' title prefix.
 */
export function LiveProvider({ user, children }: { user: TUser | null; children: ReactNode }) {
  const [state, dispatch] = useReducer(liveReducer, user, initialLiveState);
  const listeners = useRef(new Set<TListener>());
  const socket = useRef<TLiveSocket | null>(null);
  const started = useRef(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    dispatch(user ? { type: 'user', user } : { type: 'reset' });
  }, [user]);

  const refresh = useCallback(async () => {
    // This tab is ending its session (logout, deletion): nothing to catch up on.
    if (sessionEndExpected()) return;
    const [me, chats] = await Promise.allSettled([
      call('GET /api/user.php'),
      call('GET /api/chats.php'),
    ]);
    if (me.status === 'fulfilled' && me.value) {
      if (me.value.user) dispatch({ type: 'user', user: me.value.user });
      else return loggedOut();
    } else if (
      me.status === 'rejected' &&
      me.reason instanceof ApiError &&
      me.reason.status === 401
    )
      return loggedOut();
    if (chats.status === 'fulfilled' && chats.value)
      dispatch({ type: 'chats', response: chats.value });
  }, []);

  // A pushed message reloads the user and the chats; push makes the refresh 300 s (spec section 4).
  const { subscribed } = usePush();
  const pushing = useRef(false);
  useEffect(() => {
    pushing.current = typeof subscribed === 'object' && subscribed !== null;
  }, [subscribed]);
  usePushMessages(
    useCallback(() => {
      if (userId !== null) void refresh();
    }, [userId, refresh]),
  );

  useEffect(() => {
    const isLogin = started.current;
    started.current = true;
    if (userId === null) return;
    const polling = refreshWhileOffline(() => void refresh(), {
      first: REFRESH_MS.first,
      every: () => (pushing.current ? REFRESH_MS.withPush : REFRESH_MS.every),
    });
    // The socket's module (with the zod parser of its events) loads only for a member.
    let live: TLiveSocket | null = null;
    let ended = false;
    void import('./live-socket.ts').then(({ liveUrl, openLiveSocket }) => {
      if (ended) return;
      live = openLiveSocket({
        url: liveUrl(window.location),
        onEvent: (event) => {
          dispatch({ type: 'event', event });
          for (const listener of listeners.current) listener(event);
        },
        // Catch up on what happened while the socket was down.
        onOpen: (reconnected) => void (reconnected && refresh()),
        onStatus: (connected) => {
          polling.setConnected(connected);
          dispatch({ type: 'connected', connected });
        },
        onSessionEnded: loggedOut,
      });
      socket.current = live;
    });
    const wake = () => {
      if (document.visibilityState === 'visible') live?.reconnectNow();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    if (isLogin) void refresh();
    return () => {
      ended = true;
      polling.stop();
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      live?.close();
      socket.current = null;
    };
  }, [userId, refresh]);

  useTitleCount(userId === null ? 0 : state.unread + state.likes);
  // The connection state, for styles and the browser journeys (its presence also tells them the
  // page is hydrated).
  useEffect(() => {
    document.documentElement.dataset.live = state.connected ? 'connected' : 'offline';
  }, [state.connected]);

  const actions = useMemo(
    () => ({
      subscribe: (listener: TListener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      send: (frame: TLiveFrame) => socket.current?.send(frame) ?? false,
      seedChats: (response: TChatsResponse) => dispatch({ type: 'chats', response }),
      markRead: (conversationId: number) => dispatch({ type: 'read', conversationId }),
      removeChat: (conversationId: number) => dispatch({ type: 'remove', conversationId }),
      setCredits: (credits: number) => dispatch({ type: 'credits', credits }),
    }),
    [],
  );
  usePageVisibility(userId !== null && state.connected, actions.send);
  const value = useMemo<TLive>(
    () => ({ ...state, ...actions, refresh }),
    [state, actions, refresh],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLive(): TLive {
  const value = useContext(LiveContext);
  if (!value) throw new Error('useLive outside LiveProvider');
  return value;
}

/** Calls the newest `listener` for every live event while the component is mounted. */
export function useLiveEvents(listener: TListener) {
  const { subscribe } = useLive();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
