/**
 * Page weight: the JavaScript a visitor's `/members` loads (its script and modulepreload tags),
 * and its stylesheets, gzip-compressed as served, against Tinder's PWA budget of 155 KB of
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
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
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
  for (const m of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) scripts.add(m[1]!);
  const gzipped = async (href: string) =>
    gzipSync(Buffer.from(await (await fetch(new URL(href, server.origin))).arrayBuffer())).length;
  let js = 0;
  for (const src of scripts) js += await gzipped(src);
  let css = 0;
  for (const href of styles) css += await gzipped(href);
  const jsKb = js / 1024;
  console.log(
    `/members: ${scripts.size} scripts, ${jsKb.toFixed(1)} KB gzip; ${styles.size} stylesheets, ${(css / 1024).toFixed(1)} KB gzip`,
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
      figure: `CSS a visitor's /members loads (${styles.size} files), gzip`,
      unit: 'KB',
      cupido: css / 1024,
      peer: null,
      ratio: null,
      goal: 'only the CSS used',
      holds: null,
    },
  ]);
} finally {
  await server.stop();
}
