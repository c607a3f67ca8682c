/**
 * Photo upload benchmark: a 12-megapixel JPEG (4000×3000, noise over gradients and edges, made
 * here with sharp at quality 90: a few MB, as a phone camera's) uploaded to its stored sizes,
 * against `vips thumbnail` making the same sizes from the same file, measured in the same run.
 *
 * Cupido: the real server (its own process, pinned to CPU 0, info logs) and the path a member's
 * browser takes: POST /api/photos.php, multipart/form-data with the file in the field `photo`
 * (signed-up members, 3 photos each: the free limit), timed from the start of the request until
 * the answer. The sizes (thumb, profile, full, blur: WebP) are made and stored before the answer,
 * so the answer is when they exist; each run fetches them afterwards (untimed) to check.
 * Peer: the `vips` command line (Debian's libvips-tools), pinned to CPU 0 too, one invocation per
 * size as a minimal pipeline would: `vips thumbnail` for thumb (160×160, centre crop), profile
 * (within 480) and full (within 1280), WebP quality 80; the blur as Cupido makes it: thumbnail to
 * 8×8 (centre crop), `vips resize` ×20 (cubic), `vips gaussblur` σ 10, WebP quality 60. Six
 * processes in sequence in one `sh -c` script, timed from its start to its end; vipsthumbnail
 * makes one size per call, so it would be the same.
 * Both: one warm-up, then N runs (10; short mode 3), one upload and one peer run in turn, so
 * a change in the load of a shared machine falls on both; the row is the ratio of the medians.
 * Goal ≤ 1×: both do the same image work (four decodes of the JPEG, shrink-on-load, four WebP
 * encodes) on one CPU; the peer pays six process starts (~35 ms each), Cupido the 4 MB request,
 * the multipart parsing, four file writes and one transaction, which should cost less.
 * The median CPU time of both (the server process; the script's children) is printed too: on a
 * shared machine it varies less than wall time, which favours the side with more threads to run
 * (Cupido makes the four sizes at once on four threads, the peer one after the other).
 *
 *   node bench/photo-upload.ts [--short]   (needs `vips` on PATH: apt-get install libvips-tools)
 *
 * PGlite in the server's data directory; with DATABASE_URL, a schema on PostgreSQL; with
 * REDIS_URL, the rate-limit counters in Redis under a prefix of this run's own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_LIMITS, PHOTO_MAX_BYTES } from '@cupido/contract';
import { emitRows, pinLoadGenerator, SHORT, startCupido, stats } from './lib/bench-kit.ts';

const RUNS = SHORT ? 3 : 10;
const WARMUP = 1;
const WIDTH = 4000;
const HEIGHT = 3000;
/** The photo upload's own limit (photos.routes.ts): 30 an hour per address. */
const UPLOADS_PER_HOUR = 30;
const SIZE_NAMES = ['thumb', 'profile', 'full', 'blur'] as const;
type TSizeName = (typeof SIZE_NAMES)[number];
type TSizeFile = { name: TSizeName; width: number; height: number; bytes: number };

try {
  execFileSync('vips', ['--version'], { stdio: 'ignore' });
} catch {
  console.error(
    'photo-upload: `vips` is not on PATH. Install the peer: apt-get install -y libvips-tools',
  );
  process.exit(1);
}
if (WARMUP + RUNS > UPLOADS_PER_HOUR)
  throw new Error(`more uploads than the ${UPLOADS_PER_HOUR} an hour one address may make`);

/** As spawnServer pins the server; asked before this process pins itself to the other CPUs. */
const canPin = availableParallelism() >= 2 && tasksetWorks();
pinLoadGenerator();
function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'cupido-bench-photo-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

// ---- The photo -------------------------------------------------------------------------------

/**
 * Gradients, waves and hard edges every 256 px under per-pixel noise (a fixed xorshift, so every
 * run uploads the same bytes): content that neither compresses nor decodes unrealistically fast.
 */
