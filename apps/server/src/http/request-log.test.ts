import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { IN_PROCESS_HEADER, inProcessHeaders } from './request-log.ts';

const lines: Record<string, unknown>[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

test('a request is logged once, when answered, with its id and without its query', async () => {
  lines.length = 0;
  const res = await t.app.inject({
    url: '/api/interests.php?token=a-link-token-never-logged',
    headers: { host: 'cupido.localhost', 'x-request-id': 'request-log-test-1' },
  });
  const logged = lines.filter((l) => l.reqId === 'request-log-test-1');
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
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
