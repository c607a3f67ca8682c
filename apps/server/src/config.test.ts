import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('requires a session secret and public URL in production, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET.*\n.*PUBLIC_URL|PUBLIC_URL.*\n.*SESSION_SECRET/s,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://example.com',
      DEMO_DATA: 'true',
    });
    expect(config.seedDemoData).toBe(false);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', REDIS_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
  });
});
