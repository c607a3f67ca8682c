import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/**
 * Brotli at quality 4, as @fastify/compress compresses by default (11, zlib's default, costs
 * many times more for a few per cent): every answer and every kept page use these options.
 */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Below this many bytes an answer is sent as it is. */
export const COMPRESS_THRESHOLD = 1024;

/** The encodings a kept page is sent in, in @fastify/compress's order of preference. */
const ENCODINGS: (TPageEncoding | 'identity')[] = ['zstd', 'br', 'gzip', 'deflate', 'identity'];
export type TPageEncoding = 'zstd' | 'br' | 'gzip' | 'deflate';

const brotli = promisify(zlib.brotliCompress);
const COMPRESS: Record<TPageEncoding, (body: string) => Promise<Buffer>> = {
  zstd: promisify(zlib.zstdCompress),
  br: (body) => brotli(body, BROTLI_OPTIONS),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

/**
 * The encoding to send a page in for this Accept-Encoding, as @fastify/compress would choose it
 * (`*` and `x-gzip` read as gzip), or null to send it as it is.
 */
export function pageEncoding(acceptEncoding: string | undefined): TPageEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  return chosen === null || chosen === 'identity' ? null : chosen;
}

/** The page's HTML in `encoding`, compressed on libuv's pool. */
export function encodePage(body: string, encoding: TPageEncoding): Promise<Buffer> {
  return COMPRESS[encoding](body);
}
