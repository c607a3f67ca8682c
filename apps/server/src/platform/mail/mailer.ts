/** A rendered e-mail, ready to go. */
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name: the site's, so each brand's mail comes from it (the address is MAIL_FROM's). */
  fromName?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/** Sends mail: SMTP in production, an outbox folder on a developer's machine. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: TMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * The From header of a mail: MAIL_FROM's address under the mail's own sender name when it has
 * one (a quoted string, RFC 5322), else MAIL_FROM as configured.
 */
export function senderOf(mail: Pick<TMail, 'fromName'>, mailFrom: string): string {
  if (!mail.fromName) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const name = mail.fromName.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${name}" <${address}>`;
}
