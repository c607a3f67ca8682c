import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { withPageSession } from './auth.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../platform/db/db.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { signUpMember, type TTestMember } from '../test/test-members.ts';

let t: TTestApp;
let member: TTestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpMember(t.app, t.db, { email: 'seen@session.test', name: 'Sem' });
});
afterAll(async () => {
  await t.close();
});

/** The test's database, watched: every statement the app sends is noted. */
function watchedDb(): { statements: string[]; watched: Db } {
  const statements: string[] = [];
  const watched: Db = {
    kind: t.db.kind,
    query: (text, params) => {
      statements.push(typeof text === 'string' ? text : text.build().text);
      return t.db.query(text, params);
    },
    exec: (text) => t.db.exec(text),
    transaction: (fn) => t.db.transaction(fn),
    close: async () => {},
  };
  return { statements, watched };
}

/** The row version of the member's session: any write to the row changes it. */
async function sessionVersion(): Promise<string> {
  const [row] = await t.db.query<{ v: string }>(
    'select xmin::text as v from sessions where member_id = $1',
    [member.id],
  );
  return row!.v;
}

describe('session lookup', () => {
  it('requests of a logged-in member do not write the session row', async () => {
    const before = await sessionVersion();
    for (const url of ['/api/user.php', '/api/settings.php', '/api/user.php', '/api/chats.php']) {
      const res = await t.app.inject({ url, headers: { cookie: member.cookie } });
      expect(res.statusCode, url).toBe(200);
    }
    expect(await sessionVersion()).toBe(before);
  });

  it('built files and calls that do not depend on the member are served without looking up the session', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'cupido-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1);');
    writeFileSync(join(clientDir, 'favicon.ico'), 'icon');
    const { statements, watched } = watchedDb();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      db: watched,
      web: { server: {} as ServerBuild, clientDir },
    });
    try {
      const lookups = () => statements.filter((s) => /\bsessions\b/.test(s)).length;
      for (const url of [
        '/assets/entry-abc123.js',
        '/favicon.ico',
        '/api/settings.php',
        '/api/companyinfo.php',
        '/healthz',
      ]) {
        const res = await app.inject({ url, headers: { cookie: member.cookie } });
        expect(res.statusCode, url).toBe(200);
      }
      expect(lookups()).toBe(0);
      // The API still knows the member.
      const me = await app.inject({ url: '/api/user.php', headers: { cookie: member.cookie } });
      expect(me.json().user.id).toBe(member.id);
      expect(lookups()).toBe(1);
    } finally {
      await app.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe("a page's in-process calls", () => {
  it('take the session the page request resolved, until a call changes it', async () => {
    const { statements, watched } = watchedDb();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      db: watched,
    });
    const other = await signUpMember(t.app, t.db, { email: 'other@session.test', name: 'Oto' });
    // A page as web-host renders one: its loaders call the API in-process with its cookies.
    const call = (url: string, cookie: string) =>
      app.inject({ url, headers: { cookie } }).then((res) => ({
        status: res.statusCode,
        id: (res.json() as { user?: { id: number } }).user?.id ?? null,
      }));
    app.get('/test-page', async (request) =>
      withPageSession(request, async () => {
        const cookie = request.headers.cookie!;
        const first = await Promise.all([1, 2, 3].map(() => call('/api/user.php', cookie)));
        // Another member's cookie (a loader may send one of its own) is looked up.
        const another = await call('/api/user.php', other.cookie);
        // A log-out ends the session: the calls after it look it up and find none.
        const out = await call('/api/logout.php', cookie);
        const after = await call('/api/user.php', cookie);
        return { first, another, out: out.status, after };
      }),
    );
    try {
      const lookups = () =>
        statements.filter((s) => /\bselect\b.*\bfrom sessions\b/s.test(s)).length;
      const res = await app.inject({ url: '/test-page', headers: { cookie: member.cookie } });
      expect(res.json()).toEqual({
        first: [1, 2, 3].map(() => ({ status: 200, id: member.id })),
        another: { status: 200, id: other.id },
        out: 200,
        after: { status: 401, id: null },
      });
      // The page's own lookup, the other member's, and the one after the log-out.
      expect(lookups()).toBe(3);
    } finally {
      await app.close();
    }
  });
});
