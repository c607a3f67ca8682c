import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.ts';

describe('inlineScriptHashes', () => {
  it("hashes an inline script's text as CSP does (the CSP 3 specification's example)", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('names every inline script once, module scripts too, and no script loaded from a file', () => {
    const html = [
      '<head><script async src="https://tags.example/t.js"></script>',
      '<script type="module">import "/a.js";</script></head>',
      '<body><script>window.x = "Grüße";</script><script>window.x = "Grüße";</script>',
      '<script src="/b.js" type="module"></script><script></script></body>',
    ].join('\n');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(h))).toBe(true);
    // UTF-8, as browsers hash a script's text.
    expect(inlineScriptHashes('<script>window.x = "Grüße";</script>')).toEqual([hashes[1]]);
  });
});
