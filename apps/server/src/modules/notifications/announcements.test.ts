import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocale } from '@cupido/contract';
import { translate } from '@cupido/i18n';
import { loadConfig } from '../../config.ts';
import type { TOutboxMail } from '../../platform/mail/outbox-mailer.ts';
import { createTestApp, DATABASE_URL, type TTestApp } from '../../test/test-app.ts';
import { signUpMember } from '../../test/test-members.ts';
import { SitesService } from '../sites/index.ts';
import {
  announcementFromArgs,
  queueAnnouncement,
  unsubscribeSecret,
  type TAnnouncement,
} from './index.ts';

const run = promisify(execFile);
const NOTIFY = new URL('../../notify.ts', import.meta.url).pathname;
let t: TTestApp;
let seq = 0;

const member = async (
  name: string,
  opts: { host?: string; language?: TLocale; active?: boolean; sql?: string } = {},
) => {
  const m = await signUpMember(t.app, t.db, {
    email: `${name.toLowerCase()}-${++seq}-${randomBytes(3).toString('hex')}@announce.test`,
    name,
    host: opts.host ?? 'hartjes.localhost',
    active: opts.active ?? true,
  });
  await t.db.query(`update members set language = $2 where id = $1`, [m.id, opts.language ?? 'en']);
  if (opts.sql) await t.db.query(`update members set ${opts.sql} where id = $1`, [m.id]);
  const [row] = await t.db.query<{ email: string }>('select email from members where id = $1', [
    m.id,
  ]);
  return { ...m, email: row!.email };
};

const announce = (input: TAnnouncement) =>
  queueAnnouncement(
    {
      db: t.db,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      sites: new SitesService(t.db),
      secret: unsubscribeSecret(undefined, t.dataDir),
    },
    input,
  );

