import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The page CSP; scripts only from this origin or with the response's nonce, and from exactly
 * the origins of the site's configured tags (which also may load images and send beacons).
 */
export function pageCsp(
  nonce: string,
  cdnOrigin: string | null,
  tagOrigins: string[] = [],
): string {
  const tags = tagOrigins.map((o) => ` ${o}`).join('');
  const img = ["'self'", 'data:', 'blob:', ...(cdnOrigin ? [cdnOrigin] : []), ...tagOrigins].join(
    ' ',
  );
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${tags}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self' data:",
    // 'self' covers the same host's ws:/wss: (CSP 3): the live channel, and nothing else.
    `connect-src 'self'${tags}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Helmet's headers everywhere; API answers get a CSP that allows nothing. Pages set their own. */
export async function registerSecurityHeaders(app: FastifyInstance, isHttps: boolean) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
