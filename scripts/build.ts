/**
 * Builds the web app (React Router + Vite). With --if-stale it skips the build when the output
 * is newer than every source file, so `npm start` restarts in seconds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
});
console.log('Web app built.');
