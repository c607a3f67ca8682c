/**
 * Page weight: the JavaScript a visitor's `/members` loads (its script and modulepreload tags),
 * then the JavaScript it loads at the visitor's first sign of presence (a page that hydrates on
 * intent, decisions 33 and 43, names it in its module script), and its stylesheets, gzip-compressed as served, against Tinder's PWA budget of 155 KB of
 * JavaScript (the peer) and the goal of 100 KB. Needs the web app built (`npm run build`).
 *
 *   node bench/page-weight.ts
 */
import { gzipSync } from 'node:zlib';
import { emitRows, SHORT, startCupido } from './lib/bench-kit.ts';

const PEER_KB = 155;
const GOAL_KB = 100;

const server = await startCupido();
try {
  const html = await (await fetch(`${server.origin}/members`)).text();
  if (!html.includes('<html'))
    throw new Error('/members did not answer a page: is the web app built?');
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  // A page that hydrates on intent (decisions 33 and 43) names its scripts in one module script,
  // loaded at the visitor's first sign of presence: they are counted apart.
  const deferred = /<script\b[^>]*data-hydrate="on-intent"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const now = html.replace(deferred?.[0] ?? '', '');
  const tags = now.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) scripts.add(src);
    } else if (/rel="modulepreload"/.test(tag)) scripts.add(attr(tag, 'href')!);
    else if (/rel="stylesheet"/.test(tag)) styles.add(attr(tag, 'href')!);
  }
  // Inline module scripts import the entry: count what they import too.
  for (const m of now.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) scripts.add(m[1]!);
  const onIntent = new Set(
    [...(deferred?.[1] ?? '').matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  const gzipped = async (href: string) =>
    gzipSync(Buffer.from(await (await fetch(new URL(href, server.origin))).arrayBuffer())).length;
  const kb = async (hrefs: Set<string>) => {
    let bytes = 0;
    for (const href of hrefs) bytes += await gzipped(href);
    return bytes / 1024;
  };
  const jsKb = await kb(scripts);
  const intentKb = await kb(onIntent);
  const cssKb = await kb(styles);
  console.log(
    `/members: ${scripts.size} scripts, ${jsKb.toFixed(1)} KB gzip as it loads; ` +
      `${onIntent.size} scripts, ${intentKb.toFixed(1)} KB gzip at the visitor's first sign of ` +
      `presence; ${styles.size} stylesheets, ${cssKb.toFixed(1)} KB gzip`,
  );
  emitRows([
    {
      figure: `JS a visitor's /members loads (${scripts.size} files), gzip`,
      unit: 'KB',
      cupido: jsKb,
      peer: PEER_KB,
      ratio: jsKb / PEER_KB,
      goal: `≤ ${GOAL_KB} KB`,
      holds: SHORT ? null : jsKb <= GOAL_KB,
    },
    {
      figure: `JS a visitor's /members loads when they act (${onIntent.size} files), gzip`,
      unit: 'KB',
      cupido: intentKb,
      peer: PEER_KB,
      ratio: intentKb / PEER_KB,
      goal: '—',
      holds: null,
    },
    {
      figure: `CSS a visitor's /members loads (${styles.size} files), gzip`,
      unit: 'KB',
      cupido: cssKb,
      peer: null,
      ratio: null,
      goal: 'only the CSS used',
      holds: null,
    },
  ]);
} finally {
  await server.stop();
}
