import type { FastifyPluginAsync } from 'fastify';
import type { TOutboxMail } from '../../platform/mail/outbox-mailer.ts';
import { escapeHtml as escape } from './escape-html.ts';

/** The development outbox at /dev/mail (never registered in production). */
export const devMailRoutes: FastifyPluginAsync<{ list: () => Promise<TOutboxMail[]> }> = async (
  app,
  { list },
) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await list();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escape(m.sentAt)}</td><td>${escape(m.to)}</td><td><a href="/dev/mail/${escape(m.id)}">${escape(m.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body style="font-family:sans-serif">` +
          `<h1>Outbox (development)</h1><p>${mails.length} mails, newest first.</p>` +
          `<table cellpadding="6"><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });

  app.get<{ Params: { id: string } }>(
    '/dev/mail/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const mail = (await list()).find((m) => m.id === request.params.id);
      if (!mail) return reply.callNotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        )
        .send(mail.html);
    },
  );

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ mails: await list() }));
};
