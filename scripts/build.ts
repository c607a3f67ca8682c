/**
 * Builds the web app (React Router + Vite). With --if-stale it skips the build when the output
 * is newer than every source file, so `npm start` restarts in seconds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const output = join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages',
  'package-lock.json',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const ifStale = process.argv.includes('--if-stale');
const stale =
  !existsSync(output) || sources.some((s) => newest(join(root, s)) > statSync(output).mtimeMs);
if (ifStale && !stale) process.exit(0);

console.log('Building the web app…');
execFileSync('npx', ['react-router', 'build'], {
  cwd: join(root, 'apps/web'),
  stdio: ['ignore', 'ignore', 'inherit'],
  // Always the production bundle: Vite takes the build's NODE_ENV from the environment, and a
  // caller's `test` or `development` (the journeys' server builds with NODE_ENV=test) shipped
  // React's development build to the browser, several times slower to hydrate.
  env: { ...process.env, NODE_ENV: 'production' },
});
precompress(join(root, 'apps/web/build/client'));
console.log('Web app built.');

/**
 * Writes each text file the browser loads (scripts, styles, pictures in SVG, the manifest)
 * beside itself compressed ahead of time, at the strongest settings, once: brotli (`.br`) and
 * gzip (`.gz`), which the server sends as they are (@fastify/static's `preCompressed`) instead
 * of compressing the same file for every request.
 */
function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|mjs|css|svg|json|webmanifest|txt)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}