/** Sends the queued mails and answers the outbox's mails to these members. */
async function mailsTo(...members: { email: string }[]): Promise<TOutboxMail[]> {
  while ((await t.app.jobs.runDue()) > 0);
  const { mails } = (await t.app.inject('/dev/mail.json')).json() as { mails: TOutboxMail[] };
  const to = new Set(members.map((m) => m.email));
  return mails.filter((mail) => to.has(mail.to) && mail.headers?.['List-Unsubscribe']);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('operator announcements (promotions, news)', () => {
  it('queues one mail per member who has the type on and mail not stopped, in their language', async () => {
    const anna = await member('Anna');
    const bernd = await member('Bernd', { language: 'de' });
    const promotionsOff = await member('Carla', { sql: `mail_off = '{promotions}'` });
    const newsOff = await member('Dirk', { sql: `mail_off = '{news}'` });
    const bounced = await member('Eva', { sql: `mail_disabled = '{bounce}'` });
    const spam = await member('Finn', { sql: `mail_disabled = '{fbl}'` });
    // Unsubscribed from like mails with a mail's link: promotions are still on for her.
    const unsubscribed = await member('Gina', {
      sql: `mail_off = '{like}', mail_disabled = '{listunsubscribe}'`,
    });
    // Unsubscribed from the promotions themselves.
    const unsubscribedHere = await member('Gus', {
      sql: `mail_off = '{promotions}', mail_disabled = '{listunsubscribe}'`,
    });
    const unconfirmed = await member('Hans', { active: false });
    const demo = await member('Ida', { sql: 'is_demo = true' });
    const otherSite = await member('Jan', { host: 'cupido.localhost' });
    const everyone = [
      anna,
      bernd,
      promotionsOff,
      newsOff,
      bounced,
      spam,
      unsubscribed,
      unsubscribedHere,
      unconfirmed,
      demo,
      otherSite,
    ];

    const subject = 'Double credits this weekend {name}';
    const body = 'Every bundle gives twice the credits until Sunday. <b>Not bold</b>';
    const answer = await announce({ site: 'hartjes.localhost', type: 'promotions', subject, body });
    expect(answer.site).toBe('hartjes.localhost');
    const mails = await mailsTo(...everyone);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [anna.email, bernd.email, newsOff.email, unsubscribed.email].sort(),
    );
    // Others may have members on this site too: the count covers at least these four.
    expect(answer.queued).toBeGreaterThanOrEqual(4);

    for (const mail of mails) {
      const locale: TLocale = mail.to === bernd.email ? 'de' : 'en';
      // The operator's text as given (braces are not placeholders, HTML is escaped) ...
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(body);
      expect(mail.html).toContain('&lt;b&gt;Not bold&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Not bold</b>');
      // ... in the member's language and the site's branding.
      expect(mail.text).toContain(translate(locale, 'mail.promotions.ignore'));
      expect(mail.text).toContain(translate(locale, 'mail.unsubscribe'));
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain('Hartjes');
      for (const tag of ['table', 'tr', 'td', 'p', 'a'])
        expect(mail.html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0).toBe(
          mail.html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0,
        );
      // The plain text has no markup but the operator's own.
      expect(mail.text.replace(body, '')).not.toMatch(/<[a-z/][^>]*>/i);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }

    // RFC 8058 one-click from Anna's mail, without a session: promotions off, news still on.
    const annaMail = mails.find((m) => m.to === anna.email)!;
    const oneClick = annaMail.headers!['List-Unsubscribe']!.slice(1, -1);
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'promotions', unsubscribed: true });
    const [row] = await t.db.query<{ mail_off: string[] }>(
      'select mail_off from members where id = $1',
      [anna.id],
    );
    expect(row!.mail_off).toEqual(['promotions']);
  });

  it('sends news to those with news on; a second announcement is a second mail', async () => {
    const kim = await member('Kim');
    const lars = await member('Lars', { sql: `mail_off = '{news}'` });
    await announce({
      site: 'hartjes.localhost',
      type: 'news',
      subject: 'New: voice notes',
      body: 'a',
    });
    await announce({ site: 'hartjes.localhost', type: 'news', subject: 'New: gifts', body: 'b' });
    const mails = await mailsTo(kim, lars);
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [kim.email, 'New: gifts'],
      [kim.email, 'New: voice notes'],
    ]);
    expect(mails[0]!.text).toContain(
      translate('en', 'mail.news.ignore', { site_name: 'Hartjes Demo' }),
    );
  });

  it('refuses an unknown site and queues nothing', async () => {
    const before = await t.db.query(`select 1 from jobs where kind = 'send_mail'`);
    await expect(
      announce({ site: 'nowhere.example', type: 'news', subject: 'Hello', body: 'Hello' }),
    ).rejects.toThrow('No site has the domain nowhere.example.');
    const after = await t.db.query(`select 1 from jobs where kind = 'send_mail'`);
    expect(after.length).toBe(before.length);
  });

  it.each([
    ['no site', ['--type', 'news', '--subject', 's', '--body', 'b']],
    [
      'a type that is sent by itself',
      ['--site', 'x', '--type', 'weekly_updates', '--subject', 's', '--body', 'b'],
    ],
    [
      'a subject of two lines',
      ['--site', 'x', '--type', 'news', '--subject', 'a\r\nBcc: x@y.z', '--body', 'b'],
    ],
    ['an empty body', ['--site', 'x', '--type', 'news', '--subject', 's', '--body', '  ']],
    [
      'a subject too long',
      ['--site', 'x', '--type', 'news', '--subject', 's'.repeat(151), '--body', 'b'],
    ],
    [
      'an unknown option',
      ['--site', 'x', '--type', 'news', '--subject', 's', '--body', 'b', '--to', 'all'],
    ],
    [
      'a stray argument',
      ['--site', 'x', '--type', 'news', '--subject', 's', '--body', 'b', 'extra'],
    ],
  ])('refuses the command line with %s', (_name, args) => {
    expect(() => announcementFromArgs(args)).toThrow();
  });

  it('reads a good command line', () => {
    expect(
      announcementFromArgs([
        '--site',
        ' Hartjes.localhost ',
        '--type',
        'news',
        '--subject',
        ' Hi ',
        '--body',
        'Text',
      ]),
    ).toEqual({ site: 'hartjes.localhost', type: 'news', subject: 'Hi', body: 'Text' });
  });

  it('npm run notify: usage on a bad command line; an unknown site exits 1', async () => {
    const bad = await run(process.execPath, [NOTIFY, '--site', 'x'], {}).catch((e: unknown) => e);
    expect(bad).toMatchObject({
      code: 64,
      stderr: expect.stringContaining('Usage: npm run notify'),
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'cupido-notify-'));
    try {
      const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' };
      const args = [
        NOTIFY,
        '--site',
        'nowhere.example',
        '--type',
        'news',
        '--subject',
        's',
        '--body',
        'b',
      ];
      const failed = await run(process.execPath, args, { env }).catch((e: unknown) => e);
      expect(failed).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No site has the domain'),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two node processes start, one migrating a PGlite database: a limit, not a wait.
  }, 120_000);

  it.runIf(DATABASE_URL)(
    'npm run notify queues the mails on PostgreSQL',
    async () => {
      const mona = await member('Mona');
      const [row] = await t.db.query<{ schema: string }>('select current_schema() as schema');
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        DATABASE_SCHEMA: row!.schema,
      };
      const args = [
        NOTIFY,
        '--site',
        'hartjes.localhost',
        '--type',
        'news',
        '--subject',
        'From the CLI',
        '--body',
        'Hello',
      ];
      const { stdout } = await run(process.execPath, args, { env });
      expect(stdout).toMatch(/^\d+ news mails queued for hartjes\.localhost\.$/m);
      const mails = await mailsTo(mona);
      expect(mails.map((m) => m.subject)).toContain('From the CLI');
    },
    120_000,
  );
});
