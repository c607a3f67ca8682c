/**
 * The push services browsers subscribe with: Google's (Chrome, Edge on Android, Opera, Samsung
 * Internet, Brave), Mozilla's (Firefox), Apple's (Safari) and Microsoft's (Edge on Windows). A
 * subscription's endpoint is an address the server sends a request to; in production only these
 * hosts are accepted, over https on its default port, so that no member can make the server call
 * an address of their choosing (an internal service, the cloud's metadata address).
 * A name that starts with a dot stands for its subdomains.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/** Whether the endpoint is a known push service's (https, default port). */
export function isPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? host.endsWith(known) && host.length > known.length : host === known,
  );
}
