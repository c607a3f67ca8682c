import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const run = promisify(execFile);

describe('configuration', () => {
  it('has defaults for a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      seedDemoData: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'nope',
        TRUST_PROXY: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY'])
        expect(message).toContain(name);
      expect(message).toContain('(got "abc")');
      expect(message).not.toContain('mysql://x');
    }
  });

  it('takes MAIL_FROM as an address, or a name and an address, and nothing else', () => {
    for (const from of ['no-reply@example.com', 'Cupido <no-reply@example.com>', '<a@b.example>'])
      expect(loadConfig({ MAIL_FROM: from }).MAIL_FROM).toBe(from);
    for (const from of ['no-reply', 'Cupido', 'Cupido <no-reply>', 'a@b.example, c@d.example'])
      expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM must be an address/);
  });

  it('requires a public URL in production, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.com',
      DEMO_DATA: 'true',
    });
    expect(config.seedDemoData).toBe(false);
  });

  it('takes PUBLIC_URL as an origin only, since Cupido serves from the root of its domain', () => {
    // A path was silently dropped: links in mails pointed at the domain's root.
    for (const good of ['https://example.com', 'https://example.com/', 'http://localhost:3000'])
      expect(loadConfig({ PUBLIC_URL: good }).PUBLIC_URL).toBe(good);
    for (const bad of [
      'https://example.com/cupido',
      'https://example.com/?a=1',
      'https://u:p@example.com',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an origin/);
  });

  it('takes a Mollie API key and API root, and never echoes the key', () => {
    const key = `live_${'a1B2'.repeat(8)}`;
    const config = loadConfig({ MOLLIE_API_KEY: key, MOLLIE_API_URL: 'https://mollie.proxy/v2/' });
    expect(config.MOLLIE_API_KEY).toBe(key);
    expect(config.MOLLIE_API_URL).toBe('https://mollie.proxy/v2/');
    expect(loadConfig({}).MOLLIE_API_KEY).toBeUndefined();
    for (const bad of ['abc', 'test_short', `prod_${'a'.repeat(30)}`, `test_${'a'.repeat(29)}`]) {
      expect(() => loadConfig({ MOLLIE_API_KEY: bad })).toThrow(/MOLLIE_API_KEY must be a Mollie/);
      try {
        loadConfig({ MOLLIE_API_KEY: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
    expect(() => loadConfig({ MOLLIE_API_URL: 'http://api.mollie.com/v2/' })).toThrow(
      /MOLLIE_API_URL must start with https:\/\//,
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', REDIS_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it.each(['main.ts', 'notify.ts'])(
    '%s with a bad environment says what is wrong and exits 78, before it opens anything',
    async (command) => {
      const path = new URL(command, import.meta.url).pathname;
      const args =
        command === 'notify.ts'
          ? ['--site', 'x', '--type', 'news', '--subject', 's', '--body', 'b']
          : [];
      const env = { ...process.env, PORT: 'abc', DATABASE_URL: 'mysql://x' };
      const failed = await run(process.execPath, [path, ...args], { env }).catch((e: unknown) => e);
      expect(failed).toMatchObject({
        code: 78,
        stderr: expect.stringMatching(
          /^Invalid configuration:\n {2}- PORT .*\n {2}- DATABASE_URL /,
        ),
      });
    },
  );
});
