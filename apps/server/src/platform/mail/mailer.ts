/** A rendered e-mail, ready to go. */
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/** Sends mail: SMTP in production, an outbox folder on a developer's machine. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
  close(): Promise<void>;
}
