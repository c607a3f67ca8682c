/**
 * Peer of the SSR benchmark: React's `renderToString` of the page Cupido renders, the same tree
 * (`<ServerRouter>` over the built web app's route modules, as `apps/web/app/entry.server.tsx`
 * renders it) with the same data, and nothing else: no HTTP, no loaders, no API calls, no
 * streaming, no compression.
 *
 * At start it takes the page's data once from the running server (ORIGIN): React Router's own
 * request handler (the one `apps/server/src/web/web-host.ts` uses) runs the loaders against the
 * API over HTTP, with the page request's headers (HEADERS, JSON), and a stand-in document entry
 * keeps the EntryContext it is handed instead of rendering it. The hydration data that React
 * Router streams into the page (`streamController.enqueue(…)` scripts) is read once and handed
 * back to each render already settled, so every render writes the same HTML as Cupido's page,
 * data scripts included, without React Router encoding it again.
 *
 *   GET /            200 once the page's data is loaded
 *   GET /html        the page as this peer renders it
 *   GET /run?seconds=N   renders for 1 s (warm-up), then for N s: { pages, seconds, p50, p99,
 *                        mean } (ms)
 */
import { createServer } from 'node:http';
import { findPackageJSON } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  type ServerBuild,
  type ServerRouter as ServerRouterType,
} from 'react-router';
import type { TSsrContext } from '@cupido/contract';
import { stats } from '../lib/bench-kit.ts';

const ORIGIN = process.env.ORIGIN!;
const PAGE = process.env.PAGE ?? '/members';
const HEADERS = JSON.parse(process.env.HEADERS ?? '{}') as Record<string, string>;
/** As the server's request handler runs in its NODE_ENV (React's build follows it too). */
const MODE = process.env.NODE_ENV === 'production' ? 'production' : 'development';

const entry = new URL('../../apps/web/build/server/index.js', import.meta.url);
const build = (await import(entry.href)) as ServerBuild;
// The route modules import the web app's own copy of react-router: <ServerRouter> must come
// from it too (its contexts are that copy's), as ESM, which is what the build imports.
const routerPackage = findPackageJSON('react-router', entry)!;
const routerExports = (
  JSON.parse(readFileSync(routerPackage, 'utf8')) as {
    exports: { '.': { node: { 'module-sync': string } } };
  }
).exports['.'].node['module-sync'];
const { ServerRouter } = (await import(
  pathToFileURL(join(dirname(routerPackage), routerExports)).href
)) as { ServerRouter: typeof ServerRouterType };

/** The page's EntryContext, as the server's request handler builds it for this request. */
async function capture(): Promise<{ context: EntryContext; url: string }> {
  let captured: EntryContext | undefined;
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (_request, _status, _headers, context) => {
          captured = context;
          return new Response(null);
        },
      },
    },
  };
  const url = `${ORIGIN}${PAGE}`;
  const load: TSsrContext = {
    requestId: 'peer',
    isProduction: MODE === 'production',
    setCookie: () => {},
    // As web-host.ts calls the API in-process, here over HTTP: the headers it carries on.
    api: async (path, init = {}) => {
      const headers: Record<string, string> = { 'x-request-type': 'client' };
      for (const name of ['accept-language', 'user-agent'])
        if (HEADERS[name]) headers[name] = HEADERS[name];
      if (init.cookie !== undefined) headers.cookie = init.cookie;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${ORIGIN}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const text = await res.text();
      return { status: res.status, data: text ? (JSON.parse(text) as unknown) : null };
    },
  };
  await createRequestHandler(capturing, MODE)(
    new Request(url, { headers: HEADERS }),
    load as never,
  );
  if (!captured) throw new Error(`${PAGE} did not reach the document render`);
  return { context: captured, url };
}

const { context, url } = await capture();
// The hydration data, read once: each render finds it settled in the stream cache.
const chunks: string[] = [];
const reader = context.serverHandoffStream!.getReader();
const decoder = new TextDecoder();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  chunks.push(decoder.decode(value, { stream: true }));
}
const settled = (result: { done: boolean; value: string }) =>
  Object.assign(Promise.resolve(), { result });
const streamCache = Object.fromEntries([
  ...chunks.map((value, i) => [i, settled({ done: false, value })] as const),
  [chunks.length, settled({ done: true, value: '' })] as const,
]);
const unread = { getReader: () => null } as unknown as ReadableStream<Uint8Array>;

function render(): string {
  return renderToString(
    createElement(ServerRouter, {
      context: { ...context, serverHandoffStream: unread, renderMeta: { streamCache } },
      url,
    }),
  );
}

function renderFor(seconds: number): number[] {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let t0 = performance.now(); t0 < until;) {
    render();
    const t1 = performance.now();
    times.push(t1 - t0);
    t0 = t1;
  }
  return times;
}

const html = render();
createServer((req, res) => {
  const { pathname, searchParams } = new URL(req.url!, 'http://peer');
  if (pathname === '/html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(html);
  }
  if (pathname === '/run') {
    const seconds = Number(searchParams.get('seconds') ?? 10);
    renderFor(1);
    const started = performance.now();
    const times = renderFor(seconds);
    const elapsed = (performance.now() - started) / 1000;
    const { p50, p99, mean } = stats(times);
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ pages: times.length, seconds: elapsed, p50, p99, mean }));
  }
  res.writeHead(200).end('ready');
}).listen(Number(process.env.PORT), '127.0.0.1');
