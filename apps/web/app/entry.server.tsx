import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { TSsrContext } from '@cupido/contract/browser';
import { deferScripts } from './lib/defer-scripts.server.ts';
import type { TRootData } from './lib/root-data.server.ts';
import { loadMemberOnly } from './lib/member-only.tsx';

export const streamTimeout = 5_000;

/** Streams the page; bots and crawlers get it whole. Inline scripts carry the CSP nonce. */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: TSsrContext,
) {
  // Member-only parts render on the server as in a member's browser (loaded once per process).
  await loadMemberOnly();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // Landers and every visitor's page paint from their HTML and CSS and hydrate when the
          // visitor acts (decisions 33 and 43); a member's pages hydrate at once, holding a tap
          // made before that.
          const { matches, loaderData } = routerContext.staticHandlerContext;
          const lander = matches.some((match) => match.route.id === 'layout-lander');
          const member = Boolean((loaderData.root as TRootData | undefined)?.user);
          const body = deferScripts({ until: member && !lander ? 'now' : 'intent' });
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
