/**
 * Cupido's side of bench/event-loop.ts: the real app (createTestApp, as bench/live.ts makes it:
 * PGlite in memory, or a schema of its own on DATABASE_URL; Redis with REDIS_URL), its job worker
 * started as `npm start` starts it, info-level logs to stdout (/dev/null under spawnServer),
 * listening on PORT, and measuring its own event-loop delay with `monitorEventLoopDelay`.
 *
 * Configuration only, no product change: TRUST_PROXY so that each login may name its own client
 * address (X-Forwarded-For) and stay under the per-address login limit (30 a minute);
 * MESSAGES_PER_MINUTE raised for the few chat senders. Lockout counts failures only, and every
 * login here is right.
 *
 * Made here: MEMBERS active members with profiles, as bench/search.ts makes them, the first
 * VIEWERS with a session (they browse and chat), the first CHAT_SENDERS with credits; and
 * LOGIN_MEMBERS members signed up through POST /api/signup.php, the ones who log in.
 *
 * A second server on CONTROL_PORT (not Cupido's) answers the load generator:
 *   GET /setup  the members to log in as, the viewers' cookies and member ids (JSON)
 *   GET /reset  starts measuring afresh
 *   GET /read   the figures since (bench/peers/loop-monitor.ts)
 * SIGTERM closes the app (dropping the PostgreSQL schema) and exits.
 */
import { createServer } from 'node:http';
import { createTestApp, REDIS_URL } from '../../apps/server/src/test/test-app.ts';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/modules/accounts/index.ts';
import { loopMonitor } from './loop-monitor.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const LOGIN_MEMBERS = Number(process.env.LOGIN_MEMBERS ?? 20);
const VIEWERS = Number(process.env.VIEWERS ?? 20);
const CHAT_SENDERS = Number(process.env.CHAT_SENDERS ?? 5);
const RESOLUTION_MS = Number(process.env.RESOLUTION_MS ?? 5);

const t = await createTestApp({
  env: {
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    MESSAGES_PER_MINUTE: '100000',
    // A Redis prefix of its own: no rate-limit counters or events shared with another run.
    REDIS_PREFIX: `cupido-bench-${process.pid}:`,
  },
  redis: Boolean(REDIS_URL),
});

const members = await t.db.query<{ id: number }>(
  `insert into members (site_id, email, password_hash, name, status, last_active_at, profile_rank)
   select $1, 'loop' || g || '@bench.test', 'x', 'Member ' || g, 'active',
          now() - (g % 3000) * interval '1 minute', (g / 7) % 3
   from generate_series(1, $2::int) g returning id`,
  [t.siteIds[0], MEMBERS],
);
members.sort((a, b) => a.id - b.id);
const ids = members.map((m) => m.id);
await t.db.query(
  `insert into profiles (member_id, status, gender, birth_date, country, region)
   select id, 'active', case when id % 2 = 0 then 'female' else 'male' end,
          (current_date - ((18 + id % 50) * 365 + id % 300) * interval '1 day')::date,
          (array['NL','BE','GB','DE','FR'])[1 + id % 5], case when id % 3 = 0 then 'NH' else 'UT' end
   from unnest($1::int[]) id`,
  [ids],
);
await t.db.query('update members set credits = 1000000 where id = any($1)', [
  ids.slice(0, CHAT_SENDERS),
]);
// The members who log in sign up through the product's own route, which hashes their password
// (argon2id), each from an address of its own as the sign-up limit asks.
const logins = await Promise.all(
  Array.from({ length: LOGIN_MEMBERS }, async (_, i) => {
    const credentials = { email: `login${i}@bench.test`, password: `bench-password-${i}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: `10.255.${i >> 8}.${i & 255}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...credentials, name: `Login ${i}`, date_of_birth: '1990-01-01' }),
    });
    if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
    return credentials;
  }),
);
const cookies: string[] = [];
for (const id of ids.slice(0, VIEWERS))
  cookies.push(
    `${SESSION_COOKIE}=${await createSession(t.db, id, { userAgent: 'bench', ip: '127.0.0.1' })}`,
  );
await t.db.exec('analyze members; analyze profiles;');

t.app.jobs.start();
await t.app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const monitor = loopMonitor(RESOLUTION_MS);
const setup = JSON.stringify({ logins, cookies, memberIds: ids, database: t.db.kind });
const control = createServer((req, res) => {
  if (req.url === '/reset') monitor.reset();
  const body =
    req.url === '/setup' ? setup : JSON.stringify(req.url === '/read' ? monitor.read() : {});
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
}).listen(Number(process.env.CONTROL_PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  monitor.stop();
  control.close();
  void t.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
