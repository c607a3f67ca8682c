import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import type { TConfig } from './config.ts';
import { openRedis } from './platform/bus/redis-client.ts';
import type { Db } from './platform/db/db.ts';
import { openDb } from './platform/db/open-db.ts';

/**
 * A start-up that cannot go on, told as the operator can act on it: the setting it comes from
 * and what was found, without a stack trace and before anything is written.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

const reason = (error: unknown) =>
  [(error as { code?: string }).code, (error as Error).message].filter(Boolean).join(': ');

/** Where a URL points (host, port and path), without its user and password. */
function whereOf(url: string): string {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
  } catch {
    return 'the URL given';
  }
}

/** The port can be listened on: checked before migrations, seeding and key files are written. */
export function checkPort({ PORT, HOST }: Pick<TConfig, 'PORT' | 'HOST'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'EADDRINUSE'
          ? `PORT ${PORT} is in use on ${HOST} by another process`
          : `HOST ${HOST} with PORT ${PORT} cannot be listened on (${reason(error)})`;
      reject(new StartupError(problem));
    });
    probe.listen({ port: PORT, host: HOST }, () => probe.close(() => resolve()));
  });
}

/** The database of DATABASE_URL (or PGlite in DATA_DIR), opened; refused with the setting named. */
export async function openDatabase(config: TConfig): Promise<Db> {
  try {
    return await openDb(config);
  } catch (error) {
    if (config.DATABASE_URL)
      throw new StartupError(
        `DATABASE_URL: cannot open the database at ${whereOf(config.DATABASE_URL)} (${reason(error)})`,
      );
    throw new StartupError(`DATA_DIR: cannot open the embedded database (${reason(error)})`);
  }
}

/** How long Redis has to answer at start-up. */
const REDIS_TIMEOUT_MS = 5_000;

/** The Redis of REDIS_URL, answering; refused with the setting named when it does not. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = openRedis(url);
  // Until the app listens for them, connection errors are this check's to tell.
  const errors: unknown[] = [];
  const noted = (error: unknown) => void errors.push(error);
  redis.on('error', noted);
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer in ${REDIS_TIMEOUT_MS} ms`)),
          REDIS_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new StartupError(
      `REDIS_URL: cannot reach Redis at ${whereOf(url)} (${reason(errors[0] ?? error)})`,
    );
  } finally {
    redis.off('error', noted);
  }
}

/**
 * What a production start lacks that members would miss without an error: mail that goes
 * nowhere, and, with several instances (REDIS_URL), what each instance would make on its own.
 */
export function productionWarnings(config: TConfig): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!config.SMTP_URL)
    warnings.push(
      'SMTP_URL is not set: mail is written to the outbox in DATA_DIR and no member receives it',
    );
  if (config.REDIS_URL) {
    const own = 'each instance makes its own in DATA_DIR; instances must share it';
    if (!config.S3_URL)
      warnings.push(`S3_URL is not set: photos are stored in each instance's DATA_DIR only`);
    if (!config.UNSUBSCRIBE_SECRET)
      warnings.push(
        `UNSUBSCRIBE_SECRET is not set: ${own} (an instance refuses the others' links)`,
      );
    if (!config.VAPID_PUBLIC_KEY)
      warnings.push(`VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: ${own} (push breaks)`);
  }
  return warnings;
}
