import { createHttpClient } from './http-client.ts';

/**
 * The browser's API client. When the server says the session has ended, the member is logged
 * out: the page goes to '/' (spec section 4), which renders the visitor's view.
 */
const client = createHttpClient({
  onLoggedOut: () => {
    if (typeof window !== 'undefined') window.location.assign('/');
  },
});

/** Calls the API by the contract's name of the call, typed from its definition (decision 39). */
export const call = client.call;

/** Sends a form to the web app's form action (`CallForm`, decision 40). */
export const submitForm = client.submitForm;
