import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { senderOf, type Mailer, type TMail } from './mailer.ts';

export type TOutboxMail = TMail & { id: string; sentAt: string; from: string };

/**
 * The development mailer: each mail is a JSON file in DATA_DIR/outbox, readable at /dev/mail
 * (never mounted in production).
 */
export function outboxMailer(
  dir: string,
  from: string,
): Mailer & { list(): Promise<TOutboxMail[]> } {
  return {
    kind: 'outbox',
    async send(mail: TMail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const record: TOutboxMail = { id, sentAt, ...mail, from: senderOf(mail, from) };
      // Written under another name, then renamed: a listing never reads a half-written mail
      // (it did, and answered 500, while parallel sign-ups were being mailed).
      const file = join(dir, `${id}.json`);
      await writeFile(`${file}.part`, JSON.stringify(record, null, 2));
      await rename(`${file}.part`, file);
    },
    async list() {
      const files = await readdir(dir).catch(() => [] as string[]);
      const mails = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as TOutboxMail),
      );
      return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
    async close() {},
  };
}
