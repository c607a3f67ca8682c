import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isbot } from 'isbot';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { TSsrContext } from '@cupido/contract';
import type { TConfig } from '../config.ts';
import { FORM_ACTION_PATHS } from '../http/csrf.ts';
import { inProcessHeaders, noteCall } from '../http/request-log.ts';
import { pageCsp } from '../http/security-headers.ts';
import { tagOrigins } from '../modules/sites/index.ts';
import { COMPRESS_THRESHOLD, encodePage, pageEncoding } from './page-encodings.ts';
import { inlineScriptHashes } from './script-hashes.ts';
import { VisitorPageCache, type TCachedPage } from './visitor-page-cache.ts';

export type TWebBuild = { server: ServerBuild; clientDir: string };

export const WEB_BUILD_DIR = new URL('../../../web/build/', import.meta.url).pathname;

/** Loads the built web app (npm run build), or null when it has not been built. */
export async function loadWebBuild(dir = WEB_BUILD_DIR): Promise<TWebBuild | null> {
  const entry = join(dir, 'server', 'index.js');
  if (!existsSync(entry)) return null;
  return { server: (await import(entry)) as ServerBuild, clientDir: join(dir, 'client') };
}

/** Headers of the page request that the in-process API call carries on. */
const FORWARDED = [
  'cookie',
  'host',
  'accept-language',
  'user-agent',
  'cf-ipcountry',
  'x-forwarded-for',
  'x-forwarded-proto',
];

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A form post is small: a few fields, never a file. */
const FORM_BODY_LIMIT = 64 * 1024;

function toWebRequest(request: FastifyRequest): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(url, { method: request.method, headers, ...(body ? { body } : {}) });
}

function setHeaders(
  reply: FastifyReply,
  status: number,
  headers: Iterable<[string, string]>,
  setCookies: string[],
) {
  reply.code(status);
  for (const [name, value] of headers) if (name !== 'set-cookie') reply.header(name, value);
  if (setCookies.length) reply.header('set-cookie', setCookies);
}

/** A rendered answer whole (pages are rendered whole, decision 47), with every cookie it sets. */
async function wholeAnswer(response: Response, cookies: string[]) {
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
    setCookies: [...cookies, ...response.headers.getSetCookie()],
    body: await response.text(),
  };
}

const isHtml = (headers: [string, string][]) =>
  headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));

/**
 * A whole answer kept to be served again as the same bytes: rendered without a nonce, its
 * inline scripts allowed by their hashes (decision 50).
 */
function keptPage(answer: Awaited<ReturnType<typeof wholeAnswer>>, csp: TCsp): TCachedPage {
  const html = isHtml(answer.headers);
  return {
    ...answer,
    csp: html ? csp({ hashes: inlineScriptHashes(answer.body) }) : null,
    encoded: new Map(),
  };
}

type TCsp = (scripts: Parameters<typeof pageCsp>[0]) => string;

/** Adds `value` to the answer's Vary header. */
function vary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

/** Answers worth compressing: text, JSON and XML (as @fastify/compress's own list, less binary). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Sends a whole answer of the web app (pages are rendered whole, decision 47) in the encoding
 * the request accepts, compressed in one call on the thread pool: @fastify/compress would pipe
 * it through a compression stream (on 2 cores, any answer above 8 KB), which cost more than the
 * compression itself, and it leaves an answer with a Content-Encoding as it is. A kept page
 * passes its `encoded` map: compressed once per encoding, for every visitor (decision 50).
 */
