/** The shared secret of the mail provider's bounce calls in the journeys' server (serve.ts). */
export const E2E_MAIL_EVENTS_SECRET = 'e2e-mail-events-secret-0123456789abcdef';
