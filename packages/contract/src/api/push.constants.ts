// No zod in this module: the browser loads it (decision 41).

/** The service worker's path and version (spec section 7). */
export const PUSH_WORKER_URL = '/sw-push.js?v=2';
