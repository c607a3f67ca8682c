import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { IN_PROCESS_HEADER, inProcessHeaders, SLOW_READ_MS } from './request-log.ts';

/** pino's levels. */
const DEBUG = 20;
const INFO = 30;

const lines: Record<string, unknown>[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

test('a read is logged once, when answered, at debug, with its id and without its query', async () => {
  lines.length = 0;
  const res = await t.app.inject({
    url: '/api/interests.php?token=a-link-token-never-logged',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-1' },
  });
  const logged = lines.filter((l) => l.reqId === 'request-log-test-1');
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
    level: DEBUG,
    msg: 'request',
    method: 'GET',
    path: '/api/interests.php',
    status: res.statusCode,
  });
  expect(res.statusCode).toBe(200);
  expect(typeof logged[0]!.ms).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('a-link-token-never-logged');
});

test('a refused request is logged once too, with its status', async () => {
  lines.length = 0;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user.php?next=/secret',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-2' },
    payload: {},
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  const logged = lines.filter((l) => l.reqId === 'request-log-test-2');
  expect(logged.filter((l) => l.msg === 'request')).toHaveLength(1);
  expect(logged.find((l) => l.msg === 'request')).toMatchObject({
    level: INFO,
    method: 'POST',
    path: '/api/user.php',
    status: res.statusCode,
  });
  expect(logged.find((l) => l.msg === 'request refused')).toMatchObject({
    status: res.statusCode,
  });
  expect(JSON.stringify(lines)).not.toContain('/secret');
});

test('the health check, a route logging from warn, writes no line', async () => {
  lines.length = 0;
  const res = await t.app.inject({
    url: '/healthz',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-5' },
  });
  expect(res.statusCode).toBe(200);
  expect(lines.filter((l) => l.reqId === 'request-log-test-5')).toEqual([]);
});

test("a page's in-process call is not a line of its own; a request only claiming to be one is", async () => {
  lines.length = 0;
  const inProcess = await t.app.inject({
    url: '/api/interests.php',
    headers: {
      host: 'cupido.localhost',
      'x-request-id': 'request-log-test-3',
      ...inProcessHeaders(),
    },
  });
  expect(inProcess.statusCode).toBe(200);
  const claimed = await t.app.inject({
    url: '/api/interests.php',
    headers: {
      host: 'cupido.localhost',
      'x-request-id': 'request-log-test-4',
      [IN_PROCESS_HEADER]: 'a-guess',
    },
  });
  expect(claimed.statusCode).toBe(200);
  expect(lines.filter((l) => l.reqId === 'request-log-test-3')).toHaveLength(0);
  expect(lines.filter((l) => l.reqId === 'request-log-test-4')).toHaveLength(1);
});

test('a read that fails, the GET logout and a slow read are lines at info', async () => {
  lines.length = 0;
  const missing = await t.app.inject({
    url: '/api/no-such-call.php?token=a-link-token-never-logged',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-6' },
  });
  expect(missing.statusCode).toBe(404);
  const logout = await t.app.inject({
    url: '/api/logout.php',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-7' },
  });
  expect(logout.statusCode).toBe(200);
  // A search waits for the members table, locked for longer than a read may take.
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const lock = t.db.transaction(async (tx) => {
    await tx.query('lock table members in access exclusive mode');
    locked();
    await new Promise((resolve) => setTimeout(resolve, SLOW_READ_MS + 100));
  });
  await isLocked;
  const slow = await t.app.inject({
    url: '/api/search.php',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-8' },
  });
  await lock;
  expect(slow.statusCode).toBe(200);
  const lineOf = (id: string) => lines.find((l) => l.reqId === id && l.msg === 'request');
  expect(lineOf('request-log-test-6')).toMatchObject({
    level: INFO,
    path: '/api/no-such-call.php',
    status: 404,
  });
  expect(lineOf('request-log-test-7')).toMatchObject({
    level: INFO,
    path: '/api/logout.php',
    status: 200,
  });
  expect(lineOf('request-log-test-8')).toMatchObject({ level: INFO, path: '/api/search.php' });
  expect(lineOf('request-log-test-8')!.ms).toBeGreaterThan(SLOW_READ_MS);
  expect(JSON.stringify(lines)).not.toContain('a-link-token-never-logged');
});

test('at info, reads answered well have no line each but are summed up, here as the server closes', async () => {
  const logged: Record<string, unknown>[] = [];
  const app = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
  });
  try {
    for (const id of ['summed-read-1', 'summed-read-2', 'summed-read-3'])
      expect(
        (
          await app.app.inject({
            url: '/api/interests.php',
            headers: { host: 'cupido.localhost', 'x-request-id': id },
          })
        ).statusCode,
      ).toBe(200);
    // The health check, a route logging from warn, is not counted.
    expect(
      (await app.app.inject({ url: '/healthz', headers: { host: 'cupido.localhost' } })).statusCode,
    ).toBe(200);
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'cupido.localhost', 'x-request-id': 'summed-read-4' },
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  } finally {
    await app.close();
  }
  expect(
    logged.filter((l) => String(l.reqId).startsWith('summed-read-') && l.msg === 'request'),
  ).toEqual([expect.objectContaining({ reqId: 'summed-read-4', level: INFO, method: 'POST' })]);
  const summary = logged.filter((l) => l.msg === 'reads');
  expect(summary).toHaveLength(1);
  expect(summary[0]).toMatchObject({ level: INFO, reads: 3 });
  const { p50, p99, max } = summary[0] as { p50: number; p99: number; max: number };
  expect(p50).toBeGreaterThan(0);
  expect(p50).toBeLessThanOrEqual(p99);
  expect(p99).toBeLessThanOrEqual(max);
});
