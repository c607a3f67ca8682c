import {
  LIVE_CLOSE,
  LIVE_EVENT_TYPES,
  LIVE_PATH,
  type TLiveEvent,
  type TLiveFrame,
} from '@cupido/contract/browser';

/** Reconnect delays: 1 s doubling up to 30 s, with jitter so tabs do not reconnect in step. */
export const BACKOFF = { baseMs: 1_000, maxMs: 30_000 } as const;
/** A ping this often keeps proxies from closing an idle socket and shows a dead one. */
export const PING_MS = 25_000;
/** No frame for this long (pongs included) means the connection is dead. */
export const STALE_MS = 2 * PING_MS + 10_000;
/** A connection that lasted this long starts the backoff from 1 s again. */
export const STABLE_MS = 10_000;

/** The delay before reconnect attempt `attempt` (0-based): half the ceiling plus up to half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The live channel's address: same origin, ws: or wss: after the page's protocol. */
export function liveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

/** What the socket needs of a WebSocket (tests hand in a fake). */
export type TSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type TLiveSocketOptions = {
  url: string;
  onEvent: (event: TLiveEvent) => void;
  /** The socket is open; `reconnected` is false only for the first connection. */
  onOpen: (reconnected: boolean) => void;
  onStatus: (connected: boolean) => void;
  /** The server closed with 4401: the session ended, the member must log in again. */
  onSessionEnded: () => void;
  createSocket?: (url: string) => TSocketLike;
  random?: () => number;
  now?: () => number;
};

const OPEN = 1;

/**
 * An event of a type this page knows, as the server sent it: the browser takes its own server's
 * events as it takes its answers, typed by the contract (decision 62). A frame of another type
 * (a newer server's, say) is left aside.
 */
function isLiveEvent(payload: unknown): payload is TLiveEvent {
  if (typeof payload !== 'object' || payload === null) return false;
  const type: unknown = (payload as { type?: unknown }).type;
  return (LIVE_EVENT_TYPES as readonly unknown[]).includes(type);
}

/**
 * One live connection with reconnects: exponential backoff with jitter after a failure,
 * pings to keep it alive and to notice a dead one, no reconnect after the session ended.
 */
export function openLiveSocket(options: TLiveSocketOptions) {
  const create =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as TSocketLike);
  const now = options.now ?? Date.now;
  let socket: TSocketLike | null = null;
  let attempt = 0;
  let opens = 0;
  let openedAt: number | null = null;
  let lastSeen = 0;
  let stopped = false;
  /** Closed as the member's oldest socket (too many): back only when the tab is used again. */
  let parked = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;

  function connect() {
    retryTimer = null;
    parked = false;
    const current = create(options.url);
    socket = current;
    current.onopen = () => {
      openedAt = now();
      lastSeen = now();
      options.onStatus(true);
      options.onOpen(opens > 0);
      opens++;
      pingTimer = setInterval(() => {
        if (now() - lastSeen > STALE_MS) dropped(current, 1006);
        else send({ type: 'ping' });
      }, PING_MS);
    };
    current.onmessage = (message) => {
      lastSeen = now();
      if (typeof message.data !== 'string') return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.data);
      } catch {
        return;
      }
      if (isLiveEvent(payload)) options.onEvent(payload);
    };
    current.onclose = (event) => dropped(current, event.code);
    current.onerror = () => undefined;
  }

  /** The connection ended (closed, failed, or found dead): reconnect later unless told not to. */
  function dropped(which: TSocketLike, code: number) {
    if (which !== socket) return;
    which.onopen = which.onmessage = which.onclose = which.onerror = null;
    if (which.readyState <= OPEN) which.close();
    socket = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    if (openedAt !== null) {
      if (now() - openedAt >= STABLE_MS) attempt = 0;
      openedAt = null;
      options.onStatus(false);
    }
    if (code === LIVE_CLOSE.sessionEnded) {
      stopped = true;
      options.onSessionEnded();
      return;
    }
    if (stopped) return;
    // Reconnecting at once would close another tab's socket, which would do the same.
    if (code === LIVE_CLOSE.tooManySockets) {
      parked = true;
      return;
    }
    retryTimer = setTimeout(connect, backoffDelay(attempt++, options.random));
  }

  function send(frame: TLiveFrame): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  connect();
  return {
    send,
    /** Skips the wait of a pending reconnect, or ends a parking (back online, tab visible again). */
    reconnectNow() {
      if (stopped || (!retryTimer && !parked)) return;
      if (retryTimer) clearTimeout(retryTimer);
      connect();
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      retryTimer = pingTimer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onopen = current.onmessage = current.onclose = current.onerror = null;
        current.close(1000);
      }
    },
  };
}

export type TLiveSocket = ReturnType<typeof openLiveSocket>;
