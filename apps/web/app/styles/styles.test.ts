import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The build purges every CSS class whose whole name does not appear in the app's sources
 * (apps/web/vite.config.ts). A class our stylesheets define but no source names literally is
 * either dead CSS or a name built at run time (`x-${kind}`) whose rule never reaches a browser:
 * both are defects this test names.
 */
const APP = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The class names a stylesheet's selectors use (declarations and at-rule parameters left out). */
function classesOf(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, ',')
    .replace(/@[^{,]*\{/g, ',');
  return new Set([...selectors.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((m) => m[1]!));
}

const text = sources(APP)
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');
const named = new Set(text.match(/[\w-]+/g));

describe('stylesheets', () => {
  const sheets = readdirSync(join(APP, 'styles')).filter((name) => name.endsWith('.css'));
  it.each(sheets)('%s uses only classes the sources name in full', (sheet) => {
    const css = readFileSync(join(APP, 'styles', sheet), 'utf8');
    const unnamed = [...classesOf(css)].filter((name) => !named.has(name));
    expect(unnamed).toEqual([]);
  });
});
