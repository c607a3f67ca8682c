import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../platform/db/db.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { logInAgain, signUpMember, type TTestMember } from '../test/test-members.ts';

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

/** A call of the member with this cookie: its status and the member it was answered for. */
async function as(app: FastifyInstance, cookie: string, url = '/api/user.php') {
  const res = await app.inject({ url, headers: { cookie } });
  return { status: res.statusCode, id: (res.json() as { user?: { id: number } }).user?.id ?? null };
}

describe('the session cache (decision 57)', () => {
  const lookups = (statements: string[]) =>
    statements.filter((s) => /\bselect\b.*\bfrom sessions\b/s.test(s)).length;

  it("looks a member's session up once for their calls, and a log-out ends it at once", async () => {
    const { statements, watched } = watchedDb();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      db: watched,
    });
    try {
      const m = await signUpMember(t.app, t.db, { email: 'kept@session.test', name: 'Kip' });
      const other = await signUpMember(t.app, t.db, { email: 'other@session.test', name: 'Oto' });
      for (let i = 0; i < 3; i++)
        expect(await as(app, m.cookie)).toEqual({ status: 200, id: m.id });
      expect(lookups(statements)).toBe(1);
      expect(await as(app, other.cookie)).toEqual({ status: 200, id: other.id });
      expect(lookups(statements)).toBe(2);
      expect((await as(app, m.cookie, '/api/logout.php')).status).toBe(200);
      expect(await as(app, m.cookie)).toEqual({ status: 401, id: null });
      expect(await as(app, other.cookie)).toEqual({ status: 200, id: other.id });
    } finally {
      await app.close();
    }
  });

  it('a password change ending the other sessions, and an account deletion, end kept sessions at once', async () => {
    const m = await signUpMember(t.app, t.db, { email: 'change@session.test', name: 'Cas' });
    const second = (await logInAgain(t.app, t.db, m)).cookie;
    const third = (await logInAgain(t.app, t.db, m)).cookie;
    for (const cookie of [m.cookie, second, third])
      expect((await as(t.app, cookie)).status).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { cookie: second, 'content-type': 'application/json' },
      payload: JSON.stringify({
        old_password: 'correct horse',
        password: 'brand new pw',
        password_confirm: 'brand new pw',
        end_other_sessions: true,
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(t.app, m.cookie)).status).toBe(401);
    expect((await as(t.app, third)).status).toBe(401);
    expect((await as(t.app, second)).status).toBe(200);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/delete-account.php',
      headers: { cookie: second, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'other', confirm: true, password: 'brand new pw' }),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await as(t.app, second)).status).toBe(401);
  });

  it('a session ended through another instance is refused here within seconds', async () => {
    const other = await createTestApp({ shareDbWith: t });
    try {
      const m = await signUpMember(t.app, t.db, { email: 'elsewhere@session.test', name: 'Eli' });
      expect((await as(other.app, m.cookie)).status).toBe(200); // kept by the other instance
      expect((await as(t.app, m.cookie, '/api/logout.php')).status).toBe(200);
      // The other instance reads the ended sessions' notes every 3 s.
      await expect
        .poll(async () => (await as(other.app, m.cookie)).status, {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(401);
    } finally {
      await other.close();
    }
  });

  it('does not keep a session that a lookup read before it ended', async () => {
    // The database answers the first lookup only once it is let go, as a slow answer would.
    const { watched } = watchedDb();
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let holding = true;
    const slow: Db = {
      ...watched,
      query: async <T>(text: Parameters<Db['query']>[0], params?: unknown[]) => {
        const rows = await watched.query<T>(text, params);
        const sql = typeof text === 'string' ? text : text.build().text;
        if (holding && /\bfrom sessions\b/.test(sql)) {
          holding = false;
          await held;
        }
        return rows;
      },
    };
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      db: slow,
    });
    try {
      const m = await signUpMember(t.app, t.db, { email: 'race@session.test', name: 'Ras' });
      const early = as(app, m.cookie); // its lookup has read the session, its answer is held
      await expect.poll(() => holding).toBe(false);
      expect((await as(app, m.cookie, '/api/logout.php')).status).toBe(200);
      letGo();
      expect((await early).status).toBe(200); // it began before the log-out
      expect((await as(app, m.cookie)).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
