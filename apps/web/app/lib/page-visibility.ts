import { useEffect } from 'react';
import { endpointTarget, type TCallName, type TLiveFrame } from '@cupido/contract/browser';

/** A beacon is sent by address: the call's, from its name. */
const HIDDEN_URL = endpointTarget('POST /api/page-hidden.php' satisfies TCallName).path;

/** The page-hidden beacon of spec section 7 (an empty JSON body), sent even as the tab closes. */
export function sendPageHidden() {
  const body = '{}';
  try {
    if (navigator.sendBeacon?.(HIDDEN_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon: the keep-alive fetch below does the same.
  }
  void fetch(HIDDEN_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body,
  }).catch(() => {});
}

/**
 * Tells the server whether this tab is in front, so mails and pushes about new messages go only
 * to members with no tab in front: the live frame `visible` when the tab is shown or the socket
 * (re)connects while visible, the frame `hidden` and the page-hidden beacon when it is hidden.
 */
export function usePageVisibility(connected: boolean, send: (frame: TLiveFrame) => boolean) {
  useEffect(() => {
    if (!connected) return;
    const report = () => {
      if (document.visibilityState === 'visible') send({ type: 'visible' });
      else {
        send({ type: 'hidden' });
        sendPageHidden();
      }
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [connected, send]);
}
