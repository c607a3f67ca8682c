import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { TSsrContext } from '@cupido/contract';
import { deferScripts } from './lib/defer-scripts.server.ts';

export const streamTimeout = 5_000;

/** Streams the page; bots and crawlers get it whole. Inline scripts carry the CSP nonce. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: TSsrContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // Landers paint from their HTML and CSS first and hydrate after load (decision 32).
          const lander = routerContext.staticHandlerContext.matches.some(
            (match) => match.route.id === 'layout-lander',
          );
          const body = lander ? deferScripts() : new PassThrough();
          headers.set('content-type', 'text/html; charset=utf-8');
          headers.set('cache-control', 'private, no-cache');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
