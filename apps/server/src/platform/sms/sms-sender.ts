/** A text message to one phone number (E.164, e.g. +4915112345678). */
export type TSms = { to: string; text: string };

/**
 * Sends text messages (issue 13: the direct-debit code). Outside production the default is the
 * outbox (sms-outbox.ts), readable at /dev/sms; a provider adapter plugs in here.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'provider';
  send(sms: TSms): Promise<void>;
}

/** A provider refused or could not be reached; the caller tells the member to try again. */
export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}
