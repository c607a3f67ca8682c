// No zod in this module: the browser loads it (decision 41).

/**
 * Close codes: the session ended (log in again); the session or member opened more sockets than
 * allowed and this, the oldest, gave way (reconnect only when the tab is used again); or the
 * handshake was refused.
 */
export const LIVE_CLOSE = { sessionEnded: 4401, tooManySockets: 4429, policy: 1008 } as const;
/** Largest frame a client may send. */
export const LIVE_MAX_FRAME_BYTES = 1024;
/** The live channel's WebSocket (a handshake, not a call of the contract). */
export const LIVE_PATH = '/api/live';
/**
 * The type of every live event (`ZLiveEvent`'s, which the compiler holds it to): the browser passes on an
 * event of one of these types as its own server sent it, as it takes the calls' answers, without
 * loading zod to check each field (decision 62).
 */
export const LIVE_EVENT_TYPES = [
  'message',
  'typing',
  'read',
  'conversation_removed',
  'unread',
  'credits',
  'payment',
  'like',
  'unlike',
  'match',
  'notification',
  'pong',
  'error',
] as const;