async function makePhoto(path: string): Promise<void> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  const px = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  const noise = 20;
  let s = 0x9e3779b9;
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const edge = ((x >> 8) ^ (y >> 8)) & 1 ? 30 : 0;
      const r = (x / WIDTH) * 200 + 30 * Math.sin(y / 97) + edge;
      const g = (y / HEIGHT) * 180 + 40 * Math.sin((x + y) / 211);
      const b = 255 - ((x + y) / (WIDTH + HEIGHT)) * 220 + 25 * Math.cos(x / 53) - edge;
      for (const base of [r, g, b]) {
        s ^= s << 13;
        s ^= s >>> 17;
        s ^= s << 5;
        px[i++] = base + ((s >>> 24) / 255 - 0.5) * 2 * noise; // clamped to 0..255
      }
    }
  }
  await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
}

const photoPath = join(dir, 'photo.jpg');
let started = Date.now();
await makePhoto(photoPath);
const photo = readFileSync(photoPath);
console.log(
  `${WIDTH}×${HEIGHT} JPEG, quality 90: ${photo.length.toLocaleString('en')} bytes, made in ${Date.now() - started} ms`,
);
if (photo.length > PHOTO_MAX_BYTES) throw new Error('the photo is over the upload limit');

async function describe(name: TSizeName, body: Buffer): Promise<TSizeFile> {
  const meta = await sharp(body).metadata();
  if (meta.format !== 'webp') throw new Error(`${name}: ${meta.format}, not WebP`);
  return { name, width: meta.width, height: meta.height, bytes: body.length };
}

const list = (files: TSizeFile[]) =>
  files.map((f) => `${f.name} ${f.width}×${f.height} ${f.bytes.toLocaleString('en')} B`).join(', ');

/**
 * User + system CPU time in ms from a /proc/<pid>/stat line: the process's own (all its threads)
 * or its waited-for children's. Linux counts in clock ticks, 100 a second.
 */
function cpuMs(stat: string, whose: 'own' | 'children'): number {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const [user, system] = whose === 'own' ? [fields[11]!, fields[12]!] : [fields[13]!, fields[14]!];
  return (user + system) * 10;
}

// ---- Cupido ----------------------------------------------------------------------------------

const cupido = await startCupido({
  SIGNUPS_PER_HOUR: '1000',
  REDIS_PREFIX: `cupido-bench-${process.pid}:`,
});
const { origin } = cupido;
/** The server's /proc stat (taskset execs node, so the pid is the server's); null off Linux. */
const serverStat = () => {
  try {
    return readFileSync(`/proc/${cupido.child.pid}/stat`, 'utf8');
  } catch {
    return null;
  }
};

/** Members signed up as in the browser, each with a session; a free member may keep 3 photos. */
started = Date.now();
const cookies: string[] = [];
for (let i = 0; i < Math.ceil((WARMUP + RUNS) / PHOTO_LIMITS.free); i++) {
  const res = await fetch(`${origin}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      email: `bench-photo-${process.pid}-${i}@example.com`,
      name: `Photographer ${i}`,
      password: 'correct horse battery',
      date_of_birth: '1990-01-01',
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('auth.sid='));
  if (res.status !== 201 || !cookie)
    throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  cookies.push(cookie.split(';')[0]!);
}
console.log(`${cookies.length} members signed up in ${Date.now() - started} ms`);

/** The stored sizes of an upload, as the owner's browser loads them. */
async function storedSizes(cookie: string, thumbUrl: string): Promise<TSizeFile[]> {
  return Promise.all(
    SIZE_NAMES.map(async (name) => {
      const url = new URL(thumbUrl.replace(/-thumb\.webp$/, `-${name}.webp`), origin);
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${url.pathname}: ${res.status}`);
      return describe(name, Buffer.from(await res.arrayBuffer()));
    }),
  );
}

