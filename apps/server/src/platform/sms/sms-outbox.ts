import type { Queryable } from '../db/db.ts';
import type { SmsSender, TSms } from './sms-sender.ts';

export type TOutboxSms = { id: number; to: string; text: string; sentAt: string };

/**
 * The development SMS sender: each message is a row of `sms_outbox`, readable at /dev/sms and
 * /dev/sms.json (never in production), like the mail outbox at /dev/mail. It lives in the
 * database so every instance and the journeys see the same messages.
 */
export function smsOutbox(
  db: Queryable,
): SmsSender & { list(limit?: number): Promise<TOutboxSms[]> } {
  return {
    kind: 'outbox',
    async send(sms: TSms) {
      await db.query('insert into sms_outbox (recipient, body) values ($1, $2)', [
        sms.to,
        sms.text,
      ]);
    },
    async list(limit = 200) {
      const rows = await db.query<{
        id: number;
        recipient: string;
        body: string;
        sent_at: Date | string;
      }>('select id, recipient, body, sent_at from sms_outbox order by id desc limit $1', [limit]);
      return rows.map((r) => ({
        id: r.id,
        to: r.recipient,
        text: r.body,
        sentAt: new Date(r.sent_at).toISOString(),
      }));
    },
  };
}
