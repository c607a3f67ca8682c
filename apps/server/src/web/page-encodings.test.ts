import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pageEncoding } from './page-encodings.ts';

describe('pageEncoding', () => {
  it('chooses as @fastify/compress does: zstd, then brotli, gzip and deflate', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('GZIP, deflate')).toBe('gzip');
    expect(pageEncoding('x-gzip')).toBe('gzip');
    expect(pageEncoding('*')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
  });

  it('sends the page as it is without an encoding both accept', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('compress')).toBeNull();
  });
});

describe('encodePage', () => {
  it('compresses the page so that the browser reads it back whole', async () => {
    const html = `<!DOCTYPE html><html lang="de"><body>${'<p>Grüße</p>'.repeat(500)}</body></html>`;
    const decode = {
      zstd: zlib.zstdDecompressSync,
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      deflate: zlib.inflateSync,
    };
    for (const [encoding, decompress] of Object.entries(decode)) {
      const bytes = await encodePage(html, encoding as keyof typeof decode);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(html) / 10);
      expect(decompress(bytes).toString('utf8')).toBe(html);
    }
  });
});
