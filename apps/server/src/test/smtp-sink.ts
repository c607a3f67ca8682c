import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
};

/** A real SMTP server on loopback that keeps what it receives (the third party of mail tests). */
export async function startSmtpSink() {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
            headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first link in the last mail to `to` that contains `part`. */
    linkTo(to: string, part: string): string {
      const pattern = new RegExp(`https?://\\S*${part}\\S*`);
      const link = [...received]
        .reverse()
        .filter((m) => m.to === to)
        .map((m) => m.text.match(pattern)?.[0])
        .find(Boolean);
      if (!link) throw new Error(`No mail to ${to} with a link containing ${part}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
