import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

const get = (t: TTestApp, url = '/api/interests.php') =>
  t.app.inject({ url, headers: { host: 'cupido.localhost' } });

describe('every answer carries the security baseline', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('an API answer: a CSP that allows nothing, no sniffing, no framing, no referrer leak', async () => {
    const { headers } = await get(t);
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['x-powered-by']).toBeUndefined();
    // Over plain HTTP (this test's PUBLIC_URL) no HSTS: it would pin a development host.
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('an error answer carries it too', async () => {
    const { statusCode, headers } = await get(t, '/api/no-such-call.php');
    expect(statusCode).toBe(404);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });
});

test('behind HTTPS, HSTS for a year with the subdomains', async () => {
  const t = await createTestApp({ env: { PUBLIC_URL: 'https://cupido.example' } });
  try {
    const { headers } = await get(t);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  } finally {
    await t.close();
  }
});
