import type { FastifyPluginAsync } from 'fastify';
import type { TOutboxSms } from './sms-outbox.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The development SMS outbox at /dev/sms and /dev/sms.json (never registered in production). */
export const devSmsRoutes: FastifyPluginAsync<{ list: () => Promise<TOutboxSms[]> }> = async (
  app,
  { list },
) => {
  app.get('/dev/sms', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await list();
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escape(m.sentAt)}</td><td>${escape(m.to)}</td><td>${escape(m.text)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title></head><body style="font-family:sans-serif">` +
          `<h1>SMS outbox (development)</h1><p>${messages.length} messages, newest first.</p>` +
          `<table cellpadding="6"><thead><tr><th>Sent</th><th>To</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });
  app.get('/dev/sms.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await list() };
  });
};
