import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../platform/db/migrate.ts';
import { queueMail } from '../modules/mail/mail-jobs.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { openTestDb } from './test-app.ts';

describe('durable mail', () => {
  it('sends a mail queued before a crash once an instance runs again', async () => {
    const smtp = await startSmtpSink();
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      // An instance queued the mail with its transaction and died before its worker ran.
      await db.transaction((tx) =>
        queueMail(tx, {
          to: 'lotte@example.com',
          subject: 'Hallo',
          text: 'Tekst',
          html: '<p>Tekst</p>',
        }),
      );
      expect(smtp.received).toHaveLength(0);

      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SMTP_URL: smtp.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'cupido-')),
      });
      const restarted = await buildApp({ config, db });
      try {
        expect(await restarted.jobs.runDue()).toBe(1);
        expect(await restarted.jobs.runDue()).toBe(0);
      } finally {
        await restarted.close();
      }
      expect(smtp.received).toEqual([
        expect.objectContaining({
          to: 'lotte@example.com',
          subject: 'Hallo',
          text: expect.stringContaining('Tekst'),
        }),
      ]);
    } finally {
      await drop();
      await smtp.close();
    }
  });
});
