/**
 * Runs every benchmark, each in a process of its own, and prints one table: figure, database,
 * Cupido, peer, ratio, goal and whether it holds. Benchmarks that touch the database run on
 * PGlite and, when DATABASE_URL is set, again on PostgreSQL (+ Redis when REDIS_URL is set), with
 * the ratio between the two printed too.
 *
 *   npm run bench                 the full run (minutes)
 *   npm run bench -- --short      small sizes, no goal judged: keeps the harness working (CI)
 *   npm run bench -- search live  only the named benchmarks
 */
import { spawn } from 'node:child_process';
import type { TBenchRow } from './lib/bench-kit.ts';

type TBench = { name: string; script: string; databases: boolean };
const BENCHES: TBench[] = [
  { name: 'json-route', script: 'bench/json-route.ts', databases: true },
  { name: 'live', script: 'bench/live.ts', databases: true },
  { name: 'live-sockets', script: 'bench/live-sockets.ts', databases: true },
  { name: 'search', script: 'bench/search.ts', databases: true },
  { name: 'photo-upload', script: 'bench/photo-upload.ts', databases: true },
  { name: 'event-loop', script: 'bench/event-loop.ts', databases: true },
  { name: 'ssr', script: 'bench/ssr.ts', databases: true },
  { name: 'capacity', script: 'bench/capacity.ts', databases: true },
  { name: 'page-weight', script: 'bench/page-weight.ts', databases: false },
  { name: 'lighthouse', script: 'bench/lighthouse.ts', databases: false },
];

const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.filter((a) => !a.startsWith('--'));
const chosen = only.length ? BENCHES.filter((b) => only.includes(b.name)) : BENCHES;
if (only.length && chosen.length !== only.length)
  throw new Error(`unknown benchmark; known: ${BENCHES.map((b) => b.name).join(', ')}`);

const { DATABASE_URL, REDIS_URL, ...withoutServices } = process.env;
const databases: { label: string; env: NodeJS.ProcessEnv }[] = [
  { label: 'PGlite', env: withoutServices },
  ...(DATABASE_URL
    ? [{ label: REDIS_URL ? 'PostgreSQL+Redis' : 'PostgreSQL', env: process.env }]
    : []),
];

function run(bench: TBench, env: NodeJS.ProcessEnv): Promise<TBenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bench.script, ...(short ? ['--short'] : [])], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      for (const line of chunk.split('\n'))
        if (line && !line.startsWith('BENCH_ROWS ')) process.stderr.write(`  ${line}\n`);
    });
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_ROWS '));
      if (code !== 0 || !line) reject(new Error(`${bench.name} failed (exit ${code})`));
      else resolve(JSON.parse(line.slice('BENCH_ROWS '.length)) as TBenchRow[]);
    });
  });
}

type TResult = TBenchRow & { database: string };
const results: TResult[] = [];
for (const bench of chosen) {
  for (const database of bench.databases ? databases : databases.slice(0, 1)) {
    process.stderr.write(`${bench.name} (${database.label})…\n`);
    const rows = await run(bench, database.env);
    results.push(
      ...rows.map((row) => ({ ...row, database: bench.databases ? database.label : '—' })),
    );
  }
}

const number = (v: number | null, unit = '') =>
  v === null ? '—' : `${v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(2)}${unit}`;
const table = [
  ['figure', 'database', 'Cupido', 'peer', 'ratio', 'goal', 'holds'],
  ...results.map((r) => [
    r.figure,
    r.database,
    number(r.cupido, ` ${r.unit}`),
    number(r.peer, ` ${r.unit}`),
    r.ratio === null ? '—' : `${r.ratio.toFixed(2)}×`,
    r.goal,
    r.holds === null ? '—' : r.holds ? 'yes' : 'no',
  ]),
];
if (databases.length > 1) {
  for (const pg of results.filter((r) => r.database === databases[1]!.label)) {
    const lite = results.find((r) => r.figure === pg.figure && r.database === 'PGlite');
    if (lite)
      table.push([
        pg.figure,
        `${pg.database} / PGlite`,
        `${(pg.cupido / lite.cupido).toFixed(2)}×`,
        '',
        '',
        '',
        '',
      ]);
  }
}
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log(
  `\nCupido benchmarks${short ? ' (short mode: sizes reduced, goals not judged)' : ''}\n`,
);
for (const [i, row] of table.entries()) {
  console.log(
    row
      .map((cell, c) => (c >= 2 && c <= 4 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
