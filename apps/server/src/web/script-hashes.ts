import { createHash } from 'node:crypto';

/** Every script element with its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SRC = /\bsrc\s*=/;

/**
 * The CSP hash sources (`'sha256-…'`) of the page's inline scripts, each once: a page served to
 * every visitor as the same bytes allows its own scripts by their hashes instead of a nonce
 * (decision 50). A script's text is hashed as the browser reads it (a script's text holds no
 * entities), in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT))
    if (!SRC.test(attributes!))
      hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  return [...hashes];
}
