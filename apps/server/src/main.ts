import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfigOrNull } from './config.ts';
import { migrate } from './platform/db/migrate.ts';
import {
  checkPort,
  connectRedis,
  openDatabase,
  productionWarnings,
  StartupError,
} from './startup-checks.ts';
import { ensureSites } from './modules/demo/index.ts';
import { loadWebBuild } from './web/web-host.ts';
import { regenerateBlurs } from './modules/photos/index.ts';

/**
 * Boot: config -> port -> database -> Redis -> migrations, first-run data -> app -> listen. What
 * the operator set wrong is found before anything is written.
 */
async function main() {
  const config = loadConfigOrNull();
  if (!config) return;

  await checkPort(config);
  const db = await openDatabase(config);
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL).catch(async (error: unknown) => {
        await db.close();
        throw error;
      })
    : null;
  await migrate(db);
  await ensureSites(db, config);
  const web = await loadWebBuild();
  const app = await buildApp({ config, db, redis, web });
  app.jobs.start();
  // Blur files made before the blur fix are remade in the background; none is served until then.
  void regenerateBlurs(db, app.storage).then(
    (n) => n > 0 && app.log.info(`${n} blurred photos regenerated`),
    (err: unknown) => app.log.error({ err }, 'regenerating blurred photos failed'),
  );
  if (!web) app.log.warn('The web app is not built: serving the API only. Run `npm run build`.');
  for (const warning of productionWarnings(config)) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await redis?.quit().catch(() => {});
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // PORT=0 lets the system choose: name the port it chose.
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    `Cupido is ready on ${config.PUBLIC_URL ?? `http://localhost:${port}`} (database: ${db.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
