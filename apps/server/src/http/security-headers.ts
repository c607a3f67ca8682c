import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The page CSP; scripts only from this origin, inline ones by the response's nonce (a page
 * rendered for one request) or by their hashes (a page served again to every visitor, decision
 * 50), and from exactly the origins of the site's configured tags (which also may load images
 * and send beacons).
 */
export function pageCsp(
  scripts: { nonce: string } | { hashes: string[] },
  cdnOrigin: string | null,
  tagOrigins: string[] = [],
): string {
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const tags = tagOrigins.map((o) => ` ${o}`).join('');
  const img = ["'self'", 'data:', 'blob:', ...(cdnOrigin ? [cdnOrigin] : []), ...tagOrigins].join(
    ' ',
  );
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inline].join(' ')}${tags}`,
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

/**
 * Helmet's headers for every answer; API answers get a CSP that allows nothing (pages, photos
 * and the few HTML answers set their own). The headers do not depend on the request, so Helmet
 * runs once at start-up and each answer gets the same object: the same headers as Helmet's own
 * Fastify plugin, without its per-request work (5% of a JSON answer's time, issue 12).
 */
export function securityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, isHttps: boolean) {
  const headers = securityHeaders(isHttps);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
