import { createHttpClient } from './http-client.ts';

/**
 * The browser's API client. When the server says the session has ended, the member is logged
 * out: the page goes to '/' (spec section 4), which renders the visitor's view.
 */
export const api = createHttpClient({
  onLoggedOut: () => {
    if (typeof window !== 'undefined') window.location.assign('/');
  },
});
