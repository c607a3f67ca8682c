import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * With CUPIDO_REQUIRE_SERVICES=1 (set by .ci/run) the suite must run on PostgreSQL and Redis:
 * the concurrency tests only mean something on PostgreSQL, and without DATABASE_URL they would
 * be skipped and the rest pass on PGlite. Returns what is wrong, or nothing when all is well.
 */
export async function missingServices(env: NodeJS.ProcessEnv): Promise<string[]> {
  if (env.CUPIDO_REQUIRE_SERVICES !== '1') return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is not set');
  else {
    const client = new pg.Client({
      connectionString: env.DATABASE_URL,
      connectionTimeoutMillis: 3000,
    });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      problems.push(`DATABASE_URL does not answer (${(error as Error).message})`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (!env.REDIS_URL) problems.push('REDIS_URL is not set');
  else {
    const redis = new Redis(env.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 3000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {
      // Reported through the failed ping below.
    });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      problems.push(`REDIS_URL does not answer (${(error as Error).message})`);
    } finally {
      redis.disconnect();
    }
  }
  return problems;
}

/** Vitest global setup: stops the run before any test when required services are missing. */
export default async function requireServices() {
  const problems = await missingServices(process.env);
  if (problems.length)
    throw new Error(
      `CUPIDO_REQUIRE_SERVICES=1 but ${problems.join('; ')}. Start PostgreSQL and Redis, or run ` +
        'with CUPIDO_REQUIRE_SERVICES=0 to test on PGlite and in-process on purpose.',
    );
}

// `node apps/server/src/test/require-services.ts`: the same check before CI spends time on the rest.
if (import.meta.main)
  await requireServices().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
