import nodemailer from 'nodemailer';
import { senderOf, type Mailer, type TMail } from './mailer.ts';

/** Mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail: TMail) {
      await transport.sendMail({
        from: senderOf(mail, from),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
