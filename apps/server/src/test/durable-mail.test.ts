import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../platform/db/migrate.ts';
import { queueMail } from '../modules/mail/index.ts';
import { findInDatabase } from './find-in-database.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { createTestApp, openTestDb } from './test-app.ts';

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

  it('sends a link mail queued before a crash with a working link, and stores no token', async () => {
    const smtp = await startSmtpSink();
    // The first instance signs a member up and dies before its worker runs.
    const first = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const second = await createTestApp({ env: { SMTP_URL: smtp.url }, shareDbWith: first });
    try {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: { host: 'hartjes.localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'ruben@example.com',
          name: 'Ruben',
          password: 'correct horse',
          date_of_birth: '1990-01-01',
        }),
      });
      expect(res.statusCode).toBe(201);
      await first.app.close();
      expect(smtp.received).toHaveLength(0);

      expect(await second.app.jobs.runDue()).toBe(1);
      const link = smtp.linkTo('ruben@example.com', 'activate.php');
      const token = new URL(link).searchParams.get('token')!;
      expect(await findInDatabase(second.db, token)).toEqual([]);
      const activated = await second.app.inject({
        url: new URL(link).pathname + new URL(link).search,
      });
      expect(activated.headers.location).toBe('/activate/done');
      expect(await second.app.jobs.runDue()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
      await smtp.close();
    }
  });
});