let cupidoSizes: TSizeFile[] = [];
async function uploadOne(i: number): Promise<{ ms: number; cpu: number | null }> {
  const cookie = cookies[Math.floor(i / PHOTO_LIMITS.free)]!;
  const form = new FormData();
  form.append('photo', new File([photo], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  const before = serverStat();
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/photos.php`, {
    method: 'POST',
    headers: { cookie, accept: 'application/json', 'x-request-type': 'client' },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const after = serverStat();
  if (res.status !== 201) throw new Error(`upload ${i} failed: ${res.status} ${text}`);
  const answer = JSON.parse(text) as { photo: { thumb: string } };
  cupidoSizes = await storedSizes(cookie, answer.photo.thumb);
  return { ms, cpu: before && after ? cpuMs(after, 'own') - cpuMs(before, 'own') : null };
}

// ---- Peer: the vips command line -------------------------------------------------------------

/**
 * The peer as one would write it, a shell script: six `vips` processes in sequence, then the
 * CPU time they took (the script's waited-for children in /proc/$$/stat), where Linux tells.
 */
const PIPELINE = `set -e
in=$1 out=$2
vips thumbnail "$in" "$out/thumb.webp[Q=80]" 160 --height 160 --size down --crop centre
vips thumbnail "$in" "$out/profile.webp[Q=80]" 480 --height 480 --size down
vips thumbnail "$in" "$out/full.webp[Q=80]" 1280 --height 1280 --size down
vips thumbnail "$in" "$out/blur8.v" 8 --height 8 --size down --crop centre
vips resize "$out/blur8.v" "$out/blur160.v" 20 --kernel cubic
vips gaussblur "$out/blur160.v" "$out/blur.webp[Q=60]" 10
cat /proc/$$/stat 2>/dev/null || true`;

/** Runs the pipeline to its end, on CPU 0 like the server where the machine allows; its stdout. */
function runPipeline(out: string): Promise<string> {
  const args = ['-c', PIPELINE, 'sh', photoPath, out];
  const [file, argv] = canPin ? ['taskset', ['-c', '0', 'sh', ...args]] : ['sh', args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`the vips pipeline failed (${code}): ${stderr}`)),
    );
  });
}

let peerSizes: TSizeFile[] = [];
async function vipsOne(i: number): Promise<{ ms: number; cpu: number | null }> {
  const out = mkdtempSync(join(dir, `vips-${i}-`));
  const t0 = performance.now();
  const stat = await runPipeline(out);
  const ms = performance.now() - t0;
  peerSizes = await Promise.all(
    SIZE_NAMES.map((name) => describe(name, readFileSync(join(out, `${name}.webp`)))),
  );
  rmSync(out, { recursive: true, force: true });
  return { ms, cpu: stat ? cpuMs(stat, 'children') : null };
}

// ---- Runs: Cupido and the peer in turn ------------------------------------------------------

const cupidoRuns: { ms: number; cpu: number | null }[] = [];
const peerRuns: { ms: number; cpu: number | null }[] = [];
try {
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const uploaded = await uploadOne(i);
    const made = await vipsOne(i);
    if (i < WARMUP) continue;
    cupidoRuns.push(uploaded);
    peerRuns.push(made);
  }
} finally {
  await cupido.stop();
}

// ---- Report ----------------------------------------------------------------------------------

const c = stats(cupidoRuns.map((r) => r.ms)).p50;
const p = stats(peerRuns.map((r) => r.ms)).p50;
const ratio = c / p;
const each = (runs: { ms: number }[]) => runs.map((r) => r.ms.toFixed(0)).join(' ');
console.log(`\nCupido sizes: ${list(cupidoSizes)}`);
console.log(`vips sizes:   ${list(peerSizes)}`);
console.log(`\n${RUNS} runs each (${canPin ? 'both on CPU 0' : 'unpinned'}), ms:`);
console.log(`  Cupido POST /api/photos.php  ${each(cupidoRuns)}`);
console.log(`  vips, 6 invocations          ${each(peerRuns)}`);
console.log(`median: Cupido ${c.toFixed(0)} ms, vips ${p.toFixed(0)} ms (${ratio.toFixed(2)}x)`);
// CPU time does not grow when other work shares the CPU, as wall time does: a cross-check.
const cpu = (runs: { cpu: number | null }[]) =>
  runs.every((r) => r.cpu !== null) ? stats(runs.map((r) => r.cpu!)).p50 : null;
const [cupidoCpu, peerCpu] = [cpu(cupidoRuns), cpu(peerRuns)];
if (cupidoCpu !== null && peerCpu !== null)
  console.log(
    `CPU time, median: Cupido's server ${cupidoCpu} ms, vips ${peerCpu} ms (${(cupidoCpu / peerCpu).toFixed(2)}x)`,
  );
emitRows([
  {
    figure: '12 MP photo upload to its sizes',
    unit: 'ms',
    cupido: c,
    peer: p,
    ratio,
    goal: '≤ 1×',
    holds: SHORT ? null : ratio <= 1,
  },
]);