async function sendWhole(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded?: Map<string, Promise<Buffer>>,
) {
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return reply.send(body);
  vary(reply, 'accept-encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < COMPRESS_THRESHOLD) return reply.send(body);
  let bytes = encoded?.get(encoding);
  if (!bytes) {
    bytes = encodePage(body, encoding);
    if (encoded) {
      encoded.set(encoding, bytes);
      bytes.catch(() => encoded.delete(encoding));
    }
  }
  reply.header('content-encoding', encoding);
  return reply.send(await bytes);
}

/**
 * Hosts the web app: hashed assets with year-long caching, everything else server-rendered by
 * React Router, whose loaders reach the API through `app.inject` (no network hop).
 */
export const webHost = fp(
  async (app: FastifyInstance, { build, config }: { build: TWebBuild; config: TConfig }) => {
    // The built files never depend on the member: their routes skip the session lookup.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, session: false };
      });
      await files.register(fastifyStatic, {
        root: build.clientDir,
        wildcard: false,
        index: false,
        // The build wrote each script, style and SVG beside itself as .br and .gz.
        preCompressed: true,
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join(build.clientDir, 'assets')}/`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    });

    const handle = createRequestHandler(
      build.server,
      config.isProduction ? 'production' : 'development',
    );

    // Forms post to the web app's action as a browser sends them, before or after hydration.
    await app.register(async (forms) => {
      forms.removeAllContentTypeParsers();
      forms.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      for (const url of FORM_ACTION_PATHS) forms.post(url, { schema: { hide: true } }, render);
    });

    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });

    // A visitor's page, the same for every visitor with the same choices, is rendered once a
    // moment; any change accepted by this instance may show on it, so it is rendered again after
    // one (another instance's change shows within VISITOR_PAGE_TTL_MS + VISITOR_PAGE_STALE_MS).
    const visitorPages = new VisitorPageCache({
      onError: (err) => app.log.error({ err }, 'visitor page not rendered again'),
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400) visitorPages.clear();
      done(null, payload);
    });

    async function render(request: FastifyRequest, reply: FastifyReply) {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      const key = visitorPages.keyOf({
        method: request.method,
        protocol: request.protocol,
        host: request.host,
        url: request.url,
        acceptLanguage: request.headers['accept-language'],
        country: request.geoipCountry,
        bot: isbot(request.headers['user-agent'] ?? ''),
        cookie: request.headers.cookie,
      });
      if (!key) {
        const nonce = randomBytes(16).toString('base64');
        const cookies: string[] = [];
        const answer = await wholeAnswer(await respond(request, nonce, cookies), cookies);
        setHeaders(reply, answer.status, answer.headers, answer.setCookies);
        if (isHtml(answer.headers))
          reply.header('content-security-policy', siteCsp(request)({ nonce }));
        return sendWhole(request, reply, answer.body);
      }
      const { page, hit, stale } = await visitorPages.page(key, async () => {
        const cookies: string[] = [];
        const answer = await wholeAnswer(await respond(request, undefined, cookies), cookies);
        return keptPage(answer, siteCsp(request));
      });
      reply.header('x-page-cache', stale ? 'stale' : hit ? 'hit' : 'miss');
      setHeaders(reply, page.status, page.headers, page.setCookies);
      if (page.csp) reply.header('content-security-policy', page.csp);
      return sendWhole(request, reply, page.body, page.encoded);
    }

    /**
     * The web app's answer to the request; the loaders' cookies are added to `cookies`. Without
     * a nonce, a page to serve again: its inline scripts are allowed by their hashes.
     */
    async function respond(request: FastifyRequest, nonce: string | undefined, cookies: string[]) {
      const context: TSsrContext = {
        ...(nonce === undefined ? {} : { nonce }),
        requestId: request.id,
        isProduction: config.isProduction,
        setCookie: (header) => cookies.push(header),
        api: async (path, init = {}) => {
          const headers: Record<string, string> = {
            'x-request-type': 'client',
            'x-request-id': request.id,
            ...inProcessHeaders(),
          };
          for (const name of FORWARDED) {
            const value = request.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          if (init.cookie !== undefined) headers.cookie = init.cookie;
          const started = performance.now();
          const res = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url: path,
            headers,
            remoteAddress: request.ip,
            ...(init.body === undefined ? {} : { payload: init.body as object }),
          });
          noteCall(request, path, res.statusCode, performance.now() - started);
          const setCookie = res.headers['set-cookie'];
          if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
          return {
            status: res.statusCode,
            data: res.body ? (JSON.parse(res.body) as unknown) : null,
          };
        },
      };
      return handle(toWebRequest(request), context as never);
    }

    /** The page policy of the request's site, for its inline scripts as given. */
    function siteCsp(request: FastifyRequest): TCsp {
      const tags = tagOrigins(request.site.config.tags);
      return (scripts) => pageCsp(scripts, null, tags);
    }
  },
  { name: 'web-host' },
);
