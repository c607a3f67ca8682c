import type { FastifyInstance } from 'fastify';

let seq = 0;

export type TTestMember = { id: number; cookie: string; name: string };

/**
 * Signs a member up through the API and returns their session cookie. `active` confirms the
 * e-mail address and activates the profile, as the activation link would.
 */
export async function signUpMember(
  app: FastifyInstance,
  db: { query: (sql: string, params?: unknown[]) => Promise<unknown[]> },
  opts: { email: string; name: string; host?: string; active?: boolean },
): Promise<TTestMember> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    // A client address of its own: sign-ups are rate-limited per address.
    remoteAddress: `10.77.${Math.floor(++seq / 250) % 250}.${seq % 250}`,
    headers: { host: opts.host ?? 'hartjes.localhost', 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: opts.email,
      name: opts.name,
      password: 'correct horse',
      date_of_birth: '1990-01-01',
    }),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const id = res.json().user.id as number;
  if (opts.active !== false) {
    await db.query(`update members set status = 'active' where id = $1`, [id]);
    await db.query(`update profiles set status = 'active' where member_id = $1`, [id]);
  }
  return { id, cookie, name: opts.name };
}

/** The `auth.sid=…` pair of an answer's Set-Cookie header. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = ([] as string[]).concat(setCookie ?? []);
  return String(cookies.find((c) => c.startsWith('auth.sid='))).split(';')[0]!;
}

/** Logs the member in once more (the password signUpMember gave them): a second session. */
export async function logInAgain(
  app: FastifyInstance,
  db: { query: (sql: string, params?: unknown[]) => Promise<unknown[]> },
  member: TTestMember,
): Promise<TTestMember> {
  const [row] = (await db.query('select email from members where id = $1', [member.id])) as {
    email: string;
  }[];
  const res = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: row!.email, password: 'correct horse' }),
  });
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.statusCode} ${res.body}`);
  return { ...member, cookie: sessionCookie(res.headers['set-cookie']) };
}
