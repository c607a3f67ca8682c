import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard (architecture, security baseline): a state-changing API call must carry
 * `X-Request-Type: client` or a JSON body. Browsers cannot send either cross-site without a
 * CORS preflight, which this server never grants.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const isClient = request.headers['x-request-type'] === 'client';
    const isJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (!isClient && !isJson) throw new AppError('csrf_failed');
  });
}
