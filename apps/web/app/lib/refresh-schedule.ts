import { REFRESH_MS } from '@cupido/contract/browser';

/**
 * The refresh of spec section 4 (user and chats every 60 s, the first 5 s after load) as the
 * fallback of the live channel (decision 15): it runs only while the channel is down, since an
 * open channel brings every change itself. A reconnect catches up with one refresh of its own.
 */
export function refreshWhileOffline(
  refresh: () => void,
  timing: { first: number; every: number | (() => number) } = REFRESH_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Spec section 4: every 300 s instead of 60 s while push is subscribed (a getter then).
  const every = () => (typeof timing.every === 'function' ? timing.every() : timing.every);
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const poll = (delay: number) => {
    timer = setTimeout(() => {
      refresh();
      poll(every());
    }, delay);
  };
  poll(timing.first);
  return {
    /** The live channel came up (polling stops) or went down (polling resumes). */
    setConnected(connected: boolean) {
      cancel();
      if (!connected) poll(every());
    },
    stop: cancel,
  };
}
