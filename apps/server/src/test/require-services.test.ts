import { describe, expect, it } from 'vitest';
import { DATABASE_URL, REDIS_URL } from './test-app.ts';
import { missingServices } from './require-services.ts';

describe('CUPIDO_REQUIRE_SERVICES', () => {
  it('asks for nothing unless it is 1', async () => {
    expect(await missingServices({})).toEqual([]);
    expect(await missingServices({ CUPIDO_REQUIRE_SERVICES: '0' })).toEqual([]);
  });

  it('fails when PostgreSQL or Redis is not configured or does not answer', async () => {
    expect(await missingServices({ CUPIDO_REQUIRE_SERVICES: '1' })).toEqual([
      'DATABASE_URL is not set',
      'REDIS_URL is not set',
    ]);
    // Port 9 (discard) answers nothing here.
    const problems = await missingServices({
      CUPIDO_REQUIRE_SERVICES: '1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/test',
      REDIS_URL: 'redis://127.0.0.1:9',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^DATABASE_URL does not answer/);
    expect(problems[1]).toMatch(/^REDIS_URL does not answer/);
  });

  it.runIf(DATABASE_URL && REDIS_URL)('passes when both answer', async () => {
    expect(
      await missingServices({ CUPIDO_REQUIRE_SERVICES: '1', DATABASE_URL, REDIS_URL }),
    ).toEqual([]);
  });
});
